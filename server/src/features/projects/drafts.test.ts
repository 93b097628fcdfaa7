import fs from 'node:fs';
import { MESSAGES } from '@casa/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, type Json, startTestApp, type TestApp } from '../../test-support/harness.js';
import { pruneHistoryNow } from '../../test-support/history.js';
import { stubWebBuild } from '../../test-support/web-stub.js';
import { jpeg, multipart, photo, type UploadPart } from '../../test-support/images.js';

// Drafts, 'Destacado', gallery order and alternative texts (docs/decisions/0013-project-drafts-featured-gallery.md):
// the API contract, and drafts absent from everything a visitor can read (public API, sitemap, server-rendered pages).

// A stand-in for apps/web's server entry: the server's part (data, status, sitemap) is what is checked here.
const ENTRY = `
export async function render(url) { return { html: '<main data-url="' + url + '"></main>', head: '' }; }
export function routeModules() { return []; }
export const preloadedFonts = [];
`;
const webDist = stubWebBuild({ entry: ENTRY, manifest: true });

const EDITOR = { username: 'editora', password: 'editora-password-1' };

let app: TestApp;
let cookie: string;
let editorCookie: string;
let colour = 0;

async function image(name = 'foto.jpg'): Promise<UploadPart> {
  colour += 1;
  return photo(await jpeg(40, 30, `#${(colour * 2654435).toString(16).padStart(6, '0').slice(-6)}`), name);
}

const fields = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Hotel Borrador',
  year: '2024',
  location: 'Bávaro',
  division: 'hospitality',
  projectType: 'Hotel',
  scope: 'FF&E',
  brands: [],
  ...overrides,
});

function send(method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, files: UploadPart[], session = cookie) {
  return app.request(url, { method, headers: session ? { cookie: session } : {}, body: multipart(body, files) });
}

async function create(overrides: Record<string, unknown> = {}, files?: UploadPart[]): Promise<Json> {
  const response = await send('POST', '/api/projects', fields(overrides), files ?? [await image()]);
  expect(response.status, await response.clone().text()).toBe(201);
  return bodyOf(response);
}

async function update(id: number, overrides: Record<string, unknown>, files: UploadPart[] = []): Promise<Response> {
  return send('PUT', `/api/projects/${id}`, fields(overrides), files);
}

async function publicIds(division = 'hospitality'): Promise<number[]> {
  const response = await app.request(`/api/projects?division=${division}`);
  expect(response.status).toBe(200);
  return ((await bodyOf(response)) as Json[]).map((project) => project.id);
}

function pageData(html: string): { queries: { need: { kind: string }; data: unknown }[] } {
  const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

beforeAll(async () => {
  app = await startTestApp({ config: { webDist } });
  cookie = await app.adminCookie();
  await app.createUser({ ...EDITOR, role: 'editor' });
  editorCookie = await app.signIn(EDITOR);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});
beforeEach(async () => {
  await app.db('projects').delete();
  await app.db('media').delete();
  app.errors.length = 0;
});

describe('status, featured and imageAlts in the API', () => {
  it('a project saved by an older client (no new fields) is published, not featured, with empty texts', async () => {
    const project = await create({}, [await image(), await image()]);
    expect(project).toMatchObject({ status: 'published', featured: false, imageAlts: ['', ''] });
    expect(await publicIds()).toEqual([project.id]);
  });

  it('an editor saves a draft: the admin list has it, every public read does not', async () => {
    const published = await create({ name: 'Publicado' });
    const draft = await (async () => {
      const response = await send('POST', '/api/projects', fields({ status: 'draft' }), [await image()], editorCookie);
      expect(response.status).toBe(201);
      return bodyOf(response);
    })();
    expect(draft.status).toBe('draft');

    expect(await publicIds()).toEqual([published.id]);
    const anonymous = await app.request(`/api/projects/${draft.id}`);
    expect(anonymous.status).toBe(404);
    expect(await bodyOf(anonymous)).toEqual({ message: MESSAGES.projectNotFoundApi });

    const signedIn = await app.request(`/api/projects/${draft.id}`, { headers: { cookie: editorCookie } });
    expect(signedIn.status).toBe(200);
    expect((await bodyOf(signedIn)).status).toBe('draft');
    const all = await app.request('/api/projects/all', { headers: { cookie } });
    expect(((await bodyOf(all)) as Json[]).map((project) => [project.id, project.status])).toEqual([
      [draft.id, 'draft'],
      [published.id, 'published'],
    ]);
  });

  it('publishing a draft makes it public; an edit that does not send status keeps it a draft', async () => {
    const draft = await create({ status: 'draft' });
    const kept = await update(draft.id, { name: 'Sigue en borrador', existingImageUrls: draft.imageUrls });
    expect(kept.status).toBe(200);
    expect((await bodyOf(kept)).status).toBe('draft');
    expect(await publicIds()).toEqual([]);

    const published = await update(draft.id, { status: 'published', existingImageUrls: draft.imageUrls });
    expect((await bodyOf(published)).status).toBe('published');
    expect(await publicIds()).toEqual([draft.id]);
    expect((await app.request(`/api/projects/${draft.id}`)).status).toBe(200);

    const again = await update(draft.id, { status: 'draft', existingImageUrls: draft.imageUrls });
    expect((await bodyOf(again)).status).toBe('draft');
    expect(await publicIds()).toEqual([]);
  });

  it("'Destacado' is stored and kept when an edit does not send it", async () => {
    const project = await create({ featured: 'true' });
    expect(project.featured).toBe(true);
    const edited = await bodyOf(await update(project.id, { existingImageUrls: project.imageUrls }));
    expect(edited.featured).toBe(true);
    const cleared = await bodyOf(await update(project.id, { featured: 'false', existingImageUrls: project.imageUrls }));
    expect(cleared.featured).toBe(false);
    const listed = ((await bodyOf(await app.request('/api/projects?division=hospitality'))) as Json[])[0];
    expect(listed.featured).toBe(false);
  });

  it('stores one alternative text per image on create, in the order of the files', async () => {
    const project = await create({ imageAlts: JSON.stringify(['Lobby con sofás', '  ', 'Habitación doble']) }, [
      await image('a.jpg'),
      await image('b.jpg'),
      await image('c.jpg'),
    ]);
    expect(project.imageAlts).toEqual(['Lobby con sofás', '', 'Habitación doble']);
    const read = await bodyOf(await app.request(`/api/projects/${project.id}`));
    expect(read.imageAlts).toEqual(['Lobby con sofás', '', 'Habitación doble']);
  });

  it('PUT reorders the gallery as existingImageUrls then new files; the first is the cover; texts follow their images', async () => {
    const project = await create({ imageAlts: JSON.stringify(['Uno', 'Dos', 'Tres']) }, [await image(), await image(), await image()]);
    const [one, two, three] = project.imageUrls as [string, string, string];
    const response = await update(project.id, { existingImageUrls: [three, one], imageAlts: ['Tres (portada)', 'Uno', 'Nueva'] }, [
      await image('nueva.jpg'),
    ]);
    expect(response.status).toBe(200);
    const saved = await bodyOf(response);
    expect(saved.imageUrls.slice(0, 2)).toEqual([three, one]);
    expect(saved.imageUrls).toHaveLength(3);
    expect(saved.imageUrls).not.toContain(two);
    expect(saved.imageAlts).toEqual(['Tres (portada)', 'Uno', 'Nueva']);
    // The public list answers the same order: clients take the first image as the cover.
    const listed = ((await bodyOf(await app.request('/api/projects?division=hospitality'))) as Json[])[0];
    expect(listed.imageUrls[0]).toBe(three);
    await pruneHistoryNow(app);
    expect((await app.request(String(two))).status).toBe(404);
  });

  it('without imageAlts a reorder keeps each image its own text, and new images get none', async () => {
    const project = await create({ imageAlts: JSON.stringify(['Uno', 'Dos']) }, [await image(), await image()]);
    const [one, two] = project.imageUrls as string[];
    const saved = await bodyOf(await update(project.id, { existingImageUrls: [two, one] }, [await image()]));
    expect(saved.imageUrls.slice(0, 2)).toEqual([two, one]);
    expect(saved.imageAlts).toEqual(['Dos', 'Uno', '']);
  });

  it('ignores URLs that are not this project’s, keeping the texts aligned with the images kept', async () => {
    const other = await create({ name: 'Otro' });
    const project = await create({}, [await image(), await image()]);
    const [one, two] = project.imageUrls as string[];
    const saved = await bodyOf(
      await update(project.id, { existingImageUrls: [other.imageUrls[0], two, two, one], imageAlts: ['Ajena', 'Dos', 'Repetida', 'Uno'] }),
    );
    expect(saved.imageUrls).toEqual([two, one]);
    expect(saved.imageAlts).toEqual(['Dos', 'Uno']);
  });

  it('refuses bad values with a Spanish 400 and changes nothing', async () => {
    const project = await create({}, [await image(), await image()]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ status: 'oculto' }, 'status', MESSAGES.projectStatusInvalid],
      [{ featured: 'quizás' }, 'featured', MESSAGES.featuredInvalid],
      [{ imageAlts: '["a",' }, 'imageAlts', MESSAGES.invalidJson],
      [{ imageAlts: ['solo una'] }, 'imageAlts', MESSAGES.imageAltsCount],
      [{ imageAlts: ['x'.repeat(301), ''] }, 'imageAlts.0', MESSAGES.tooLong(300)],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await update(project.id, { existingImageUrls: project.imageUrls, ...overrides });
      expect(response.status, field).toBe(400);
      const body = await bodyOf(response);
      expect(body.errors?.[field], JSON.stringify(body)).toContain(message);
    }
    const created = await send('POST', '/api/projects', fields({ imageAlts: ['a', 'b'] }), [await image()]);
    expect(created.status).toBe(400);
    expect((await bodyOf(created)).message).toBe(MESSAGES.imageAltsCount);
    const [row] = await app.db('projects').count<{ count: number | string }[]>({ count: '*' });
    expect(Number(row?.count)).toBe(1);
    const unchanged = await bodyOf(await app.request(`/api/projects/${project.id}`));
    expect(unchanged).toEqual(project);
  });

  it('concurrent saves of the same project each leave a consistent gallery', async () => {
    const project = await create({}, [await image(), await image()]);
    const [one, two] = project.imageUrls as string[];
    const responses = await Promise.all([
      update(project.id, { existingImageUrls: [two, one], imageAlts: ['B', 'A'] }),
      update(project.id, { existingImageUrls: [one, two], imageAlts: ['A', 'B'] }),
      update(project.id, { status: 'draft', existingImageUrls: [one, two], imageAlts: ['A', 'B'] }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const saved = await bodyOf(await app.request(`/api/projects/${project.id}`, { headers: { cookie } }));
    expect(new Set(saved.imageUrls)).toEqual(new Set([one, two]));
    expect(saved.imageAlts).toEqual(saved.imageUrls[0] === one ? ['A', 'B'] : ['B', 'A']);
  });
});

describe('drafts on the public site', () => {
  it('are absent from the sitemap', async () => {
    const published = await create({ name: 'Visible' });
    const draft = await create({ status: 'draft' });
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`/hospitality/proyecto/${published.id}</loc>`);
    expect(sitemap).not.toContain(`/proyecto/${draft.id}<`);
  });

  it('are absent from server-rendered division homes and project lists, and their page is a 404', async () => {
    const published = await create({ name: 'Visible' });
    const draft = await create({ status: 'draft', name: 'Secreto' });
    for (const pathname of ['/hospitality', '/hospitality/proyectos']) {
      const response = await app.request(pathname);
      expect(response.status, pathname).toBe(200);
      const html = await response.text();
      const lists = pageData(html).queries.filter((query) => query.need.kind === 'featured-projects' || query.need.kind === 'project-page');
      expect(lists.length, pathname).toBeGreaterThan(0);
      for (const list of lists) {
        // The division home carries its featured projects, the projects page one page of the list (docs/decisions/0025-project-pages.md).
        const projects = (list.data as { items: Json[] }).items;
        expect(projects.map((project) => project.id)).toEqual([published.id]);
      }
      expect(html).not.toContain('Secreto');
    }
    for (const pathname of [`/hospitality/proyecto/${draft.id}`, `/proyecto/${draft.id}`]) {
      // Signed in or not: pages are the same for everyone (docs/architecture.md §Web).
      const response = await app.request(pathname, { headers: { cookie } });
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).not.toContain('Secreto');
    }
    expect((await app.request(`/hospitality/proyecto/${published.id}`)).status).toBe(200);
  });
});

describe('health of the suite', () => {
  it('logged no unexpected errors', () => {
    expect(app.errors).toEqual([]);
  });
});
