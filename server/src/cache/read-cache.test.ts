import http, { type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheKeyOf, type ReadCache, withReadCache } from './read-cache.js';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function listen(listener: RequestListener): Promise<string> {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A request with exactly these headers (fetch would add Accept-Encoding and decompress). */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A stand-in for the Express app: a page of `size` bytes per URL, counting what it rendered. */
function fakeApp(options: { size?: number; status?: (url: string) => number; headers?: Record<string, string> } = {}) {
  const rendered: string[] = [];
  const app: RequestListener = (req, res) => {
    rendered.push(req.url ?? '');
    const body = `<!doctype html><p>${req.url}</p>${'x'.repeat(options.size ?? 4000)}`;
    res.statusCode = options.status?.(req.url ?? '') ?? 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('ETag', `W/"page-${req.url}"`);
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    // Written in two pieces, as a stream would.
    res.write(body.slice(0, 100));
    setTimeout(() => res.end(body.slice(100)), 5);
  };
  return { app, rendered };
}

function cached(app: RequestListener, maxBytes = 1024 * 1024, version = () => Promise.resolve('1')): ReadCache {
  return withReadCache(app, { maxBytes, readVersion: version, logError: () => undefined });
}

describe('which requests the read cache may answer', () => {
  const key = (url: string, init: { method?: string; cookie?: string } = {}) =>
    cacheKeyOf({ method: init.method ?? 'GET', url, headers: init.cookie ? { cookie: init.cookie } : {} } as http.IncomingMessage);

  it('takes the public pages and the public reads, by path and query', () => {
    expect(key('/')).toBe('/');
    expect(key('/hospitality')).toBe('/hospitality');
    expect(key('/hospitality/proyecto/3')).toBe('/hospitality/proyecto/3');
    expect(key('/corporativo/contacto?utm=x')).toBe('/corporativo/contacto?utm=x');
    expect(key('/api/projects?division=hospitality')).toBe('/api/projects?division=hospitality');
    expect(key('/api/projects/7')).toBe('/api/projects/7');
    expect(key('/api/brands')).toBe('/api/brands');
    expect(key('/api/brands?division=corporativo')).toBe('/api/brands?division=corporativo');
    expect(key('/hospitality', { method: 'HEAD' })).toBe('/hospitality');
  });

  it('leaves to Express the admin, sign-in, unknown paths, media, other API calls, writes and signed-in visitors', () => {
    expect(key('/admin')).toBeNull();
    expect(key('/login')).toBeNull();
    expect(key('/no-existe')).toBeNull();
    expect(key('/media/abc123?w=640')).toBeNull();
    expect(key('/assets/index-abc.js')).toBeNull();
    expect(key('/api/projects')).toBeNull();
    expect(key('/api/health')).toBeNull();
    expect(key('/api/auth/me')).toBeNull();
    expect(key('/api/projects?division=hospitality', { method: 'POST' })).toBeNull();
    expect(key('/hospitality', { cookie: 'tema=oscuro; casa_session=abcdefghijklmnopqrstuvwxyz' })).toBeNull();
    expect(key('/hospitality', { cookie: 'tema=oscuro' })).toBe('/hospitality');
  });
});

describe('read cache in front of the app', () => {
  it('answers a repeated request from ready bytes with the headers the app sent', async () => {
    const { app, rendered } = fakeApp();
    const base = await listen(cached(app).handler);
    const first = await raw(`${base}/hospitality`);
    const second = await raw(`${base}/hospitality`);
    expect(rendered).toEqual(['/hospitality']);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.body.toString()).toContain('<p>/hospitality</p>');
    for (const name of ['content-type', 'cache-control', 'x-content-type-options', 'etag']) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    expect(second.headers['content-length']).toBe(String(second.body.length));
  });

  it('sends brotli or gzip as Accept-Encoding allows, the same page once decompressed, identity otherwise', async () => {
    const { app } = fakeApp();
    const base = await listen(cached(app).handler);
    const plain = await raw(`${base}/corporativo`);
    const br = await raw(`${base}/corporativo`, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await raw(`${base}/corporativo`, { 'accept-encoding': 'gzip' });
    const refused = await raw(`${base}/corporativo`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
  });

  it('replaces the first brotli copy by a best-quality one after answering, the same page once decompressed', async () => {
    const app: RequestListener = (req, res) => {
      const words = Array.from({ length: 3000 }, (_, index) => `palabra${(index * 7919) % 1013}`).join(' ');
      const body = `<!doctype html><p>${req.url}</p><p>${words}</p>`;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('ETag', 'W/"texto"');
      res.end(body);
    };
    const cache = cached(app);
    const base = await listen(cache.handler);
    const first = await raw(`${base}/hospitality/nosotros`, { 'accept-encoding': 'br' });
    const bytesBefore = cache.stats().bytes;
    await cache.settled();
    const later = await raw(`${base}/hospitality/nosotros`, { 'accept-encoding': 'br' });
    const plain = await raw(`${base}/hospitality/nosotros`);
    expect(zlib.brotliDecompressSync(first.body).equals(plain.body)).toBe(true);
    expect(zlib.brotliDecompressSync(later.body).equals(plain.body)).toBe(true);
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(later.headers['content-length']).toBe(String(later.body.length));
    expect(cache.stats().bytes).toBe(bytesBefore - (first.body.length - later.body.length));
  });

  it('answers 304 with no body to a matching If-None-Match, on the first request too', async () => {
    const { app, rendered } = fakeApp();
    const base = await listen(cached(app).handler);
    const etag = 'W/"page-/hospitality/proyectos"';
    const first = await raw(`${base}/hospitality/proyectos`, { 'if-none-match': etag });
    const again = await raw(`${base}/hospitality/proyectos`, { 'if-none-match': `"otro", ${etag.slice(2)}` });
    const changed = await raw(`${base}/hospitality/proyectos`, { 'if-none-match': '"otro"' });
    expect(rendered).toHaveLength(1);
    expect(first.headers.etag).toBe(etag);
    expect([first.status, again.status, changed.status]).toEqual([304, 304, 200]);
    expect(first.body.length + again.body.length).toBe(0);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(changed.body.toString()).toContain('/hospitality/proyectos');
  });

  it('answers HEAD with the headers only', async () => {
    const { app } = fakeApp();
    const base = await listen(cached(app).handler);
    await raw(`${base}/corporativo`);
    const head = await raw(`${base}/corporativo`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(4000);
  });

  it('never keeps an answer that is not a 200 for everyone', async () => {
    const { app, rendered } = fakeApp({ status: (url) => (url.includes('proyecto/9') ? 404 : url.includes('fallo') ? 500 : 200) });
    const base = await listen(cached(app).handler);
    for (const url of ['/hospitality/proyecto/9', '/hospitality?fallo=1']) {
      const first = await raw(`${base}${url}`);
      const second = await raw(`${base}${url}`);
      expect([first.status, second.status]).toEqual(url.includes('fallo') ? [500, 500] : [404, 404]);
      expect(second.body.toString()).toContain(url);
    }
    expect(rendered).toHaveLength(4);

    const withCookie = fakeApp({ headers: { 'Set-Cookie': 'a=b' } });
    const cookieBase = await listen(cached(withCookie.app).handler);
    await raw(`${cookieBase}/corporativo`);
    await raw(`${cookieBase}/corporativo`);
    expect(withCookie.rendered).toHaveLength(2);

    const privateAnswer = fakeApp({ headers: { 'Cache-Control': 'private, no-store' } });
    const privateBase = await listen(cached(privateAnswer.app).handler);
    await raw(`${privateBase}/corporativo`);
    await raw(`${privateBase}/corporativo`);
    expect(privateAnswer.rendered).toHaveLength(2);
  });

  it('renders once for requests for the same page that arrive together', async () => {
    const { app, rendered } = fakeApp();
    const base = await listen(cached(app).handler);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => raw(`${base}/hospitality`, index % 2 ? { 'accept-encoding': 'br' } : {})),
    );
    expect(rendered).toEqual(['/hospitality']);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(answers.filter((answer) => answer.headers['content-encoding'] === 'br')).toHaveLength(10);
  });

  it('drops every ready answer when the content version changes', async () => {
    const { app, rendered } = fakeApp();
    let version = 1;
    const base = await listen(cached(app, 1024 * 1024, () => Promise.resolve(String(version))).handler);
    await raw(`${base}/hospitality`);
    await raw(`${base}/corporativo`);
    await raw(`${base}/hospitality`);
    version = 2;
    await raw(`${base}/hospitality`);
    await raw(`${base}/corporativo`);
    expect(rendered).toEqual(['/hospitality', '/corporativo', '/hospitality', '/corporativo']);
  });

  it('keeps within its memory, dropping the least recently used page first', async () => {
    const { app, rendered } = fakeApp({ size: 20_000 });
    // Room for two of these pages (identity + gzip + brotli of 20 KB of 'x' is about 20.2 KB).
    const cache = cached(app, 45_000);
    const base = await listen(cache.handler);
    await raw(`${base}/hospitality`);
    await raw(`${base}/corporativo`);
    await raw(`${base}/hospitality`); // now the most recent
    await raw(`${base}/hospitality/proyectos`); // pushes out /corporativo
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(45_000);
    await raw(`${base}/hospitality`);
    await raw(`${base}/corporativo`);
    expect(rendered).toEqual(['/hospitality', '/corporativo', '/hospitality/proyectos', '/corporativo']);
  });

  it('lets the app answer when the content version cannot be read', async () => {
    const { app, rendered } = fakeApp();
    const base = await listen(cached(app, 1024 * 1024, () => Promise.reject(new Error('sin base de datos'))).handler);
    expect((await raw(`${base}/hospitality`)).status).toBe(200);
    expect((await raw(`${base}/hospitality`)).status).toBe(200);
    expect(rendered).toHaveLength(2);
  });
});
