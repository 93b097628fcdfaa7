import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTimestamp } from '../db/rows.js';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { startTestSmtp, type TestSmtp } from '../test-support/smtp.js';
import { stubWebBuild } from '../test-support/web-stub.js';
import { type Finding, runChecks } from './checks.js';

let t: TestApp;
let smtp: TestSmtp;
let webDist: string;

beforeAll(async () => {
  t = await startTestApp();
  smtp = await startTestSmtp();
  webDist = stubWebBuild();
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The settings of a server run as docs/deploy.md says, on the test database. */
const production = (overrides: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://www.casamobilia.example',
  HOST: '127.0.0.1',
  DATA_DIR: t.deps.config.dataDir,
  DATABASE_URL: t.deps.config.databaseUrl ?? '',
  WEB_DIST: webDist,
  SMTP_URL: smtp.url,
  LEADS_TO: 'ventas@casamobilia.example',
  ...overrides,
});

const levels = (findings: Finding[]) => findings.map((finding) => `${finding.level} ${finding.text}`);
const only = (findings: Finding[], level: Finding['level']) =>
  findings.filter((finding) => finding.level === level).map((finding) => finding.text);

describe('npm run doctor', () => {
  it('finds nothing wrong with a server set up as docs/deploy.md says', async () => {
    await t
      .db('backup_schedule')
      .insert({ id: 1, last_success_at: dbTimestamp(t.db, new Date(Date.now() - 3 * 3600_000)), last_bytes: 52_000 });
    try {
      const findings = await runChecks(production());
      expect(only(findings, 'error')).toEqual([]);
      expect(only(findings, 'aviso')).toEqual([]);
      expect(levels(findings)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^ok Node\.js \d+/),
          'ok Ajustes válidos (NODE_ENV=production)',
          'ok PUBLIC_URL es https: https://www.casamobilia.example',
          'ok La cookie de sesión solo viaja por HTTPS (Secure)',
          'ok TRUST_PROXY=loopback',
          `ok Carpeta de datos ${t.deps.config.dataDir} con permisos 700`,
          expect.stringMatching(/^ok Espacio libre en la carpeta de datos: /),
          expect.stringMatching(/^ok Base de datos (PostgreSQL|SQLite .+) responde$/),
          'ok Migraciones al día',
          'ok Última copia programada hace 3 h (50,8 KB)',
          expect.stringMatching(/^ok SMTP 127\.0\.0\.1:\d+ responde a EHLO/),
        ]),
      );
      // EHLO only: no message was sent.
      expect(smtp.received).toEqual([]);
    } finally {
      await t.db('backup_schedule').delete();
    }
  });

  it('reports each problem on its own line: SMTP down, an insecure cookie, a shared throttle key, an open data folder, a failed backup', async () => {
    const closed = await startTestSmtp();
    await closed.stop();
    fs.chmodSync(t.deps.config.dataDir, 0o755);
    await t.db('backup_schedule').insert({
      id: 1,
      last_success_at: dbTimestamp(t.db, new Date(Date.now() - 30 * 3600_000)),
      last_failure_at: dbTimestamp(t.db, new Date(Date.now() - 3600_000)),
      last_error: 'ENOSPC: no space left on device',
    });
    try {
      const findings = await runChecks(
        production({
          SMTP_URL: closed.url,
          COOKIE_SECURE: 'false',
          TRUST_PROXY: 'false',
          LEADS_TO: '',
          LEADS_TO_HOSPITALITY: 'hoteles@casamobilia.example',
        }),
      );
      expect(only(findings, 'error')).toEqual([
        'COOKIE_SECURE=false con un PUBLIC_URL https: la cookie de sesión podría viajar sin cifrar; quita COOKIE_SECURE',
        'La última copia programada falló: ENOSPC: no space left on device',
        expect.stringMatching(/^SMTP 127\.0\.0\.1: .*ECONNREFUSED.*; los avisos de solicitudes no saldrán$/),
      ]);
      expect(only(findings, 'aviso')).toEqual([
        expect.stringMatching(/^TRUST_PROXY=false con un PUBLIC_URL https: tras un proxy todos los visitantes/),
        expect.stringMatching(/^La carpeta de datos .+ tiene permisos 755: ponlos en 700/),
        'Nadie recibe los avisos de corporativo: pon LEADS_TO o LEADS_TO_CORPORATIVO',
      ]);
    } finally {
      fs.chmodSync(t.deps.config.dataDir, 0o700);
      await t.db('backup_schedule').delete();
    }
  });

  it('prints one Spanish line per check and exits non-zero on an error, as the server would refuse the settings', async () => {
    const cli = path.resolve(import.meta.dirname, '..', 'cli', 'doctor.ts');
    // Asynchronously: the test's SMTP server answers from this process.
    const run = (env: Record<string, string>) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--conditions=source', '--import', 'tsx', cli],
          { env: { ...process.env, ...env } },
          (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
        );
      });

    const refused = await run(production({ PUBLIC_URL: 'http://www.casamobilia.example' }));
    expect(refused.status).toBe(1);
    expect(refused.stdout).toMatch(/^error {2}Ajuste no válido: PUBLIC_URL: must start with https:\/\/ when NODE_ENV=production/m);

    const fine = await run(production());
    expect(fine.stderr).toBe('');
    expect(fine.status, fine.stdout).toBe(0);
    const lines = fine.stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^0 errores, \d+ avisos?\.$/);
    for (const line of lines.slice(0, -2)) expect(line).toMatch(/^(ok|aviso|error) +\S/);
  });
});
