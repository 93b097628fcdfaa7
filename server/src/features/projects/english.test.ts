import { MESSAGES } from '@casa/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSuite } from '../../test-support/admin-suite.js';
import { bodyOf, type Json, jsonBody, type TestApp } from '../../test-support/harness.js';
import { jpeg, photo, type UploadPart } from '../../test-support/images.js';

// The English texts of a project (docs/decisions/0026-english-site.md): the `en` field of the
// admin's form, answered on every project the API gives. On SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set.

const fields = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Hotel Brisa',
  year: '2024',
  location: 'Punta Cana',
  division: 'hospitality',
  projectType: 'Hotel',
  scope: 'FF&E de 120 habitaciones',
  description: 'Mobiliario completo de habitaciones y lobby.',
  keyFeatures: ['Madera certificada', 'Entrega por fases'],
  ...overrides,
});

const ENGLISH = {
  name: 'Brisa Hotel',
  location: 'Punta Cana',
  projectType: 'Hotel',
  scope: 'FF&E for 120 rooms',
  description: 'Complete furniture for the rooms and the lobby.',
  heroTitle: 'A hotel by the sea',
  heroSubtitle: 'Furnished in twelve weeks',
  keyFeatures: ['Certified wood', 'Delivered in phases'],
  developmentProcess: [{ title: 'Design', description: 'Drawings and samples.' }],
  imageAlts: ['The lobby', 'A room'],
};

const NO_ENGLISH = {
  name: '',
  location: '',
  projectType: '',
  scope: '',
  description: '',
  heroTitle: '',
  heroSubtitle: '',
  keyFeatures: [],
  developmentProcess: [],
  imageAlts: [],
};

const suite = adminSuite();
const { send } = suite;
let app: TestApp;
let cookie: string;
beforeAll(() => {
  ({ app, cookie } = suite);
});

let colour = 0;
async function image(): Promise<UploadPart> {
  colour += 1;
  return photo(await jpeg(80, 60, `#${(colour * 2654435).toString(16).padStart(6, '0').slice(-6)}`));
}

async function create(overrides: Record<string, unknown> = {}, count = 2): Promise<Json> {
  const images = await Promise.all(Array.from({ length: count }, image));
  const response = await send('POST', '/api/projects', fields(overrides), images);
  expect(response.status, JSON.stringify(await bodyOf(response.clone()))).toBe(201);
  return bodyOf(response);
}

const detail = async (id: number) => bodyOf(await app.request(`/api/projects/${id}`));

describe('a project’s English texts', () => {
  it('are saved with the project and answered by its page, the lists and the admin’s lists', async () => {
    const created = await create({ en: ENGLISH });
    expect(created.en).toEqual(ENGLISH);
    expect((await detail(created.id)).en).toEqual(ENGLISH);

    const division = (await bodyOf(await app.request('/api/projects?division=hospitality'))) as Json[];
    expect(division[0].en).toEqual(ENGLISH);
    const admin = (await bodyOf(await app.request('/api/projects/all', { headers: { cookie } }))) as Json[];
    expect(admin[0].en).toEqual(ENGLISH);

    // A list's card carries the card's English texts, like its Spanish ones.
    const page = await bodyOf(await app.request('/api/projects?division=hospitality&page=1'));
    expect(page.items[0].en).toEqual({
      name: ENGLISH.name,
      location: ENGLISH.location,
      projectType: ENGLISH.projectType,
      scope: ENGLISH.scope,
      description: ENGLISH.description,
      imageAlts: ENGLISH.imageAlts,
    });
    const adminPage = await bodyOf(await app.request('/api/projects/all?page=1', { headers: { cookie } }));
    expect(adminPage.items[0].en.name).toBe('Brisa Hotel');
  });

  it('are empty on a project created without them, so the English page shows the Spanish texts', async () => {
    const created = await create();
    expect(created.en).toEqual({ ...NO_ENGLISH, imageAlts: ['', ''] });
  });

  it('an edit that sends them replaces them whole; one that does not keeps them', async () => {
    const created = await create({ en: ENGLISH });
    const keep = { existingImageUrls: created.imageUrls };

    const untouched = await send('PUT', `/api/projects/${created.id}`, fields({ ...keep, name: 'Hotel Brisa Mar' }));
    expect(untouched.status).toBe(200);
    expect((await bodyOf(untouched)).en).toEqual(ENGLISH);

    // Only some texts sent: those are the English texts now, the others are not written.
    const partial = await send('PUT', `/api/projects/${created.id}`, fields({ ...keep, en: { name: '  Sea Breeze Hotel  ' } }));
    expect(partial.status).toBe(200);
    expect((await bodyOf(partial)).en).toEqual({ ...NO_ENGLISH, name: 'Sea Breeze Hotel', imageAlts: ['', ''] });
    expect((await detail(created.id)).en.name).toBe('Sea Breeze Hotel');
  });

  it('each English alternative text follows its image when the gallery is reordered', async () => {
    const created = await create({ en: ENGLISH });
    const [first, second] = created.imageUrls as string[];
    const response = await send('PUT', `/api/projects/${created.id}`, fields({ existingImageUrls: [second, first] }), [await image()]);
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).en.imageAlts).toEqual(['A room', 'The lobby', '']);

    // Sent with the form, they are in the gallery's new order: the kept images, then the uploads.
    const saved = await detail(created.id);
    const again = await send(
      'PUT',
      `/api/projects/${created.id}`,
      fields({ existingImageUrls: saved.imageUrls, en: { ...ENGLISH, imageAlts: ['Room', 'Lobby', 'Terrace'] } }),
    );
    expect((await bodyOf(again)).en.imageAlts).toEqual(['Room', 'Lobby', 'Terrace']);
  });

  it.each([
    ['text that is not JSON', '{name:', 'en', MESSAGES.invalidJson],
    ['a list instead of an object', ['Brisa Hotel'], 'en', MESSAGES.invalidJson],
    ['a name that is not text', { name: 12 }, 'en.name', MESSAGES.invalidJson],
    ['features that are not a list', { keyFeatures: 'Certified wood' }, 'en.keyFeatures', MESSAGES.invalidJson],
    ['a name too long', { name: 'x'.repeat(256) }, 'en.name', MESSAGES.tooLong(255)],
    ['too many features', { keyFeatures: Array.from({ length: 11 }, () => 'Wood') }, 'en.keyFeatures', 'Máximo 10 elementos'],
  ])('refuses %s with a 400 in Spanish and saves nothing', async (_case, en, field, message) => {
    const before = await suite.counts('projects');
    const response = await send('POST', '/api/projects', fields({ en }), [await image()]);
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.message).toBe(message);
    expect(body.errors[field]).toEqual([message]);
    expect(await suite.counts('projects')).toEqual(before);
  });

  it('an invalid English value on an edit changes nothing', async () => {
    const created = await create({ en: ENGLISH });
    const response = await send(
      'PUT',
      `/api/projects/${created.id}`,
      fields({ existingImageUrls: created.imageUrls, name: 'Otro', en: '[]' }),
    );
    expect(response.status).toBe(400);
    expect(await detail(created.id)).toMatchObject({ name: 'Hotel Brisa', en: ENGLISH });
  });

  it('come back with a project restored from its history after a deletion', async () => {
    const created = await create({ en: ENGLISH });
    expect((await app.request(`/api/projects/${created.id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(204);
    const restored = await app.request('/api/history/restore', jsonBody({ type: 'project', id: created.id, version: 1 }, { cookie }));
    expect(restored.status).toBe(200);
    expect((await detail(created.id)).en).toEqual(ENGLISH);
  });

  it('an older version restored over an edit brings its English texts back', async () => {
    const created = await create({ en: ENGLISH });
    await send('PUT', `/api/projects/${created.id}`, fields({ existingImageUrls: created.imageUrls, en: { name: 'Wrong' } }));
    const restored = await app.request('/api/history/restore', jsonBody({ type: 'project', id: created.id, version: 1 }, { cookie }));
    expect(restored.status).toBe(200);
    expect((await detail(created.id)).en).toEqual(ENGLISH);
    const versions = await bodyOf(await app.request(`/api/history?type=project&id=${created.id}`, { headers: { cookie } }));
    expect(versions.items[0].changes).toContain('en');
  });
});
