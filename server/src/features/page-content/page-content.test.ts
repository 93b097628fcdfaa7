import fs from 'node:fs';
import { MESSAGES, type PageContent } from '@casa/core';
import { DEFAULT_PAGE_CONTENT } from '@casa/core/content';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicContentChanged } from '../../cache/index.js';
import { newMediaKey } from '../../media/keys.js';
import { insertMedia } from '../../media/repo.js';
import { bodyOf, type Json, startTestApp, type TestApp } from '../../test-support/harness.js';
import { jpeg } from '../../test-support/images.js';
import { stubWebBuild } from '../../test-support/web-stub.js';

let app: TestApp;
let admin: string;
let editor: string;

// A stand-in for the web app's server entry that prints the texts it was handed.
const ENTRY = `
export async function render(url, data) {
  const pages = data.pageContent.divisions.corporativo;
  return { html: '<main>' + pages.services.items[0].title + ' | ' + pages.services.heroImage + '</main>', head: '' };
}
export function routeModules() { return []; }
export const preloadedFonts = [];
`;
const webDist = stubWebBuild({ entry: ENTRY, manifest: true });

const EDITOR = { username: 'redactora', password: 'redactora-password-1' };

function changed(edit: (content: PageContent) => void): PageContent {
  const content = structuredClone(DEFAULT_PAGE_CONTENT);
  edit(content);
  return content;
}

function put(body: unknown, cookie: string | null = editor) {
  return app.request('/api/page-content', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What a visitor (no session, so through the read cache) is answered now. */
async function current(): Promise<Json> {
  const response = await app.request('/api/page-content');
  expect(response.status).toBe(200);
  return bodyOf(response);
}

async function storedPhoto(colour: string): Promise<string> {
  const data = await jpeg(64, 48, colour);
  const key = newMediaKey(data);
  await insertMedia(app.db, [{ key, mime: 'image/jpeg', width: 64, height: 48, data }], null);
  return key;
}

beforeAll(async () => {
  // The read cache on: a save must drop what it keeps (every direct write below says so too).
  app = await startTestApp({ config: { webDist, readCacheBytes: 8 * 1024 * 1024 } });
  admin = await app.adminCookie();
  await app.createUser({ ...EDITOR, role: 'editor' });
  editor = await app.signIn(EDITOR);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});
beforeEach(async () => {
  await app.db('page_content').delete();
  await app.db('media').delete();
  await publicContentChanged(app.db);
  app.errors.length = 0;
});

describe('GET /api/page-content', () => {
  it('answers today’s texts to anyone on a fresh install, as an answer every visitor may share', async () => {
    const response = await app.request('/api/page-content');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(await bodyOf(response)).toEqual(DEFAULT_PAGE_CONTENT);
  });
});

describe('PUT /api/page-content', () => {
  it('an editor saves the whole object; the next request shows it, through the read cache', async () => {
    expect((await current()).divisions.corporativo.services.items[0].title).toBe('Planificación de Espacios');
    const next = changed((c) => void (c.divisions.corporativo.services.items[0]!.title = 'Diseño de Oficinas'));
    const response = await put(next);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual(next);
    expect(await current()).toEqual(next);
    const row = await app.db('page_content').first();
    expect(row.updated_by).toBe(EDITOR.username);
  });

  it('an admin may save too; a visitor gets 401 and nothing changes', async () => {
    expect(
      (
        await put(
          changed((c) => void (c.history.title = 'Nuestra historia')),
          admin,
        )
      ).status,
    ).toBe(200);
    const anonymous = await put(
      changed((c) => void (c.history.title = 'Otra')),
      null,
    );
    expect(anonymous.status).toBe(401);
    expect((await current()).history.title).toBe('Nuestra historia');
  });

  it('a wrong field is a 400 with the Spanish message under each field, and nothing is saved', async () => {
    const bad = changed((c) => {
      c.divisions.corporativo.services.items[0]!.title = ' ';
      c.divisions.hospitality.services.process.pop();
      (c.divisions.hospitality.services.items[0] as { icon: string }).icon = 'cohete';
      c.history.paragraphs = 'x'.repeat(6001);
    });
    const response = await put(bad);
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.errors).toEqual({
      'history.paragraphs': [MESSAGES.tooLong(6000)],
      'divisions.corporativo.services.items.0.title': [MESSAGES.required],
      'divisions.hospitality.services.items.0.icon': [MESSAGES.pageContentIconInvalid],
      'divisions.hospitality.services.process': [MESSAGES.pageContentItems(6)],
    });
    expect(typeof body.message).toBe('string');
    expect(await current()).toEqual(DEFAULT_PAGE_CONTENT);
  });

  it('a partial object, a wrong type or broken JSON is a 400, never a 500', async () => {
    const { divisions: _divisions, ...partial } = DEFAULT_PAGE_CONTENT;
    for (const body of [partial, [], 'null', '{"history":', { ...DEFAULT_PAGE_CONTENT, history: { title: 5, paragraphs: 'x' } }]) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await bodyOf(response)).message).toBe('string');
    }
    expect(app.errors).toEqual([]);
  });

  it('a hero shows an uploaded image; one that does not exist is a 400 under its field', async () => {
    const key = await storedPhoto('#336699');
    const withPhoto = changed((c) => void (c.divisions.corporativo.services.heroImage = key));
    expect((await put(withPhoto)).status).toBe(200);
    expect((await current()).divisions.corporativo.services.heroImage).toBe(key);

    const missing = changed((c) => void (c.divisions.hospitality.landing.image = '0123456789abcdef-01234567'));
    const response = await put(missing);
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({
      message: MESSAGES.pageContentImageMissing,
      errors: { 'divisions.hospitality.landing.image': [MESSAGES.pageContentImageMissing] },
    });
  });

  it('a hero whose image was deleted since shows the stock photo again', async () => {
    const key = await storedPhoto('#993366');
    await put(changed((c) => void (c.divisions.corporativo.about.heroImage = key)));
    await app.db('media').where({ id: key }).delete();
    await publicContentChanged(app.db);
    expect((await current()).divisions.corporativo.about.heroImage).toBeNull();
  });

  it('saves sent at the same moment all succeed, and the texts are one of them whole', async () => {
    const titles = ['Uno', 'Dos', 'Tres', 'Cuatro'];
    const responses = await Promise.all(titles.map((title) => put(changed((c) => void (c.history.title = title)))));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const now = await current();
    expect(titles).toContain(now.history.title);
    expect({ ...now, history: DEFAULT_PAGE_CONTENT.history }).toEqual(DEFAULT_PAGE_CONTENT);
  });
});

describe('GET /api/page-content/photos', () => {
  it('lists the uploaded photos for the hero picker to staff; a visitor gets 401', async () => {
    const key = await storedPhoto('#669933');
    const response = await app.request('/api/page-content/photos', { headers: { cookie: editor } });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ items: [{ key, url: `/media/${key}`, width: 64, height: 48 }] });
    expect((await app.request('/api/page-content/photos')).status).toBe(401);
  });
});

describe('stored texts', () => {
  it('saved by an older release, without newer fields, read with the defaults in their place', async () => {
    const older = changed((c) => void (c.divisions.corporativo.home.title = 'Oficinas que inspiran')) as Partial<PageContent>;
    delete older.allProjectsSubtitle;
    await app.db('page_content').insert({ id: 1, current: JSON.stringify(older) });
    await publicContentChanged(app.db);
    const read = await current();
    expect(read.divisions.corporativo.home.title).toBe('Oficinas que inspiran');
    expect(read.allProjectsSubtitle).toBe(DEFAULT_PAGE_CONTENT.allProjectsSubtitle);
    expect(app.errors).toEqual([]);
  });

  it('that no longer read show the defaults and are logged, rather than breaking the site', async () => {
    await app.db('page_content').insert({ id: 1, current: 'not json' });
    await publicContentChanged(app.db);
    expect(await current()).toEqual(DEFAULT_PAGE_CONTENT);
    expect(app.errors.length).toBeGreaterThan(0);
  });
});

describe('server-rendered pages', () => {
  it('are rendered with the saved texts at the next request', async () => {
    expect(await (await app.request('/corporativo/servicios')).text()).toContain('<main>Planificación de Espacios | null</main>');
    const key = await storedPhoto('#aa5500');
    await put(
      changed((c) => {
        c.divisions.corporativo.services.items[0]!.title = 'Diseño de Oficinas';
        c.divisions.corporativo.services.heroImage = key;
      }),
    );
    const html = await (await app.request('/corporativo/servicios')).text();
    expect(html).toContain(`<main>Diseño de Oficinas | ${key}</main>`);
    // The browser hydrates with the same texts, handed over with the page: no request for them.
    expect(html).toContain('"pageContent":{');
  });
});

describe('history and activity of the page texts', () => {
  beforeEach(async () => {
    await app.db('history').where({ type: 'page-content' }).delete();
  });

  const post = (path: string, body: unknown, cookie: string) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const servicesPage = async () => (await app.request('/corporativo/servicios')).text();

  it("an editor's change is listed with their name, and restoring the first version brings the old title back on the page", async () => {
    expect((await put(changed((c) => (c.divisions.corporativo.services.items[0]!.title = 'Diseño de Oficinas')))).status).toBe(200);
    expect(await servicesPage()).toContain('<main>Diseño de Oficinas | null</main>');

    const history = await app.request('/api/history?type=page-content&id=1', { headers: { cookie: editor } });
    expect(history.status).toBe(200);
    const { items } = await bodyOf(history);
    // Newest first: the editor's save, then what the site showed before it (the defaults), by nobody.
    expect(items.map((item: Json) => [item.version, item.action, item.user?.username ?? null])).toEqual([
      [2, 'update', EDITOR.username],
      [1, 'create', null],
    ]);
    expect(items[0].changes).toEqual(['divisions']);

    const restored = await post('/api/history/restore', { type: 'page-content', id: 1, version: 1 }, editor);
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect(await servicesPage()).toContain('<main>Planificación de Espacios | null</main>');
    expect((await current()).divisions.corporativo.services.items[0].title).toBe('Planificación de Espacios');
    const after = await bodyOf(await app.request('/api/history?type=page-content&id=1', { headers: { cookie: editor } }));
    expect(after.items[0]).toMatchObject({ version: 3, action: 'restore', user: { username: EDITOR.username } });

    // Actividad (admins) names the save and the restore, with who made them.
    const audit = await bodyOf(await app.request('/api/audit?action=page_content', { headers: { cookie: admin } }));
    expect(audit.items.map((item: Json) => [item.action, item.user?.username])).toEqual(
      expect.arrayContaining([
        ['page_content.update', EDITOR.username],
        ['page_content.restore', EDITOR.username],
      ]),
    );
  });

  it('keeps both versions when two saves arrive at once', async () => {
    const [a, b] = await Promise.all([
      put(changed((c) => (c.divisions.corporativo.home.title = 'Primera versión'))),
      put(changed((c) => (c.divisions.corporativo.home.title = 'Segunda versión'))),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const { items } = await bodyOf(await app.request('/api/history?type=page-content&id=1', { headers: { cookie: editor } }));
    expect(items.map((item: Json) => item.version)).toEqual([3, 2, 1]);
    const titles = await Promise.all(
      items.slice(0, 2).map(async (item: Json) => {
        const version = await bodyOf(await app.request(`/api/history/page-content/1/${item.version}`, { headers: { cookie: editor } }));
        return (version.value ?? version).divisions.corporativo.home.title;
      }),
    );
    expect(titles.sort()).toEqual(['Primera versión', 'Segunda versión']);
  });
});
