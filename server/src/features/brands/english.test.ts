import { MESSAGES } from '@casa/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSuite } from '../../test-support/admin-suite.js';
import { bodyOf, type Json, jsonBody, type TestApp } from '../../test-support/harness.js';
import { fixture, type UploadPart } from '../../test-support/images.js';

// A brand's English description (docs/decisions/0026-english-site.md): the `en` field of the
// admin's form. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

const fields = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Steelcase',
  description: 'Sillas y escritorios para oficinas.',
  category: 'mobiliario',
  division: 'corporativo',
  ...overrides,
});
const logo = (): UploadPart => ({ field: 'logo', data: fixture('transparent.png'), filename: 'logo.png', type: 'image/png' });

const suite = adminSuite();
const { send } = suite;
let app: TestApp;
let cookie: string;
beforeAll(() => {
  ({ app, cookie } = suite);
});

async function create(overrides: Record<string, unknown> = {}): Promise<Json> {
  const response = await send('POST', '/api/brands', fields(overrides), [logo()]);
  expect(response.status, JSON.stringify(await bodyOf(response.clone()))).toBe(201);
  return bodyOf(response);
}

const publicBrand = async (id: number): Promise<Json> =>
  ((await bodyOf(await app.request('/api/brands?division=corporativo'))) as Json[]).find((brand) => brand.id === id);

describe('a brand’s English description', () => {
  it('is saved with the brand and answered by the public and the admin’s lists', async () => {
    const created = await create({ en: { description: 'Chairs and desks for offices.' } });
    expect(created.en).toEqual({ description: 'Chairs and desks for offices.' });
    expect((await publicBrand(created.id)).en).toEqual({ description: 'Chairs and desks for offices.' });
    const admin = (await bodyOf(await app.request('/api/brands', { headers: { cookie } }))) as Json[];
    expect(admin[0].en).toEqual({ description: 'Chairs and desks for offices.' });
  });

  it('is empty on a brand created without it', async () => {
    expect((await create()).en).toEqual({ description: '' });
  });

  it('an edit that leaves it out keeps it; one that sends it replaces it', async () => {
    const created = await create({ en: { description: 'Chairs and desks for offices.' } });
    const renamed = await send('PUT', `/api/brands/${created.id}`, fields({ name: 'Steelcase Inc.' }));
    expect(renamed.status).toBe(200);
    expect((await bodyOf(renamed)).en).toEqual({ description: 'Chairs and desks for offices.' });
    const changed = await send('PUT', `/api/brands/${created.id}`, fields({ en: { description: 'Office furniture.' } }));
    expect((await bodyOf(changed)).en).toEqual({ description: 'Office furniture.' });
    expect((await publicBrand(created.id)).en).toEqual({ description: 'Office furniture.' });
  });

  it.each([
    ['text that is not JSON', 'Chairs', 'en'],
    ['a description that is not text', { description: ['Chairs'] }, 'en.description'],
  ])('refuses %s with a 400 in Spanish', async (_case, en, field) => {
    const response = await send('POST', '/api/brands', fields({ en }), [logo()]);
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body).toEqual({ message: MESSAGES.invalidJson, errors: { [field]: [MESSAGES.invalidJson] } });
    expect(await suite.counts('brands')).toMatchObject({ brands: 0 });
  });

  it('a description too long is refused with the Spanish length message', async () => {
    const response = await send('POST', '/api/brands', fields({ en: { description: 'x'.repeat(10_001) } }), [logo()]);
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(MESSAGES.tooLong(10_000));
  });

  it('comes back with a brand restored from its history after a deletion', async () => {
    const created = await create({ en: { description: 'Chairs and desks for offices.' } });
    expect((await app.request(`/api/brands/${created.id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(204);
    const restored = await app.request('/api/history/restore', jsonBody({ type: 'brand', id: created.id, version: 1 }, { cookie }));
    expect(restored.status).toBe(200);
    expect((await publicBrand(created.id)).en).toEqual({ description: 'Chairs and desks for offices.' });
  });
});
