import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { createApp, createRequestHandler } from '../app.js';
import { loadConfig } from '../config.js';
import { bodyOf, type Json, startTestApp, type TestApp } from '../test-support/harness.js';
import { jpeg, multipart, photo } from '../test-support/images.js';
import { stubRenders, stubWebBuild } from '../test-support/web-stub.js';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function raw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Headers that depend on the moment, the connection or the request (its id), not on the answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-request-id']);
const comparable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.has(name)));

const webDist = stubWebBuild();
let t: TestApp;
let cookie: string;
/** The same app without the cache in front: what Express alone answers. */
let express: http.Server;
let expressUrl: string;
let colour = 0;

async function createProject(fields: Record<string, unknown>): Promise<Json> {
  colour += 1;
  const image = photo(await jpeg(40, 30, `#${(colour * 2654435).toString(16).padStart(6, '0').slice(-6)}`));
  const response = await t.request('/api/projects', {
    method: 'POST',
    headers: { cookie },
    body: multipart(
      {
        name: 'Hotel Prueba',
        year: '2024',
        location: 'Punta Cana',
        division: 'hospitality',
        projectType: 'Hotel',
        scope: 'FF&E de 120 habitaciones',
        brands: [],
        ...fields,
      },
      [image],
    ),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return bodyOf(response);
}

async function createBrand(fields: Record<string, unknown>): Promise<Json> {
  const response = await t.request('/api/brands', {
    method: 'POST',
    headers: { cookie },
    body: multipart(
      {
        name: 'Marca Prueba',
        description: 'Mobiliario de prueba.',
        category: 'mobiliario',
        division: 'hospitality',
        isActive: 'true',
        ...fields,
      },
      [{ field: 'logo', data: await jpeg(), filename: 'logo.jpg', type: 'image/jpeg' }],
    ),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return bodyOf(response);
}

const text = async (pathname: string, headers: Record<string, string> = {}) =>
  (await raw(`${t.baseUrl}${pathname}`, headers)).body.toString();

beforeAll(async () => {
  t = await startTestApp({ config: { webDist, readCacheBytes: 8 * 1024 * 1024 } });
  cookie = await t.adminCookie();
  express = http.createServer(createApp(t.deps));
  await new Promise<void>((resolve) => express.listen(0, '127.0.0.1', resolve));
  expressUrl = `http://127.0.0.1:${(express.address() as AddressInfo).port}`;
});
afterAll(async () => {
  express.closeAllConnections();
  await new Promise<void>((resolve) => express.close(() => resolve()));
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db('projects').delete();
  await t.db('brands').delete();
  await t.db('media').delete();
  // Rows removed behind the app's back: tell the caches, as every write path does.
  await t.db('content_version').where({ id: 1 }).increment('version', 1);
});

describe('public pages and reads answered from the read cache', () => {
  it('sends the same status, headers and body as Express, for every public read and page', async () => {
    const project = await createProject({ name: 'Hotel Brisa', description: 'x'.repeat(2000) });
    await createBrand({ name: 'Marca Sol' });
    const paths = [
      '/api/projects?division=hospitality',
      `/api/projects/${project.id}`,
      '/api/brands?division=hospitality',
      '/api/brands',
      '/hospitality',
      '/hospitality/proyectos',
      `/hospitality/proyecto/${project.id}`,
      '/',
    ];
    for (const pathname of paths) {
      const direct = await raw(`${expressUrl}${pathname}`);
      const miss = await raw(`${t.baseUrl}${pathname}`);
      const hit = await raw(`${t.baseUrl}${pathname}`);
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
    const project = await createProject({ name: 'Hotel Brisa', description: 'Vista al mar. '.repeat(200) });
    const pathname = `/api/projects/${project.id}`;
    const direct = await raw(`${expressUrl}${pathname}`, { 'accept-encoding': 'gzip, deflate, br' });
    const cached = await raw(`${t.baseUrl}${pathname}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(direct.headers['content-encoding']).toBe('br');
    expect(cached.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(cached.body).toString()).toBe(zlib.brotliDecompressSync(direct.body).toString());

    const etag = (await raw(`${expressUrl}${pathname}`)).headers.etag ?? '';
    const notModified = await raw(`${t.baseUrl}${pathname}`, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
  });

  it('shows a project created, edited or deleted in the admin at the next request', async () => {
    const first = await createProject({ name: 'Hotel Uno' });
    expect(await text('/api/projects?division=hospitality')).toContain('Hotel Uno');
    expect(await text('/hospitality/proyectos')).toContain('Hotel Uno');

    await createProject({ name: 'Hotel Dos' });
    expect(await text('/api/projects?division=hospitality')).toContain('Hotel Dos');
    expect(await text('/hospitality/proyectos')).toContain('Hotel Dos');

    expect(await text(`/hospitality/proyecto/${first.id}`)).toContain('Hotel Uno');
    const edit = await t.request(`/api/projects/${first.id}`, {
      method: 'PUT',
      headers: { cookie },
      body: multipart({
        ...first,
        name: 'Hotel Uno Renovado',
        year: String(first.year),
        brands: [],
        existingImageUrls: first.imageUrls,
      }),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect(await text(`/hospitality/proyecto/${first.id}`)).toContain('Hotel Uno Renovado');
    expect(JSON.parse(await text(`/api/projects/${first.id}`)).name).toBe('Hotel Uno Renovado');

    expect((await t.request(`/api/projects/${first.id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(204);
    expect((await raw(`${t.baseUrl}/api/projects/${first.id}`)).status).toBe(404);
    expect((await raw(`${t.baseUrl}/hospitality/proyecto/${first.id}`)).status).toBe(404);
    expect(await text('/hospitality/proyectos')).not.toContain('Hotel Uno');
  });

  it('shows a brand renamed or deleted at the next request, in its lists and in the projects that name it', async () => {
    const brand = await createBrand({ name: 'Marca Sol' });
    const project = await createProject({ name: 'Hotel Brisa', brands: [brand.id] });
    expect(await text('/api/brands?division=hospitality')).toContain('Marca Sol');
    expect(await text(`/api/projects/${project.id}`)).toContain('Marca Sol');

    const rename = await t.request(`/api/brands/${brand.id}`, {
      method: 'PUT',
      headers: { cookie },
      body: multipart({ ...brand, name: 'Marca Luna', websiteUrl: '', isActive: 'true' }),
    });
    expect(rename.status, await rename.clone().text()).toBe(200);
    expect(await text('/api/brands?division=hospitality')).toContain('Marca Luna');
    expect(await text('/api/brands')).toContain('Marca Luna');
    expect(await text(`/api/projects/${project.id}`)).toContain('Marca Luna');

    expect((await t.request(`/api/brands/${brand.id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(204);
    expect(await text('/api/brands?division=hospitality')).not.toContain('Marca Luna');
    expect(await text(`/api/projects/${project.id}`)).not.toContain('Marca Luna');
  });

  it('answers signed-in staff from Express, and never keeps their answers for visitors', async () => {
    await createBrand({ name: 'Marca Visible' });
    await createBrand({ name: 'Marca Oculta', isActive: 'false' });
    expect(await text('/api/brands')).not.toContain('Marca Oculta');
    expect(await text('/api/brands', { cookie })).toContain('Marca Oculta');
    expect(await text('/api/brands')).not.toContain('Marca Oculta');
  });

  it('renders a page once for visitors who ask at the same moment, and again only after a write', async () => {
    await createProject({ name: 'Hotel Concurrido' });
    const before = stubRenders();
    const pages = await Promise.all(Array.from({ length: 12 }, () => text('/hospitality/proyectos', { 'accept-encoding': 'identity' })));
    expect(pages.every((page) => page.includes('Hotel Concurrido'))).toBe(true);
    expect(stubRenders() - before).toBe(1);

    await text('/hospitality/proyectos');
    expect(stubRenders() - before).toBe(1);
    await createProject({ name: 'Hotel Nuevo' });
    expect(await text('/hospitality/proyectos')).toContain('Hotel Nuevo');
    expect(stubRenders() - before).toBe(2);
  });

  it('keeps no answer that is not a 200: unknown projects and bad divisions go to Express every time', async () => {
    for (const pathname of ['/api/projects/999999', '/api/projects?division=oficinas', '/hospitality/proyecto/999999']) {
      const first = await raw(`${t.baseUrl}${pathname}`);
      const second = await raw(`${t.baseUrl}${pathname}`);
      expect(first.status, pathname).toBeGreaterThanOrEqual(400);
      expect(second.status, pathname).toBe(first.status);
    }
    const before = stubRenders();
    await raw(`${t.baseUrl}/hospitality/proyecto/999999`);
    await raw(`${t.baseUrl}/hospitality/proyecto/999999`);
    expect(stubRenders() - before).toBe(2);
    expect(JSON.parse((await raw(`${t.baseUrl}/api/projects/999999`)).body.toString()).message).toMatch(/no encontrado/i);
  });
});

describe('answers the cache does not keep', () => {
  it('never keeps an admin address (the browser app at /admin/…): each is read afresh, unlike a public page', async () => {
    const admin = ['/admin', '/admin/solicitudes/42', '/admin/proyectos/nuevo'];
    for (const pathname of ['/hospitality', ...admin]) expect(await text(pathname), pathname).toContain('Casa Mobilia');
    // A change behind the cache's back (no content version): only what Express renders again shows it.
    const renamed = JSON.stringify({ ...DEFAULT_SITE_SETTINGS, companyName: 'Mobiliario Directo' });
    await t.db('site_settings').insert({ id: 1, current: renamed }).onConflict('id').merge();
    try {
      expect(await text('/hospitality')).not.toContain('Mobiliario Directo');
      for (const pathname of admin) expect(await text(pathname), pathname).toContain('Mobiliario Directo');
    } finally {
      await t.db('site_settings').delete();
    }
  });

  it('go out compressed as Express would send them: a missing project page, gzipped for a browser', async () => {
    const pathname = '/hospitality/proyecto/999999';
    const direct = await raw(`${expressUrl}${pathname}`);
    const page = await raw(`${t.baseUrl}${pathname}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.status).toBe(404);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-length']).toBe(String(page.body.length));
    expect(zlib.gunzipSync(page.body).toString()).toBe(direct.body.toString());
    expect(page.headers.vary).toBe('Accept-Encoding');
    const plain = await raw(`${t.baseUrl}${pathname}`, { 'accept-encoding': 'gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(direct.body.toString());
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
    await createProject({ name: 'Hotel Sin Caché' });
    const server = http.createServer(createRequestHandler({ ...t.deps, config: { ...t.deps.config, readCacheBytes: 0 } }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hospitality/proyectos`;
      const before = stubRenders();
      expect((await raw(url)).body.toString()).toContain('Hotel Sin Caché');
      expect((await raw(url)).body.toString()).toContain('Hotel Sin Caché');
      expect(stubRenders() - before).toBe(2);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
