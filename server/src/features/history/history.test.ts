import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { HISTORY_MESSAGES, MESSAGES } from '@casa/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pruneRetention } from '../../history/retention.js';
import { bodyOf, type Json, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { jpeg, multipart, photo, type UploadPart } from '../../test-support/images.js';

let app: TestApp;
let admin: string;
let editor: string;

const projectFields = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Hotel Historia',
  year: '2024',
  location: 'Punta Cana',
  division: 'hospitality',
  projectType: 'Hotel',
  scope: 'FF&E de 120 habitaciones',
  description: 'Descripción del trabajo realizado.',
  brands: [],
  ...overrides,
});

const brandFields = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Marca Historia',
  description: 'Sillas de oficina.',
  category: 'sillas',
  division: 'corporativo',
  isActive: 'true',
  ...overrides,
});

const pngLogo = async (): Promise<UploadPart> => ({
  field: 'logo',
  data: await jpeg(40, 40, '#224466'),
  filename: 'logo.jpg',
  type: 'image/jpeg',
});

function send(method: 'POST' | 'PUT', path: string, fields: Record<string, unknown>, files: UploadPart[], cookie = admin) {
  return app.request(path, { method, headers: { cookie }, body: multipart(fields, files) });
}

async function createProject(overrides: Record<string, unknown> = {}, cookie = admin): Promise<Json> {
  const response = await send(
    'POST',
    '/api/projects',
    projectFields(overrides),
    [photo(await jpeg(80, 60, '#aa3300')), photo(await jpeg(80, 60, '#0033aa'))],
    cookie,
  );
  expect(response.status).toBe(201);
  return bodyOf(response);
}

const history = async (type: string, id: number, cookie = admin) =>
  app.request(`/api/history?type=${type}&id=${id}`, { headers: { cookie } });
const itemsOf = async (type: string, id: number, cookie = admin): Promise<Json[]> => (await bodyOf(await history(type, id, cookie))).items;
const restore = (body: unknown, cookie = admin) => app.request('/api/history/restore', jsonBody(body, { cookie }));

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminCookie();
  await app.createUser({ username: 'editora', password: 'clave-de-editora-1', role: 'editor' });
  editor = await app.signIn({ username: 'editora', password: 'clave-de-editora-1' });
});
afterAll(() => app.close());
afterEach(() => {
  expect(app.errors, 'errors the app logged').toEqual([]);
});

describe('the history of a project', () => {
  it('lists each save newest first with who, when, the action and the fields changed; a version answers its whole value', async () => {
    const project = await createProject({}, editor);
    const edited = await send(
      'PUT',
      `/api/projects/${project.id}`,
      projectFields({ name: 'Hotel Renombrado', existingImageUrls: project.imageUrls, imageAlts: JSON.stringify(['Lobby', 'Bar']) }),
      [],
    );
    expect(edited.status).toBe(200);

    const response = await history('project', project.id);
    expect(response.status).toBe(200);
    const { items } = await bodyOf(response);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ version: 2, action: 'update', user: { username: 'test-admin' } });
    expect(items[0].changes.sort()).toEqual(['imageAlts', 'name']);
    expect(items[1]).toMatchObject({ version: 1, action: 'create', user: { username: 'editora' } });
    expect(Number.isNaN(Date.parse(items[0].at))).toBe(false);

    const first = await bodyOf(await app.request(`/api/history/project/${project.id}/1`, { headers: { cookie: editor } }));
    expect(first).toMatchObject({
      type: 'project',
      id: project.id,
      version: 1,
      value: { name: 'Hotel Historia', imageUrls: project.imageUrls },
    });
  });

  it('restoring an older version writes it back as a new version, and the public page shows it again', async () => {
    const project = await createProject();
    await send(
      'PUT',
      `/api/projects/${project.id}`,
      projectFields({ name: 'Nombre equivocado', existingImageUrls: [project.imageUrls[0]] }),
      [],
    );
    const restored = await restore({ type: 'project', id: project.id, version: 1 }, editor);
    expect(restored.status).toBe(200);
    expect(await bodyOf(restored)).toMatchObject({ type: 'project', id: project.id, version: 3, restoredFrom: 1 });
    const now = await bodyOf(await app.request(`/api/projects/${project.id}`));
    expect(now.name).toBe('Hotel Historia');
    // The image the mistaken save dropped comes back, bytes and all.
    expect(now.imageUrls).toEqual(project.imageUrls);
    for (const url of now.imageUrls) expect((await app.request(url)).status).toBe(200);
    const items = await itemsOf('project', project.id);
    expect(items[0]).toMatchObject({ version: 3, action: 'restore', user: { username: 'editora' } });
    expect(items[0].changes).toEqual(expect.arrayContaining(['name', 'imageUrls']));
  });

  it('a project deleted by mistake comes back from its history with its gallery and alt texts, and is public again', async () => {
    const project = await createProject({ imageAlts: JSON.stringify(['Recepción', 'Terraza']) });
    const deleted = await app.request(`/api/projects/${project.id}`, { method: 'DELETE', headers: { cookie: editor } });
    expect(deleted.status).toBe(204);
    expect((await app.request(`/api/projects/${project.id}`)).status).toBe(404);
    const items = await itemsOf('project', project.id);
    expect(items[0]).toMatchObject({ version: 2, action: 'delete', user: { username: 'editora' }, changes: [] });

    const deletedList = await bodyOf(await app.request('/api/history/deleted?type=project', { headers: { cookie: editor } }));
    expect(deletedList.items[0]).toMatchObject({ id: project.id, version: 2, name: 'Hotel Historia', user: { username: 'editora' } });

    expect((await restore({ type: 'project', id: project.id, version: 2 })).status).toBe(200);
    const after = await bodyOf(await app.request('/api/history/deleted?type=project', { headers: { cookie: editor } }));
    expect(after.items.map((item: Json) => item.id)).not.toContain(project.id);
    expect((await app.request('/api/history/deleted?type=settings', { headers: { cookie: editor } })).status).toBe(400);
    const back = await app.request(`/api/projects/${project.id}`);
    expect(back.status).toBe(200);
    expect(await bodyOf(back)).toMatchObject({
      id: project.id,
      name: 'Hotel Historia',
      status: 'published',
      imageUrls: project.imageUrls,
      imageAlts: ['Recepción', 'Terraza'],
      createdAt: project.createdAt,
    });
    for (const url of project.imageUrls) expect((await app.request(url)).status).toBe(200);
    const listed = (await bodyOf(await app.request('/api/projects?division=hospitality'))) as Json[];
    expect(listed.map((entry) => entry.id)).toContain(project.id);
  });

  it('two saves at once keep both versions', async () => {
    const project = await createProject();
    const saves = await Promise.all(
      ['Primero', 'Segundo'].map((name) =>
        send('PUT', `/api/projects/${project.id}`, projectFields({ name, existingImageUrls: project.imageUrls }), []),
      ),
    );
    expect(saves.map((response) => response.status)).toEqual([200, 200]);
    const items = await itemsOf('project', project.id);
    expect(items.map((item) => item.version)).toEqual([3, 2, 1]);
    expect(items.slice(0, 2).map((item) => item.action)).toEqual(['update', 'update']);
    const names = await Promise.all(
      [2, 3].map(
        async (version) =>
          (await bodyOf(await app.request(`/api/history/project/${project.id}/${version}`, { headers: { cookie: admin } }))).value.name,
      ),
    );
    expect(names.sort()).toEqual(['Primero', 'Segundo']);
  });

  it('two restores of a deleted project at once bring it back once, both recorded', async () => {
    const project = await createProject();
    await app.request(`/api/projects/${project.id}`, { method: 'DELETE', headers: { cookie: admin } });
    const answers = await Promise.all([1, 2].map(() => restore({ type: 'project', id: project.id, version: 1 })));
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    const [row] = await app.db('projects').where({ id: project.id }).count({ count: '*' });
    expect(Number(row?.count)).toBe(1);
    expect((await itemsOf('project', project.id)).map((item) => item.action)).toEqual(['restore', 'restore', 'delete', 'create']);
  });
});

describe('the history of a brand', () => {
  it('a deleted brand comes back with its logo', async () => {
    const created = await send('POST', '/api/brands', brandFields(), [await pngLogo()]);
    const brand = await bodyOf(created);
    const renamed = await send('PUT', `/api/brands/${brand.id}`, brandFields({ name: 'Marca Nueva' }), [await pngLogo()]);
    expect(renamed.status).toBe(200);
    expect((await app.request(`/api/brands/${brand.id}`, { method: 'DELETE', headers: { cookie: admin } })).status).toBe(204);
    const items = await itemsOf('brand', brand.id);
    expect(items.map((item) => item.action)).toEqual(['delete', 'update', 'create']);
    expect(items[1].changes.sort()).toEqual(['logoUrl', 'name']);

    expect((await restore({ type: 'brand', id: brand.id, version: 1 })).status).toBe(200);
    const listed = (await bodyOf(await app.request('/api/brands?division=corporativo'))) as Json[];
    expect(listed.find((entry) => entry.id === brand.id)).toMatchObject({ name: 'Marca Historia', logoUrl: brand.logoUrl });
    expect((await app.request(brand.logoUrl)).status).toBe(200);
  });
});

describe('the history of the settings', () => {
  const put = (settings: unknown) =>
    app.request('/api/settings', {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify(settings),
    });

  it('keeps what the site showed before the first save, each save, and the undo as a restore of the version before', async () => {
    expect((await put({ ...DEFAULT_SITE_SETTINGS, companyName: 'Casa Uno' })).status).toBe(200);
    expect((await put({ ...DEFAULT_SITE_SETTINGS, companyName: 'Casa Dos' })).status).toBe(200);
    const items = await itemsOf('settings', 1);
    expect(items.map((item) => [item.version, item.action])).toEqual([
      [3, 'update'],
      [2, 'update'],
      [1, 'create'],
    ]);
    expect(items[0].changes).toEqual(['companyName']);
    expect(items[2].user).toBeNull();

    const undone = await app.request('/api/settings/undo', { method: 'POST', headers: { cookie: admin, origin: app.baseUrl } });
    expect(undone.status).toBe(200);
    expect((await bodyOf(undone)).companyName).toBe('Casa Uno');
    expect((await itemsOf('settings', 1))[0]).toMatchObject({ version: 4, action: 'restore' });

    expect((await restore({ type: 'settings', id: 1, version: 1 })).status).toBe(200);
    expect((await bodyOf(await app.request('/api/settings'))).companyName).toBe(DEFAULT_SITE_SETTINGS.companyName);
  });

  it('two saves at once keep both versions', async () => {
    const before = (await itemsOf('settings', 1))[0]?.version ?? 0;
    const answers = await Promise.all(['Casa A', 'Casa B'].map((companyName) => put({ ...DEFAULT_SITE_SETTINGS, companyName })));
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    const items = await itemsOf('settings', 1);
    expect(items.slice(0, 2).map((item) => item.version)).toEqual([before + 2, before + 1]);
  });

  it('is for admins only: an editor gets 403', async () => {
    const response = await history('settings', 1, editor);
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toEqual({ message: MESSAGES.forbidden });
    expect((await restore({ type: 'settings', id: 1, version: 1 }, editor)).status).toBe(403);
  });
});

describe('asking wrongly', () => {
  it('answers 401 without a session, 400 for a bad type or id, 404 for a missing version', async () => {
    expect((await history('project', 1, '')).status).toBe(401);
    const badType = await history('pedido', 1);
    expect(badType.status).toBe(400);
    expect((await bodyOf(badType)).errors.type).toEqual([HISTORY_MESSAGES.typeInvalid]);
    expect((await history('project', 0)).status).toBe(400);
    expect(await itemsOf('page-content', 1)).toEqual([]);
    const missing = await app.request('/api/history/project/999999/1', { headers: { cookie: admin } });
    expect(missing.status).toBe(404);
    expect(await bodyOf(missing)).toEqual({ message: HISTORY_MESSAGES.versionNotFound });
    expect((await app.request('/api/history/pedido/1/1', { headers: { cookie: admin } })).status).toBe(404);
    expect((await restore({ type: 'project', id: 999999, version: 1 })).status).toBe(404);
    const invalid = await restore({ type: 'project', id: 'x', version: -1 });
    expect(invalid.status).toBe(400);
    expect(Object.keys((await bodyOf(invalid)).errors).sort()).toEqual(['id', 'version']);
    // The page texts have no version until their first save.
    const pages = await restore({ type: 'page-content', id: 1, version: 1 });
    expect(pages.status).toBe(404);
    expect(await bodyOf(pages)).toEqual({ message: HISTORY_MESSAGES.versionNotFound });
  });
});

describe('HISTORY_KEEP_DAYS', () => {
  it('prunes old versions but keeps what each record shows now; the images only old versions named go with them', async () => {
    const project = await createProject({ name: 'Hotel Viejo' });
    const [dropped] = project.imageUrls as string[];
    await send('PUT', `/api/projects/${project.id}`, projectFields({ name: 'Hotel Hoy', existingImageUrls: [project.imageUrls[1]] }), []);
    expect((await app.request(String(dropped))).status).toBe(200);
    const later = new Date(Date.now() + (app.deps.config.historyKeepDays + 1) * 86_400_000);
    await pruneRetention({ ...app.deps, now: () => later });
    const items = await itemsOf('project', project.id);
    expect(items.map((item) => item.version)).toEqual([2]);
    expect((await app.request(String(dropped))).status).toBe(404);
    expect((await bodyOf(await app.request(`/api/projects/${project.id}`))).name).toBe('Hotel Hoy');
    expect((await app.request(String(project.imageUrls[1]))).status).toBe(200);
  });
});
