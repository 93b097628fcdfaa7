import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { createServerHandler } from '../app.js';
import { comparable, publicReadsSuite } from '../test-support/public-reads-suite.js';
import { listen, raw } from '../test-support/raw-http.js';
import { stubRenders } from '../test-support/web-stub.js';

const suite = publicReadsSuite();

describe('public pages and reads answered from the read cache', () => {
  it('sends the same status, headers and body as Express, for every public read and page', async () => {
    const project = await suite.createProject({ name: 'Hotel Brisa', description: 'x'.repeat(2000) });
    await suite.createBrand({ name: 'Marca Sol' });
    const paths = [
      '/api/projects?division=hospitality',
      `/api/projects/${project.id}`,
      '/api/brands?division=hospitality',
      '/api/brands',
      '/api/page-content',
      '/hospitality',
      '/hospitality/proyectos',
      `/hospitality/proyecto/${project.id}`,
      '/',
    ];
    for (const pathname of paths) {
      const direct = await raw(`${suite.expressUrl}${pathname}`);
      const miss = await raw(`${suite.t.baseUrl}${pathname}`);
      const hit = await raw(`${suite.t.baseUrl}${pathname}`);
      for (const answer of [miss, hit]) {
        expect(answer.status, pathname).toBe(200);
        expect(comparable(answer.headers), pathname).toEqual(comparable(direct.headers));
        expect(answer.body.toString(), pathname).toBe(direct.body.toString());
      }
      expect(hit.headers['content-security-policy'], pathname).toContain("default-src 'self'");
      expect(hit.headers.vary, pathname).toBe('Accept-Encoding');
      expect(hit.headers.etag, pathname).toMatch(/^W\/"/);
      // Each answer, from the cache or not, carries its own request's id (never a kept one).
      expect(hit.headers['x-request-id'], pathname).toMatch(/^[0-9a-f-]{36}$/);
      expect(hit.headers['x-request-id'], pathname).not.toBe(miss.headers['x-request-id']);
    }
  });

  it('compresses like Express would, brotli first, and answers 304 to the ETag Express gave', async () => {
    const project = await suite.createProject({ name: 'Hotel Brisa', description: 'Vista al mar. '.repeat(200) });
    const pathname = `/api/projects/${project.id}`;
    const direct = await raw(`${suite.expressUrl}${pathname}`, { 'accept-encoding': 'gzip, deflate, br' });
    const cached = await raw(`${suite.t.baseUrl}${pathname}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(direct.headers['content-encoding']).toBe('br');
    expect(cached.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(cached.body).toString()).toBe(zlib.brotliDecompressSync(direct.body).toString());

    const etag = (await raw(`${suite.expressUrl}${pathname}`)).headers.etag ?? '';
    const notModified = await raw(`${suite.t.baseUrl}${pathname}`, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
  });

  it('answers signed-in staff from Express, and never keeps their answers for visitors', async () => {
    await suite.createBrand({ name: 'Marca Visible' });
    await suite.createBrand({ name: 'Marca Oculta', isActive: 'false' });
    expect(await suite.text('/api/brands')).not.toContain('Marca Oculta');
    expect(await suite.text('/api/brands', { cookie: suite.cookie })).toContain('Marca Oculta');
    expect(await suite.text('/api/brands')).not.toContain('Marca Oculta');
  });

  it('keeps no answer that is not a 200: unknown projects and bad divisions go to Express every time', async () => {
    for (const pathname of ['/api/projects/999999', '/api/projects?division=oficinas', '/hospitality/proyecto/999999']) {
      const first = await raw(`${suite.t.baseUrl}${pathname}`);
      const second = await raw(`${suite.t.baseUrl}${pathname}`);
      expect(first.status, pathname).toBeGreaterThanOrEqual(400);
      expect(second.status, pathname).toBe(first.status);
    }
    const before = stubRenders();
    await raw(`${suite.t.baseUrl}/hospitality/proyecto/999999`);
    await raw(`${suite.t.baseUrl}/hospitality/proyecto/999999`);
    expect(stubRenders() - before).toBe(2);
    expect(JSON.parse((await raw(`${suite.t.baseUrl}/api/projects/999999`)).body.toString()).message).toMatch(/no encontrado/i);
  });
});

describe('answers the cache does not keep', () => {
  it('never keeps an admin address (the browser app at /admin/…): each is read afresh, unlike a public page', async () => {
    const admin = ['/admin', '/admin/solicitudes/42', '/admin/proyectos/nuevo'];
    for (const pathname of ['/hospitality', ...admin]) expect(await suite.text(pathname), pathname).toContain('Casa Mobilia');
    // A change behind the cache's back (no content version): only what Express renders again shows it.
    const renamed = JSON.stringify({ ...DEFAULT_SITE_SETTINGS, companyName: 'Mobiliario Directo' });
    await suite.t.db('site_settings').insert({ id: 1, current: renamed }).onConflict('id').merge();
    try {
      expect(await suite.text('/hospitality')).not.toContain('Mobiliario Directo');
      for (const pathname of admin) expect(await suite.text(pathname), pathname).toContain('Mobiliario Directo');
    } finally {
      await suite.t.db('site_settings').delete();
    }
  });

  it('go out compressed as Express would send them: a missing project page, gzipped for a browser', async () => {
    const pathname = '/hospitality/proyecto/999999';
    const direct = await raw(`${suite.expressUrl}${pathname}`);
    const page = await raw(`${suite.t.baseUrl}${pathname}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.status).toBe(404);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-length']).toBe(String(page.body.length));
    expect(zlib.gunzipSync(page.body).toString()).toBe(direct.body.toString());
    expect(page.headers.vary).toBe('Accept-Encoding');
    const plain = await raw(`${suite.t.baseUrl}${pathname}`, { 'accept-encoding': 'gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(direct.body.toString());
  });
});

describe('the cache’s figures', () => {
  it('counts hits, misses, answers kept and their bytes, for metrics and a status screen', async () => {
    const { handler, cache } = createServerHandler(suite.t.deps);
    const server = await listen(handler);
    try {
      await suite.createProject({ name: 'Hotel Contado' });
      await raw(`${server.url}/hospitality/proyectos`);
      await raw(`${server.url}/hospitality/proyectos`);
      await raw(`${server.url}/hospitality/proyectos`, { 'accept-encoding': 'br' });
      await raw(`${server.url}/api/health`);
      expect(cache?.stats()).toMatchObject({ hits: 2, misses: 2, entries: 1 });
      expect(cache?.stats().bytes).toBeGreaterThan(0);
      expect(createServerHandler({ ...suite.t.deps, config: { ...suite.t.deps.config, readCacheBytes: 0 } }).cache).toBeNull();
    } finally {
      await server.close();
    }
  });
});
