import { describe, expect, it } from 'vitest';
import { createRequestHandler } from '../app.js';
import { loadConfig } from '../config.js';
import { multipart } from '../test-support/images.js';
import { publicReadsSuite } from '../test-support/public-reads-suite.js';
import { listen, raw } from '../test-support/raw-http.js';
import { stubRenders } from '../test-support/web-stub.js';

const suite = publicReadsSuite();

describe('public pages and reads after a write', () => {
  it('shows a project created, edited or deleted in the admin at the next request', async () => {
    const first = await suite.createProject({ name: 'Hotel Uno' });
    expect(await suite.text('/api/projects?division=hospitality')).toContain('Hotel Uno');
    expect(await suite.text('/hospitality/proyectos')).toContain('Hotel Uno');

    await suite.createProject({ name: 'Hotel Dos' });
    expect(await suite.text('/api/projects?division=hospitality')).toContain('Hotel Dos');
    expect(await suite.text('/hospitality/proyectos')).toContain('Hotel Dos');

    expect(await suite.text(`/hospitality/proyecto/${first.id}`)).toContain('Hotel Uno');
    const edit = await suite.t.request(`/api/projects/${first.id}`, {
      method: 'PUT',
      headers: { cookie: suite.cookie },
      body: multipart({
        ...first,
        name: 'Hotel Uno Renovado',
        year: String(first.year),
        brands: [],
        existingImageUrls: first.imageUrls,
      }),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect(await suite.text(`/hospitality/proyecto/${first.id}`)).toContain('Hotel Uno Renovado');
    expect(JSON.parse(await suite.text(`/api/projects/${first.id}`)).name).toBe('Hotel Uno Renovado');

    expect((await suite.t.request(`/api/projects/${first.id}`, { method: 'DELETE', headers: { cookie: suite.cookie } })).status).toBe(204);
    expect((await raw(`${suite.t.baseUrl}/api/projects/${first.id}`)).status).toBe(404);
    expect((await raw(`${suite.t.baseUrl}/hospitality/proyecto/${first.id}`)).status).toBe(404);
    expect(await suite.text('/hospitality/proyectos')).not.toContain('Hotel Uno');
  });

  it('shows a brand renamed or deleted at the next request, in its lists and in the projects that name it', async () => {
    const brand = await suite.createBrand({ name: 'Marca Sol' });
    const project = await suite.createProject({ name: 'Hotel Brisa', brands: [brand.id] });
    expect(await suite.text('/api/brands?division=hospitality')).toContain('Marca Sol');
    expect(await suite.text(`/api/projects/${project.id}`)).toContain('Marca Sol');

    const rename = await suite.t.request(`/api/brands/${brand.id}`, {
      method: 'PUT',
      headers: { cookie: suite.cookie },
      body: multipart({ ...brand, name: 'Marca Luna', websiteUrl: '', isActive: 'true' }),
    });
    expect(rename.status, await rename.clone().text()).toBe(200);
    expect(await suite.text('/api/brands?division=hospitality')).toContain('Marca Luna');
    expect(await suite.text('/api/brands')).toContain('Marca Luna');
    expect(await suite.text(`/api/projects/${project.id}`)).toContain('Marca Luna');

    expect((await suite.t.request(`/api/brands/${brand.id}`, { method: 'DELETE', headers: { cookie: suite.cookie } })).status).toBe(204);
    expect(await suite.text('/api/brands?division=hospitality')).not.toContain('Marca Luna');
    expect(await suite.text(`/api/projects/${project.id}`)).not.toContain('Marca Luna');
  });

  it('renders a page once for visitors who ask at the same moment, and again only after a write', async () => {
    await suite.createProject({ name: 'Hotel Concurrido' });
    const before = stubRenders();
    const pages = await Promise.all(
      Array.from({ length: 12 }, () => suite.text('/hospitality/proyectos', { 'accept-encoding': 'identity' })),
    );
    expect(pages.every((page) => page.includes('Hotel Concurrido'))).toBe(true);
    expect(stubRenders() - before).toBe(1);

    await suite.text('/hospitality/proyectos');
    expect(stubRenders() - before).toBe(1);
    await suite.createProject({ name: 'Hotel Nuevo' });
    expect(await suite.text('/hospitality/proyectos')).toContain('Hotel Nuevo');
    expect(stubRenders() - before).toBe(2);
  });
});

describe('READ_CACHE_MB', () => {
  it('is 32 MB unless set; 0 turns the cache off; anything but a number of MB stops the server', () => {
    expect(loadConfig({}).readCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ READ_CACHE_MB: '0' }).readCacheBytes).toBe(0);
    expect(loadConfig({ READ_CACHE_MB: '0.5' }).readCacheBytes).toBe(512 * 1024);
    expect(() => loadConfig({ READ_CACHE_MB: 'mucho' })).toThrow(/READ_CACHE_MB/);
    expect(() => loadConfig({ READ_CACHE_MB: '-1' })).toThrow(/READ_CACHE_MB/);
  });

  it('at 0 every visitor request is rendered by Express', async () => {
    await suite.createProject({ name: 'Hotel Sin Caché' });
    const server = await listen(createRequestHandler({ ...suite.t.deps, config: { ...suite.t.deps.config, readCacheBytes: 0 } }));
    try {
      const url = `${server.url}/hospitality/proyectos`;
      const before = stubRenders();
      expect((await raw(url)).body.toString()).toContain('Hotel Sin Caché');
      expect((await raw(url)).body.toString()).toContain('Hotel Sin Caché');
      expect(stubRenders() - before).toBe(2);
    } finally {
      await server.close();
    }
  });
});
