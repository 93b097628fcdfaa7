import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { createDb, dialectOf, migrate } from '../../db/knex.js';
import { migrationSource } from '../../db/migrations/index.js';
import { ALL_TABLES, BACKUP_TABLES } from '../../db/tables.js';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { fixture, jpeg, multipart, photo } from '../../test-support/images.js';
import { BackupError, restoreBackup, writeBackup } from './service.js';

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '..', '..', '..', '..');

let app: TestApp;
let work: string;
const opened: Knex[] = [];

/** The lines of a backup file: its header, its rows (as text, to compare), and its end line. */
function readLines(file: string): { header: Record<string, unknown>; rows: string[]; end: Record<string, unknown> } {
  const lines = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').trim().split('\n');
  return { header: JSON.parse(lines[0] ?? '{}'), rows: lines.slice(1, -1), end: JSON.parse(lines[lines.length - 1] ?? '{}') };
}

/** Backup lines without the activity rows of restores (each restore adds its own). */
const withoutRestores = (rows: string[]) => rows.filter((line) => !line.includes('"backup.restore"'));

/** An empty, migrated database: a new SQLite file, or the TEST_DATABASE_URL one (PostgreSQL) emptied. */
async function emptyDb(kind: 'sqlite' | 'test'): Promise<Knex> {
  const databaseUrl = kind === 'test' ? process.env.TEST_DATABASE_URL || undefined : undefined;
  const db = createDb({ databaseUrl, sqliteFile: path.join(fs.mkdtempSync(path.join(work, 'db-')), 'site.sqlite') });
  opened.push(db);
  await migrate(db);
  if (dialectOf(db) === 'pg') await db.raw(`TRUNCATE ${ALL_TABLES.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`);
  return db;
}

async function fill(target: TestApp): Promise<void> {
  const cookie = await target.adminCookie();
  const brandForm = multipart(
    {
      name: 'Marca',
      description: 'Sillas de oficina.',
      category: 'sillas',
      division: 'corporativo',
      isActive: 'false',
      en: { description: 'Office chairs.' },
    },
    [{ field: 'logo', data: fixture('logo.svg'), filename: 'logo.svg', type: 'image/svg+xml' }],
  );
  const brand = await bodyOf(await target.request('/api/brands', { method: 'POST', headers: { cookie }, body: brandForm }));
  const projectForm = multipart(
    {
      name: 'Hotel Ñandú',
      year: '2024',
      location: 'Punta Cana',
      division: 'hospitality',
      projectType: 'Hotel',
      scope: 'FF&E «completo»',
      brands: [brand.id],
      keyFeatures: ['Lobby', 'Habitaciones'],
      en: { name: 'Ñandú Hotel', keyFeatures: ['Lobby', 'Rooms'], imageAlts: ['The lobby', ''] },
    },
    [
      photo(await jpeg(120, 80, '#123456')),
      photo(await jpeg(90, 60, '#654321')),
      photo(fixture('transparent.png'), 'heroe.png', 'heroImage'),
    ],
  );
  expect((await target.request('/api/projects', { method: 'POST', headers: { cookie }, body: projectForm })).status).toBe(201);
  const lead = {
    name: 'Ana Pérez',
    email: 'ana@example.com',
    phone: '809-555-0123',
    message: 'Quisiera una cotización, por favor.',
    acceptPrivacy: true,
  };
  expect((await target.request('/api/contacts', jsonBody({ ...lead, division: 'corporativo', language: 'en' }))).status).toBe(201);
  expect((await target.request('/api/appointments', jsonBody({ ...lead, company: 'Hotel Playa', division: 'hospitality' }))).status).toBe(
    201,
  );
  expect((await target.request('/api/newsletter', jsonBody({ EMAIL: 'lector@example.com', FNAME: 'Lucía', language: 'en' }))).status).toBe(
    201,
  );
  await target.createUser({ username: 'editora', password: 'otra-clave-segura', role: 'editor' });
  const settings = await target.request('/api/settings', {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(DEFAULT_SITE_SETTINGS),
  });
  expect(settings.status).toBe(200);
  const pageContent = structuredClone(DEFAULT_PAGE_CONTENT);
  pageContent.divisions.hospitality.home.title = 'Hoteles que se recuerdan';
  const pages = await target.request('/api/page-content', {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(pageContent),
  });
  expect(pages.status).toBe(200);
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-backup-test-'));
  app = await startTestApp({ sqlite: true });
  await fill(app);
});
afterAll(async () => {
  await app.close();
  for (const db of opened) await db.destroy();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('a SQLite backup restores into the test database (PostgreSQL when TEST_DATABASE_URL is set) and back, row for row', async () => {
    const fromSqlite = path.join(work, 'a.jsonl.gz');
    const counts = await writeBackup(app.db, fromSqlite);
    expect(counts).toEqual({
      admin_users: 2,
      site_settings: 1,
      brands: 1,
      projects: 1,
      media: 4,
      leads: 2,
      // One notification row per lead, written with it.
      mail_outbox: 2,
      newsletter: 1,
      page_content: 1,
      // The brand, the project, and the settings and page texts (what they were before their first
      // save, and that save).
      history: 6,
      // The logo, and the project's three images and its brand's logo.
      history_media: 5,
      // The admin's sign-in, and the four saves.
      audit_log: 5,
    });
    const a = readLines(fromSqlite);
    expect(a.header).toMatchObject({ format: 'casa-mobilia-backup', version: 1, engine: 'sqlite' });
    expect(a.end).toEqual({ end: true, counts });
    // Sessions are not part of a backup.
    expect(a.rows.some((line) => line.includes('admin_sessions'))).toBe(false);

    const other = await emptyDb('test');
    expect((await restoreBackup(other, fromSqlite)).counts).toEqual(counts);
    const fromOther = path.join(work, 'b.jsonl.gz');
    await writeBackup(other, fromOther);
    // The same rows, and one more in the activity: the restore itself.
    expect(withoutRestores(readLines(fromOther).rows)).toEqual(a.rows);
    expect(readLines(fromOther).rows.filter((line) => line.includes('"backup.restore"'))).toHaveLength(1);

    const back = await emptyDb('sqlite');
    // fromOther holds the first restore's activity row too.
    expect((await restoreBackup(back, fromOther)).counts).toEqual({ ...counts, audit_log: (counts.audit_log ?? 0) + 1 });
    const again = path.join(work, 'c.jsonl.gz');
    await writeBackup(back, again);
    expect(withoutRestores(readLines(again).rows)).toEqual(a.rows);
    expect(readLines(again).rows.filter((line) => line.includes('"backup.restore"'))).toHaveLength(2);

    // The English texts and the languages come back as they were written (docs/decisions/0026-english-site.md).
    expect(JSON.parse(String((await other('projects').first('en')).en))).toMatchObject({
      name: 'Ñandú Hotel',
      imageAlts: ['The lobby', ''],
    });
    expect(JSON.parse(String((await back('brands').first('en')).en))).toEqual({ description: 'Office chairs.' });
    expect(await back('leads').orderBy('id').pluck('language')).toEqual(['en', 'es']);
    expect(await other('newsletter').pluck('language')).toEqual(['en']);

    // Image bytes survive intact, and new rows get fresh ids after the restored ones.
    const [media] = (await app.db('media').select('id', 'data').orderBy('id').limit(1)) as { id: string; data: Buffer }[];
    const restored = (await other('media').where({ id: media?.id }).first()) as { data: Buffer | Uint8Array };
    expect(Buffer.from(restored.data).equals(Buffer.from(media?.data ?? []))).toBe(true);
    const [maxBrand] = (await other('brands').max({ id: 'id' })) as { id: number }[];
    const [inserted] = await other('brands')
      .insert({ name: 'Nueva', description: 'x', logo_url: '/x.svg', category: 'c', division: 'corporativo', is_active: true })
      .returning('id');
    expect(Number(typeof inserted === 'object' ? inserted.id : inserted)).toBeGreaterThan(Number(maxBrand?.id));
  });

  it('refuses a database with content unless forced, and then keeps a safety backup of it first', async () => {
    const file = path.join(work, 'd.jsonl.gz');
    await writeBackup(app.db, file);
    const target = await emptyDb('sqlite');
    await target('newsletter').insert({ email: 'solo@example.com', first_name: null });

    await expect(restoreBackup(target, file)).rejects.toThrow('La base de datos de destino tiene contenido. Usa --force');
    expect(await target('newsletter').pluck('email')).toEqual(['solo@example.com']);

    const safetyFile = path.join(work, 'seguridad', 'antes.jsonl.gz');
    const result = await restoreBackup(target, file, { force: true, safetyFile });
    expect(result.safetyFile).toBe(safetyFile);
    expect(await target('newsletter').pluck('email')).toEqual(['lector@example.com']);
    expect(readLines(safetyFile).rows.filter((line) => line.includes('solo@example.com'))).toHaveLength(1);
  });

  it('an incomplete or foreign file restores nothing', async () => {
    const file = path.join(work, 'e.jsonl.gz');
    await writeBackup(app.db, file);
    const lines = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').trim().split('\n');
    const truncated = path.join(work, 'cortada.jsonl.gz');
    fs.writeFileSync(truncated, zlib.gzipSync(lines.slice(0, -3).join('\n')));
    const target = await emptyDb('sqlite');
    await expect(restoreBackup(target, truncated)).rejects.toBeInstanceOf(BackupError);
    for (const table of BACKUP_TABLES) expect(await target(table).count({ count: '*' }), table).toEqual([{ count: 0 }]);

    const cut = path.join(work, 'rota.jsonl.gz');
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, 200));
    await expect(restoreBackup(target, cut)).rejects.toBeInstanceOf(BackupError);
    const foreign = path.join(work, 'ajena.jsonl.gz');
    fs.writeFileSync(foreign, zlib.gzipSync('{"format":"otra-cosa"}\n'));
    await expect(restoreBackup(target, foreign)).rejects.toThrow('El archivo no es una copia de seguridad de este sitio.');
    await expect(restoreBackup(target, path.join(work, 'no-existe.gz'))).rejects.toThrow('No se puede leer el archivo');
  });

  it('restores a backup from before the one leads table: its contacts and appointments become leads, in the order they arrived', async () => {
    const at = (minute: number) => `2026-11-20T14:${String(minute).padStart(2, '0')}:00.000Z`;
    const person = { email: 'ana@example.com', phone: '809-555-0123', message: 'Quisiera una cotización.', division: 'corporativo' };
    const lead = { ...person, accept_privacy: true, status: 'new', handled_at: null, handled_by: null };
    const outbox = { attempts: 0, next_attempt_at: at(5), locked_until: null, locked_by: null, sent_at: null, last_error: null };
    const rows = [
      { table: 'contacts', row: { id: 1, ...lead, name: 'Ana', company: null, created_at: at(5) } },
      {
        table: 'contacts',
        row: { id: 2, ...lead, name: 'Luis', company: null, status: 'handled', handled_at: at(2), handled_by: 'ana', created_at: at(1) },
      },
      {
        table: 'appointments',
        row: {
          id: 1,
          ...lead,
          name: 'Hotel',
          company: 'Hotel Playa',
          preferred_date: '2026-12-02',
          preferred_time: '10:00',
          created_at: at(5),
        },
      },
      {
        table: 'mail_outbox',
        row: { id: 7, lead_kind: 'appointment', lead_id: 1, ...outbox, status: 'sent', attempts: 1, sent_at: at(6), created_at: at(5) },
      },
      {
        table: 'mail_outbox',
        row: { id: 8, lead_kind: 'contact', lead_id: 2, ...outbox, status: 'failed', attempts: 10, last_error: '454', created_at: at(1) },
      },
      // The notification of a lead deleted by hand: nothing to send it about.
      { table: 'mail_outbox', row: { id: 9, lead_kind: 'contact', lead_id: 99, ...outbox, status: 'pending', created_at: at(3) } },
      { table: 'newsletter', row: { id: 1, email: 'lector@example.com', first_name: null, created_at: at(3) } },
    ];
    const declared = { contacts: 2, appointments: 1, mail_outbox: 3, newsletter: 1 };
    const migrations = (await migrationSource.getMigrations([])).filter((name) => name < '202611261200');
    const oldFile = (counts: Record<string, number>) => {
      const file = path.join(work, `antigua-${Object.values(counts).join('-')}.jsonl.gz`);
      const header = {
        format: 'casa-mobilia-backup',
        version: 1,
        createdAt: at(9),
        engine: 'sqlite',
        migrations,
        tables: Object.keys(declared),
      };
      const lines = [header, ...rows, { end: true, counts }].map((line) => JSON.stringify(line));
      fs.writeFileSync(file, zlib.gzipSync(`${lines.join('\n')}\n`));
      return file;
    };

    const target = await emptyDb('test');
    await expect(restoreBackup(target, oldFile({ ...declared, contacts: 3 }))).rejects.toThrow('incompleto (contacts)');
    const { counts } = await restoreBackup(target, oldFile(declared));
    expect(counts).toMatchObject({ leads: 3, mail_outbox: 2, newsletter: 1, projects: 0 });

    const leads = await target('leads').select('id', 'kind', 'legacy_ref', 'name', 'status', 'handled_by', 'company').orderBy('id');
    expect(leads.map((row) => [row.id, row.kind, row.legacy_ref, row.name, row.status, row.handled_by, row.company])).toEqual([
      [1, 'contact', 'contact-2', 'Luis', 'handled', 'ana', null],
      [2, 'contact', 'contact-1', 'Ana', 'new', null, null],
      [3, 'appointment', 'appointment-1', 'Hotel', 'new', null, 'Hotel Playa'],
    ]);
    const notifications = await target('mail_outbox').select('id', 'lead_id', 'status', 'attempts').orderBy('id');
    expect(notifications.map((row) => [row.id, row.lead_id, row.status, row.attempts])).toEqual([
      [7, 3, 'sent', 1],
      [8, 1, 'failed', 10],
    ]);
    // New leads are numbered after the restored ones.
    const [inserted] = await target('leads')
      .insert({ kind: 'contact', ...person, name: 'Nueva' })
      .returning('id');
    expect(Number(typeof inserted === 'object' ? inserted.id : inserted)).toBe(4);
  });

  it('is one consistent snapshot while the server keeps writing', async () => {
    // The CLI is another process with its own connection to the same file.
    const reader = createDb({ sqliteFile: app.deps.config.sqliteFile });
    opened.push(reader);
    const lead = {
      name: 'Visitante',
      email: 'v@example.com',
      phone: '809-555-0123',
      message: 'Mensaje de prueba largo.',
      acceptPrivacy: true,
    };
    const file = path.join(work, 'f.jsonl.gz');
    const [counts] = await Promise.all([
      writeBackup(reader, file),
      ...Array.from({ length: 20 }, (_, index) =>
        app.request('/api/contacts', jsonBody({ ...lead, division: 'corporativo' }, { 'x-forwarded-for': `198.51.100.${index + 1}` })),
      ),
    ]);
    const { rows, end } = readLines(file);
    expect(end.counts).toEqual(counts);
    for (const table of BACKUP_TABLES)
      expect(rows.filter((line) => line.startsWith(`{"table":"${table}"`)).length, table).toBe(counts[table]);
    expect(counts.leads).toBeGreaterThanOrEqual(2);
  });

  it('npm run backup / restore print the size and the row counts', async () => {
    const tsx = path.join(REPO, 'node_modules', '.bin', 'tsx');
    const env = { ...process.env, DATA_DIR: app.deps.config.dataDir, DATABASE_URL: '' };
    const file = path.join(work, 'cli.jsonl.gz');
    const backup = await run(tsx, ['server/src/cli/backup.ts', file], { cwd: REPO, env });
    expect(backup.stdout).toMatch(/^Copia escrita en .*cli\.jsonl\.gz \(\d+(,\d)? KB\)\.$/m);
    expect(backup.stdout).toMatch(/^ {2}media +\d+$/m);
    expect(backup.stdout).toMatch(/^ {2}admin_users +2$/m);

    const fresh = fs.mkdtempSync(path.join(work, 'cli-'));
    const restoreEnv = { ...process.env, DATA_DIR: fresh, DATABASE_URL: '' };
    const restore = await run(tsx, ['server/src/cli/restore.ts', file], { cwd: REPO, env: restoreEnv });
    expect(restore.stdout).toMatch(/^Restaurado:$/m);
    expect(restore.stdout).toMatch(/^ {2}projects +1$/m);

    const refused = await run(tsx, ['server/src/cli/restore.ts', file], { cwd: REPO, env: restoreEnv }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('La base de datos de destino tiene contenido');

    const forced = await run(tsx, ['server/src/cli/restore.ts', file, '--force'], { cwd: REPO, env: restoreEnv });
    expect(forced.stdout).toMatch(/^Copia de seguridad del contenido anterior: .*antes-de-restaurar-.*\.jsonl\.gz$/m);
  }, 120_000);
});
