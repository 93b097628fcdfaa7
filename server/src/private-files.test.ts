import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createDb, migrate } from './db/knex.js';
import { ensureInitialAdmin, INITIAL_PASSWORD_FILE } from './features/auth/service.js';
import { restoreBackup, writeBackup } from './features/backup/service.js';
import { startTestApp, type TestApp } from './test-support/harness.js';

// Every file here is made under the most permissive umask: the modes must not depend on it.
let previousUmask: number;
let t: TestApp;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-modes-'));

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

beforeAll(async () => {
  previousUmask = process.umask(0);
  t = await startTestApp();
});

afterAll(async () => {
  process.umask(previousUmask);
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('owner-only files under umask 000', () => {
  it('creates the SQLite data folder 0700 and the database with its -wal and -shm 0600', async () => {
    const config = loadConfig({ DATA_DIR: path.join(root, 'nuevo', 'data'), LOG_LEVEL: 'silent' });
    const db = createDb(config);
    try {
      await migrate(db);
      await db('newsletter').insert({ email: 'modos@example.do', created_at: new Date().toISOString() });
      expect(modeOf(config.dataDir)).toBe(0o700);
      for (const file of [config.sqliteFile, `${config.sqliteFile}-wal`, `${config.sqliteFile}-shm`]) expect(modeOf(file)).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });

  it('tightens a data folder and a database an older release left readable by everyone', async () => {
    const dataDir = path.join(root, 'antiguo');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    fs.writeFileSync(config.sqliteFile, '', { mode: 0o644 });
    fs.writeFileSync(`${config.sqliteFile}-wal`, '', { mode: 0o644 });
    const db = createDb(config);
    try {
      await migrate(db);
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(config.sqliteFile)).toBe(0o600);
      expect(modeOf(`${config.sqliteFile}-wal`)).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });

  it('writes backups, their folder and the safety backup of a forced restore owner-only', async () => {
    const backups = path.join(root, 'backups');
    const file = path.join(backups, 'casa.jsonl.gz');
    await writeBackup(t.db, file);
    expect(modeOf(backups)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    // A file of the same name left 0644 is replaced by an owner-only one.
    fs.chmodSync(file, 0o644);
    await writeBackup(t.db, file);
    expect(modeOf(file)).toBe(0o600);

    const safetyFile = path.join(backups, 'antes-de-restaurar.jsonl.gz');
    const { safetyFile: written } = await restoreBackup(t.db, file, { force: true, safetyFile });
    expect(written).toBe(safetyFile);
    expect(modeOf(safetyFile)).toBe(0o600);
  });

  it('writes the generated first-admin password file 0600 in a 0700 data folder', async () => {
    const dataDir = path.join(root, 'primer-admin');
    await t.db('admin_sessions').delete();
    await t.db('admin_users').delete();
    const result = await ensureInitialAdmin({ ...t.deps, config: { ...t.deps.config, dataDir, adminPassword: undefined } });
    expect(result.passwordFile).toBe(path.join(dataDir, INITIAL_PASSWORD_FILE));
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(result.passwordFile as string)).toBe(0o600);
  });
});
