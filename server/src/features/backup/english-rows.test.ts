import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { contactRequest } from '../../test-support/lead-requests.js';
import { fixture, multipart } from '../../test-support/images.js';
import { restoreBackup, writeBackup } from './service.js';

// A restore checks the English texts and the languages of every row it writes
// (docs/decisions/0026-english-site.md), and a file from before them restores with the defaults.
// On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

let t: TestApp;
let work: string;
let original: string;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-restore-english-'));
  t = await startTestApp();
  const cookie = await t.adminCookie();
  const form = multipart(
    { name: 'Marca', description: 'Sillas.', category: 'sillas', division: 'corporativo', en: { description: 'Chairs.' } },
    [{ field: 'logo', data: fixture('transparent.png'), filename: 'logo.png', type: 'image/png' }],
  );
  const brand = await t.request('/api/brands', { method: 'POST', headers: { cookie }, body: form });
  expect(brand.status, JSON.stringify(await bodyOf(brand.clone()))).toBe(201);
  expect((await t.request('/api/contacts', jsonBody({ ...contactRequest, language: 'en' }))).status).toBe(201);
  expect((await t.request('/api/newsletter', jsonBody({ EMAIL: 'anne@example.com', language: 'en' }))).status).toBe(201);
  original = path.join(work, 'original.jsonl.gz');
  await writeBackup(t.db, original);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A copy of the original backup with the first row of `table` changed by `edit`. */
function crafted(name: string, table: string, edit: (row: Record<string, unknown>) => void): string {
  const lines = zlib.gunzipSync(fs.readFileSync(original)).toString('utf8').trim().split('\n');
  const index = lines.findIndex((line) => line.startsWith(`{"table":"${table}"`));
  const entry = JSON.parse(lines[index] ?? '{}') as { table: string; row: Record<string, unknown> };
  edit(entry.row);
  lines[index] = JSON.stringify(entry);
  const file = path.join(work, name);
  fs.writeFileSync(file, zlib.gzipSync(`${lines.join('\n')}\n`));
  return file;
}

const snapshot = async () => ({
  brands: await t.db('brands').select('name', 'en'),
  leads: await t.db('leads').select('name', 'language'),
  newsletter: await t.db('newsletter').select('email', 'language'),
});

describe('a restore and the English columns', () => {
  it.each([
    ['brands', 'en', '[1, 2]', 'La fila 1 de brands no es válida: sus textos en inglés (en) no son un objeto JSON'],
    ['brands', 'en', 'no es JSON', 'sus textos en inglés (en) no son un objeto JSON'],
    ['leads', 'language', 'fr', 'el idioma «fr» no es es ni en'],
    ['newsletter', 'language', '', 'el idioma «» no es es ni en'],
  ])('refuses a %s row whose %s is %j, and writes nothing', async (table, column, value, message) => {
    const before = await snapshot();
    const file = crafted(`${table}-${column}.jsonl.gz`, table, (row) => {
      row[column] = value;
    });
    await expect(restoreBackup(t.db, file, { force: true, safetyFile: path.join(work, 'safety.jsonl.gz') })).rejects.toThrow(message);
    expect(await snapshot()).toEqual(before);
  });

  it('a file from before the English texts restores with none written and every language Spanish', async () => {
    let file = crafted('old-brand.jsonl.gz', 'brands', (row) => delete row.en);
    original = file;
    file = crafted('old-lead.jsonl.gz', 'leads', (row) => delete row.language);
    original = file;
    file = crafted('old.jsonl.gz', 'newsletter', (row) => delete row.language);
    await restoreBackup(t.db, file, { force: true, safetyFile: path.join(work, 'safety-old.jsonl.gz') });
    expect(await snapshot()).toEqual({
      brands: [{ name: 'Marca', en: '{}' }],
      leads: [{ name: contactRequest.name, language: 'es' }],
      newsletter: [{ email: 'anne@example.com', language: 'es' }],
    });
    const cookie = await t.adminCookie();
    const brands = await bodyOf(await t.request('/api/brands', { headers: { cookie } }));
    expect(brands[0].en).toEqual({ description: '' });
  });
});
