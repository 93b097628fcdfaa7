import { MESSAGES, PROJECT_LIST_MESSAGES, type Division, type ProjectStatus } from '@casa/core';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSuite } from '../../test-support/admin-suite.js';
import { bodyOf, type Json, type TestApp } from '../../test-support/harness.js';
import { stubWebBuild } from '../../test-support/web-stub.js';
import { insertProject } from './repo.js';

// Pages, filters and search of the projects list (docs/decisions/0025-project-pages.md): the API
// in pages beside its old contract, the staff list searched on the server, and the public page's
// data, canonical URL and sitemap. A stand-in for the web app's server entry: the server's part is checked here.
const webDist = stubWebBuild({
  entry: `
export async function render(url) { return { html: '<main data-url="' + url + '"></main>', head: '' }; }
export function routeModules() { return []; }
export const preloadedFonts = [];
`,
  manifest: true,
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const suite = adminSuite({ config: { webDist } });
let app: TestApp;
let cookie: string;
beforeAll(() => {
  ({ app, cookie } = suite);
});

interface Seed {
  name?: string;
  division?: Division;
  projectType?: string;
  year?: number;
  location?: string;
  status?: ProjectStatus;
  images?: number;
  description?: string;
}

let clock = Date.parse('2025-01-01T00:00:00Z');

/** Rows written straight through the repo, one minute apart, so newest first is the reverse of this order. */
async function seed(list: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, item] of list.entries()) {
    const images = Array.from({ length: item.images ?? 6 }, (_, n) => `/stock/p${index}-${n}.jpg`);
    ids.push(
      await insertProject(
        app.db,
        {
          name: item.name ?? `Proyecto ${index + 1}`,
          year: item.year ?? 2024,
          location: item.location ?? 'Punta Cana',
          division: item.division ?? 'hospitality',
          projectType: item.projectType ?? 'Hotel',
          scope: 'FF&E completo',
          description: item.description ?? `Descripción del proyecto ${index + 1}`,
          heroTitle: 'Un título largo del héroe',
          heroSubtitle: null,
          heroImageUrl: null,
          imageUrls: images,
          imageAlts: images.map((_, n) => `Foto ${n + 1}`),
          brands: [{ id: 1, name: 'Marca', logoUrl: null }],
          keyFeatures: ['Uno', 'Dos'],
          developmentProcess: [{ title: 'Etapa', description: 'Texto de la etapa' }],
          status: item.status ?? 'published',
          featured: false,
        },
        new Date((clock += 60_000)),
      ),
    );
  }
  return ids;
}

const many = (count: number, base: Seed = {}): Seed[] =>
  Array.from({ length: count }, (_, index) => ({ ...base, name: `${base.name ?? 'Hotel'} ${index + 1}` }));

async function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Json; response: Response }> {
  const response = await app.request(path, { headers });
  return { status: response.status, body: await bodyOf(response), response };
}

describe('GET /api/projects?page= (the public list in pages)', () => {
  it('answers 12 a page by default, newest first, with the total, and only published projects of the division', async () => {
    const ids = await seed([...many(25), { division: 'corporativo', projectType: 'Showroom' }, { status: 'draft', name: 'Borrador' }]);
    const newestFirst = ids.slice(0, 25).reverse();
    const first = await get('/api/projects?division=hospitality&page=1');
    expect(first.status).toBe(200);
    expect(first.response.headers.get('cache-control')).toMatch(/public/);
    expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 12 });
    expect(first.body.items.map((item: Json) => item.id)).toEqual(newestFirst.slice(0, 12));
    const third = await get('/api/projects?division=hospitality&page=3');
    expect(third.body.items.map((item: Json) => item.id)).toEqual(newestFirst.slice(24));
    const beyond = await get('/api/projects?division=hospitality&page=4');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ items: [], total: 25, page: 4 });
    const sized = await get('/api/projects?division=hospitality&page=2&pageSize=10');
    expect(sized.body.items.map((item: Json) => item.id)).toEqual(newestFirst.slice(10, 20));
  });

  it('lists both divisions when no division is given (the /projects page)', async () => {
    await seed([...many(3), { division: 'corporativo', projectType: 'Showroom' }, { status: 'draft' }]);
    const both = await get('/api/projects?page=1');
    expect(both.status).toBe(200);
    expect(both.body.total).toBe(4);
  });

  it('gives a card its fields only: the first four images and their count, a clipped description, no long texts', async () => {
    await seed([{ images: 9, description: 'palabra '.repeat(200) }]);
    const { body } = await get('/api/projects?division=hospitality&page=1');
    const [item] = body.items;
    expect(Object.keys(item).sort()).toEqual(
      [
        'createdAt',
        'description',
        'division',
        'en',
        'featured',
        'id',
        'imageAlts',
        'imageCount',
        'imageUrls',
        'location',
        'name',
        'projectType',
        'scope',
        'status',
        'year',
      ].sort(),
    );
    expect(item.imageUrls).toHaveLength(4);
    expect(item.imageAlts).toEqual(['Foto 1', 'Foto 2', 'Foto 3', 'Foto 4']);
    expect(item.imageCount).toBe(9);
    expect(item.description.length).toBeLessThanOrEqual(300);
    expect(item.description.endsWith('…')).toBe(true);
    // The detail stays whole.
    const detail = await get(`/api/projects/${item.id}`);
    expect(detail.body.imageUrls).toHaveLength(9);
    expect(detail.body.keyFeatures).toEqual(['Uno', 'Dos']);
    expect(detail.body.description.length).toBeGreaterThan(1000);
  });

  it('filters by type, year and location, combined with the pages, and offers each filter’s values with their counts', async () => {
    await seed([
      ...many(14, { projectType: 'Restaurante', year: 2023, location: 'Santo Domingo' }),
      ...many(3, { projectType: 'Resort', year: 2024, location: 'Punta Cana' }),
      { projectType: 'Resort', year: 2023, location: 'Santo Domingo' },
      { projectType: 'Bar/Lounge', status: 'draft', year: 2022, location: 'Samaná' },
    ]);
    const restaurants = await get('/api/projects?division=hospitality&page=2&type=Restaurante');
    expect(restaurants.body).toMatchObject({ total: 14, page: 2 });
    expect(restaurants.body.items).toHaveLength(2);
    expect(restaurants.body.items.every((item: Json) => item.projectType === 'Restaurante')).toBe(true);
    const combined = await get(
      `/api/projects?division=hospitality&page=1&type=Resort&year=2023&location=${encodeURIComponent('Santo Domingo')}`,
    );
    expect(combined.body.total).toBe(1);
    const none = await get('/api/projects?division=hospitality&page=1&type=Lobby');
    expect(none.body).toMatchObject({ items: [], total: 0 });
    // The values come from the division's published projects (the draft's bar and 2022 are not offered).
    expect(restaurants.body.facets).toEqual({
      types: expect.arrayContaining([
        { value: 'Restaurante', count: 14 },
        { value: 'Resort', count: 4 },
      ]),
      years: [
        { value: 2024, count: 3 },
        { value: 2023, count: 15 },
      ],
      locations: [
        { value: 'Punta Cana', count: 3 },
        { value: 'Santo Domingo', count: 15 },
      ],
    });
    expect(restaurants.body.facets.types).toHaveLength(2);
  });

  it('searches the name and the location with q, ignoring case and accents', async () => {
    await seed([
      { name: 'Hotel Marbella Cap Cana' },
      { name: 'Oficinas Banreservas', location: 'Santiago de los Caballeros' },
      { name: 'Café Él' },
    ]);
    const byName = await get('/api/projects?division=hospitality&page=1&q=MARBELLA');
    expect(byName.body.items.map((item: Json) => item.name)).toEqual(['Hotel Marbella Cap Cana']);
    const byPlace = await get('/api/projects?division=hospitality&page=1&q=santiago%20caballeros');
    expect(byPlace.body.items.map((item: Json) => item.name)).toEqual(['Oficinas Banreservas']);
    const accents = await get('/api/projects?division=hospitality&page=1&q=cafe%20el');
    expect(accents.body.items.map((item: Json) => item.name)).toEqual(['Café Él']);
    const wildcard = await get('/api/projects?division=hospitality&page=1&q=%25');
    expect(wildcard.body.total).toBe(0);
  });

  it('refuses bad paging and filter values with a 400 in Spanish', async () => {
    const cases: [string, string][] = [
      ['page=0', PROJECT_LIST_MESSAGES.page],
      ['page=abc', PROJECT_LIST_MESSAGES.page],
      ['page=-1', PROJECT_LIST_MESSAGES.page],
      ['page=1.5', PROJECT_LIST_MESSAGES.page],
      ['page=', PROJECT_LIST_MESSAGES.page],
      ['page=1&page=2', PROJECT_LIST_MESSAGES.page],
      ['page=1&pageSize=49', PROJECT_LIST_MESSAGES.pageSize],
      ['page=1&pageSize=0', PROJECT_LIST_MESSAGES.pageSize],
      ['page=1&pageSize=1e3', PROJECT_LIST_MESSAGES.pageSize],
      ['page=1&year=20x4', PROJECT_LIST_MESSAGES.year],
      [`page=1&q=${'a'.repeat(101)}`, PROJECT_LIST_MESSAGES.text(100)],
      [`page=1&location=${'a'.repeat(256)}`, PROJECT_LIST_MESSAGES.text(255)],
      ['page=1&division=oficinas', MESSAGES.invalidDivision],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await get(
        `/api/projects?division=hospitality&${query}`.replace('division=hospitality&page=1&division=oficinas', 'division=oficinas&page=1'),
      );
      expect(status, query).toBe(400);
      expect(body.message, query).toBe(message);
    }
  });

  it('keeps the old contract without page: the whole list of the division as an array', async () => {
    await seed(many(30));
    const { status, body } = await get('/api/projects?division=hospitality');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(30);
    expect(body[0].imageUrls).toHaveLength(6);
    expect(body[0].keyFeatures).toEqual(['Uno', 'Dos']);
  });
});

describe('GET /api/projects/all?page= (the staff list in pages)', () => {
  it('is for signed-in staff only and includes drafts, never kept by a cache', async () => {
    await seed([{}, { status: 'draft' }, { division: 'corporativo', projectType: 'Showroom' }]);
    expect((await get('/api/projects/all?page=1')).status).toBe(401);
    const { status, body, response } = await get('/api/projects/all?page=1&pageSize=24', { cookie });
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 24, facets: null });
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });

  it('finds a project by name among many, with the division and status filters on the server', async () => {
    await seed([
      ...many(60),
      { name: 'Torre Empresarial Acrópolis', division: 'corporativo', projectType: 'Showroom', location: 'Santo Domingo' },
      { name: 'Torre Borrador', status: 'draft' },
    ]);
    const found = await get('/api/projects/all?page=1&pageSize=24&q=acropolis', { cookie });
    expect(found.body.items.map((item: Json) => item.name)).toEqual(['Torre Empresarial Acrópolis']);
    const drafts = await get('/api/projects/all?page=1&pageSize=24&q=torre&status=draft', { cookie });
    expect(drafts.body.items.map((item: Json) => item.name)).toEqual(['Torre Borrador']);
    const corporate = await get('/api/projects/all?page=1&pageSize=24&division=corporativo', { cookie });
    expect(corporate.body.total).toBe(1);
    const paged = await get('/api/projects/all?page=3&pageSize=24', { cookie });
    expect(paged.body).toMatchObject({ total: 62, page: 3 });
    expect(paged.body.items).toHaveLength(14);
    await app.db('projects').where('name', 'Hotel 3').update({ featured: true });
    const featured = await get('/api/projects/all?page=1&division=hospitality&status=published&featured=true', { cookie });
    expect(featured.body.items.map((item: Json) => item.name)).toEqual(['Hotel 3']);
    const bad = await get('/api/projects/all?page=1&status=oculto', { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PROJECT_LIST_MESSAGES.status);
    // Without page the staff list stays the whole array.
    const whole = await get('/api/projects/all', { cookie });
    expect(whole.body).toHaveLength(62);
  });

  it('answers many pages asked at once, each with its own projects', async () => {
    await seed(many(48));
    const pages = await Promise.all([1, 2, 3, 4].map((page) => get(`/api/projects/all?page=${page}&pageSize=12`, { cookie })));
    const ids = pages.flatMap((page) => page.body.items.map((item: Json) => item.id));
    expect(new Set(ids).size).toBe(48);
  });
});

function pageData(html: string): { queries: { need: Json; data: Json }[] } {
  const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? '{}');
}

describe('the public projects page in pages', () => {
  it('carries one page of 12, with a canonical URL and a title of its own per page', async () => {
    const ids = (await seed(many(30))).reverse();
    const first = await (await app.request('/hospitality/proyectos')).text();
    expect(first).toContain(`<link rel="canonical" href="${app.baseUrl}/hospitality/proyectos">`);
    const [entry] = pageData(first).queries;
    expect(entry?.need).toEqual({ kind: 'project-page', division: 'hospitality', view: { page: 1 } });
    expect(entry?.data.items.map((item: Json) => item.id)).toEqual(ids.slice(0, 12));
    expect(entry?.data.total).toBe(30);

    const response = await app.request('/hospitality/proyectos?pagina=3&utm_source=boletin');
    expect(response.status).toBe(200);
    const third = await response.text();
    expect(third).toContain(`<link rel="canonical" href="${app.baseUrl}/hospitality/proyectos?pagina=3">`);
    expect(third).toMatch(/<title>Nuestros Proyectos \(página 3\) \| Hospitality/);
    expect(pageData(third).queries[0]?.data.items.map((item: Json) => item.id)).toEqual(ids.slice(24));

    const filtered = await (await app.request('/hospitality/proyectos?pagina=2&tipo=Hotel')).text();
    expect(filtered).toContain(`<link rel="canonical" href="${app.baseUrl}/hospitality/proyectos?tipo=Hotel&#38;pagina=2">`);
  });

  it('leaves the sitemap listing every published project, not pages', async () => {
    const ids = await seed([...many(30), { status: 'draft' }]);
    const sitemap = await (await app.request('/sitemap.xml')).text();
    for (const id of ids.slice(0, 30)) expect(sitemap).toContain(`/hospitality/proyecto/${id}</loc>`);
    expect(sitemap).not.toContain(`/proyecto/${ids[30]}<`);
    expect(sitemap).not.toContain('pagina=');
  });
});

describe('the division home’s featured read (?sort=featured)', () => {
  it('puts the projects marked Destacado first, then the newest, and leaves the filters’ values out', async () => {
    const ids = await seed(many(5));
    await app.db('projects').where('id', ids[1]).update({ featured: true });
    const { body } = await get('/api/projects?division=hospitality&page=1&pageSize=2&sort=featured');
    expect(body.items.map((item: Json) => item.id)).toEqual([ids[1], ids[4]]);
    expect(body.facets).toBeNull();
    const bad = await get('/api/projects?division=hospitality&page=1&sort=nombre');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PROJECT_LIST_MESSAGES.sort);
  });

  it('is what the division home carries, never the whole list', async () => {
    await seed(many(20));
    const html = await (await app.request('/hospitality')).text();
    const featured = pageData(html).queries.find((query) => query.need.kind === 'featured-projects');
    expect(featured?.data.items).toHaveLength(2);
    expect(pageData(html).queries.some((query) => query.need.kind === 'projects')).toBe(false);
  });
});
