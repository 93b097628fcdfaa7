import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createDb } from '../../db/knex.js';
import type { Logger } from '../../deps.js';
import { startTestApp, type TestApp } from '../../test-support/harness.js';
import { type BackupRound, createBackupSchedule, RETRY_AFTER_FAILURE_MS } from './schedule.js';
import { readBackupState } from './schedule-repo.js';

let t: TestApp;
/** A second connection pool to the same database: what another server process would have. */
let other: Knex;
const folders: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  other = createDb({ databaseUrl: t.deps.config.databaseUrl, sqliteFile: t.deps.config.sqliteFile });
});
afterAll(async () => {
  await other.destroy();
  await t.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});
afterEach(async () => {
  await t.db('backup_schedule').delete();
});

function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-backups-'));
  folders.push(folder);
  return folder;
}

/** A logger that keeps what it was told, with the time it was told. */
function recorder() {
  const infos: { message: string; at: number }[] = [];
  const errors: { message: string; error: unknown }[] = [];
  const log: Logger = {
    info: (message) => void infos.push({ message, at: Date.now() }),
    error: (message, error) => void errors.push({ message, error }),
  };
  return { log, infos, errors, written: () => infos.filter((entry) => entry.message.startsWith('Copia de seguridad programada escrita')) };
}

const scheduled = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.startsWith('casa-auto-'))
    .sort();
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('scheduled backups', () => {
  it('with BACKUP_EVERY_HOURS=0.005 and BACKUP_KEEP=2, two processes on one database write one backup per period and keep two', async () => {
    const backupDir = path.join(tempFolder(), 'copias');
    const config = loadConfig({ BACKUP_EVERY_HOURS: '0.005', BACKUP_KEEP: '2', BACKUP_DIR: backupDir });
    const period = config.backupEveryMs;
    const first = recorder();
    const second = recorder();
    // Each with its own timer and connection pool, as two server processes would have.
    const schedules = [
      createBackupSchedule({ db: t.db, config, log: first.log }),
      createBackupSchedule({ db: other, config, log: second.log }),
    ];
    const started = Date.now();
    for (const schedule of schedules) schedule?.start();
    const written = () => [...first.written(), ...second.written()].sort((a, b) => a.at - b.at);
    try {
      // Three periods: a backup at once, then one a period later, twice.
      await expect.poll(() => written().length, { timeout: 3 * period, interval: 250 }).toBe(3);
    } finally {
      await Promise.all(schedules.map((schedule) => schedule?.stop()));
    }
    const elapsed = Date.now() - started;
    expect(first.errors.concat(second.errors)).toEqual([]);
    const times = written().map((entry) => entry.at);
    expect(written()).toHaveLength(Math.floor(elapsed / period) + 1);
    // One per period: never two within one (the time each write takes is well under a second).
    for (let index = 1; index < times.length; index += 1) expect(times[index]! - times[index - 1]!).toBeGreaterThan(period - 1000);

    const files = scheduled(backupDir);
    expect(files).toHaveLength(2);
    const state = await readBackupState(t.db);
    expect(state.lastFile).toBe(path.join(backupDir, files[1]!));
    expect(state.lastBytes).toBe(fs.statSync(state.lastFile!).size);
    // Owner-only: a backup holds every password hash and lead.
    expect(mode(backupDir)).toBe(0o700);
    for (const file of files) expect(mode(path.join(backupDir, file))).toBe(0o600);
    const header = JSON.parse(
      zlib
        .gunzipSync(fs.readFileSync(path.join(backupDir, files[1]!)))
        .toString('utf8')
        .split('\n')[0]!,
    );
    expect(header).toMatchObject({ format: 'casa-mobilia-backup', tables: expect.arrayContaining(['admin_users', 'projects']) });
  }, 80_000);

  it('when two processes look at the same moment, exactly one writes the backup', async () => {
    const backupDir = tempFolder();
    const config = loadConfig({ BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '14', BACKUP_DIR: backupDir });
    let clock = new Date('2026-11-26T03:00:00Z');
    const now = () => clock;
    const a = createBackupSchedule({ db: t.db, config, log: recorder().log, now })!;
    const b = createBackupSchedule({ db: other, config, log: recorder().log, now })!;
    for (let day = 0; day < 3; day += 1) {
      const rounds: BackupRound[] = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      // runOnce shares a round in progress within one process; across the two, one wins the lease.
      expect(new Set([rounds[0], rounds[1]])).toEqual(new Set(['written', 'not-due']));
      expect(await Promise.all([a.runOnce(), b.runOnce()])).toEqual(['not-due', 'not-due']);
      clock = new Date(clock.getTime() + config.backupEveryMs);
    }
    expect(scheduled(backupDir)).toHaveLength(3);
  });

  it('keeps the newest BACKUP_KEEP scheduled backups and never deletes other files in the folder', async () => {
    const backupDir = tempFolder();
    fs.writeFileSync(path.join(backupDir, 'casa-2026-01-01T00-00-00Z.jsonl.gz'), 'a mano');
    fs.writeFileSync(path.join(backupDir, 'antes-de-restaurar-2026-01-02T00-00-00Z.jsonl.gz'), 'seguridad');
    const config = loadConfig({ BACKUP_EVERY_HOURS: '1', BACKUP_KEEP: '2', BACKUP_DIR: backupDir });
    let clock = new Date('2026-11-26T00:00:00Z');
    const schedule = createBackupSchedule({ db: t.db, config, log: recorder().log, now: () => clock })!;
    for (let hour = 0; hour < 4; hour += 1) {
      expect(await schedule.runOnce()).toBe('written');
      clock = new Date(clock.getTime() + 3600_000);
    }
    expect(fs.readdirSync(backupDir).sort()).toEqual([
      'antes-de-restaurar-2026-01-02T00-00-00Z.jsonl.gz',
      'casa-2026-01-01T00-00-00Z.jsonl.gz',
      'casa-auto-2026-11-26T02-00-00Z.jsonl.gz',
      'casa-auto-2026-11-26T03-00-00Z.jsonl.gz',
    ]);
  });

  it('a failure is logged and recorded for the status screen, is tried again, and never stops the server', async () => {
    const folder = tempFolder();
    // A file where the folder should be: the backup cannot be written.
    const backupDir = path.join(folder, 'copias');
    fs.writeFileSync(backupDir, 'no soy una carpeta');
    const config = loadConfig({ BACKUP_EVERY_HOURS: '24', BACKUP_DIR: backupDir });
    let clock = new Date('2026-11-26T03:00:00Z');
    const { log, errors } = recorder();
    const schedule = createBackupSchedule({ db: t.db, config, log, now: () => clock })!;

    expect(await schedule.runOnce()).toBe('failed');
    expect(errors.map((entry) => entry.message)).toEqual(['La copia de seguridad programada falló']);
    const failed = await readBackupState(t.db);
    expect(failed).toMatchObject({
      lastSuccessAt: null,
      lastFailureAt: clock.toISOString(),
      lastError: expect.stringMatching(/EEXIST|ENOTDIR/),
    });
    expect(failed.dueAt).toBe(new Date(clock.getTime() + RETRY_AFTER_FAILURE_MS).toISOString());

    // Not before the retry time; then, with the folder fixed, it is written.
    expect(await schedule.runOnce()).toBe('not-due');
    fs.rmSync(backupDir);
    clock = new Date(clock.getTime() + RETRY_AFTER_FAILURE_MS);
    expect(await schedule.runOnce()).toBe('written');
    const fixed = await readBackupState(t.db);
    expect(fixed.lastSuccessAt).toBe(clock.toISOString());
    expect(fixed.dueAt).toBe(new Date(clock.getTime() + config.backupEveryMs).toISOString());
  });

  it('BACKUP_EVERY_HOURS=0 schedules nothing', () => {
    expect(createBackupSchedule({ db: t.db, config: loadConfig({ BACKUP_EVERY_HOURS: '0' }), log: recorder().log })).toBeNull();
  });
});
