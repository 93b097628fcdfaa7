import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, startTestApp, type TestApp } from '../../test-support/harness.js';
import { fixture, jpeg, multipart, photo } from '../../test-support/images.js';
import { BackupError, restoreBackup, writeBackup } from './service.js';

// On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set (the harness's database).
let t: TestApp;
let work: string;
let original: string;
let mediaKeys: string[];

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-restore-rows-'));
  t = await startTestApp();
  const cookie = await t.adminCookie();
  const form = multipart(
    { name: 'Hotel Brisa', year: '2024', location: 'Punta Cana', division: 'hospitality', projectType: 'Hotel', scope: 'FF&E' },
    [photo(await jpeg(120, 80, '#123456')), photo(fixture('transparent.png'), 'heroe.png', 'heroImage')],
  );
  const created = await t.request('/api/projects', { method: 'POST', headers: { cookie }, body: form });
  expect(created.status, JSON.stringify(await bodyOf(created.clone()))).toBe(201);
  mediaKeys = (await t.db('media').orderBy('id').pluck('id')) as string[];
  original = path.join(work, 'original.jsonl.gz');
  await writeBackup(t.db, original);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A copy of the original backup with its first media row changed by `edit` (values as the file holds them). */
function crafted(name: string, edit: (row: Record<string, unknown>) => void): string {
  const lines = zlib.gunzipSync(fs.readFileSync(original)).toString('utf8').trim().split('\n');
  const index = lines.findIndex((line) => line.startsWith('{"table":"media"'));
  const entry = JSON.parse(lines[index] ?? '{}') as { table: string; row: Record<string, unknown> };
  edit(entry.row);
  lines[index] = JSON.stringify(entry);
  const file = path.join(work, name);
  fs.writeFileSync(file, zlib.gzipSync(`${lines.join('\n')}\n`));
  return file;
}

const base64 = (text: string) => ({ base64: Buffer.from(text).toString('base64') });
const HTML = '<!doctype html><html><body><script>fetch("/api/users")</script></body></html>';

async function snapshot(): Promise<unknown> {
  return {
    projects: await t.db('projects').orderBy('id').pluck('name'),
    media: await t.db('media').orderBy('id').select('id', 'mime', 'size'),
    users: await t.db('admin_users').orderBy('id').pluck('username'),
  };
}

describe('restore checks every media row before writing anything', () => {
  it.each([
    ['an HTML page typed text/html', (row: Record<string, unknown>) => Object.assign(row, { mime: 'text/html', data: base64(HTML) })],
    ['an HTML page typed image/png', (row: Record<string, unknown>) => Object.assign(row, { data: base64(HTML) })],
    [
      'an image typed as another image type',
      (row: Record<string, unknown>) => Object.assign(row, { mime: row.mime === 'image/jpeg' ? 'image/png' : 'image/jpeg' }),
    ],
    [
      'an HTML page typed image/svg+xml',
      (row: Record<string, unknown>) => Object.assign(row, { mime: 'image/svg+xml', data: base64(HTML) }),
    ],
    ['an empty image', (row: Record<string, unknown>) => Object.assign(row, { data: base64('') })],
  ])('refuses %s, names the row, and leaves the database as it was', async (name, edit) => {
    const file = crafted(`${name.replace(/\W+/g, '-')}.jsonl.gz`, edit);
    const before = await snapshot();
    const failure = await restoreBackup(t.db, file, { force: true, safetyFile: path.join(work, 'seguridad.jsonl.gz') }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BackupError);
    expect((failure as Error).message).toContain(`La fila ${mediaKeys[0]} de media no es válida`);
    expect((failure as Error).message).toContain('No se ha restaurado nada.');
    expect(await snapshot()).toEqual(before);
  });

  it('restores an SVG logo sanitised again, and /media serves it under its sandbox CSP', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(2)</script><rect width="40" height="20" fill="#123"/></svg>';
    const file = crafted('svg.jsonl.gz', (row) => Object.assign(row, { mime: 'image/svg+xml', data: base64(svg) }));
    await restoreBackup(t.db, file, { force: true, safetyFile: path.join(work, 'seguridad-svg.jsonl.gz') });
    const response = await t.request(`/media/${mediaKeys[0]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const body = await response.text();
    expect(body).toContain('<rect');
    expect(body).not.toMatch(/script|onload|alert/);
  });
});

describe('/media answers image types only', () => {
  it('never serves a row of another type (written before restores were checked), and sends nosniff with every image', async () => {
    const key = mediaKeys[1] as string;
    const image = await t.request(`/media/${key}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    await t
      .db('media')
      .where({ id: key })
      .update({ mime: 'text/html', data: Buffer.from(HTML) });
    for (const url of [`/media/${key}`, `/media/${key}?w=640`]) {
      const response = await t.request(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type'), url).not.toMatch(/text\/html/);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
  });
});
