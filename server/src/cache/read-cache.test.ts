import type { RequestListener } from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { raw } from '../test-support/raw-http.js';
import { cached, fakeApp, serversOfEachTest } from '../test-support/read-cache-fixture.js';

const listen = serversOfEachTest();

describe('read cache in front of the app: answers from ready bytes', () => {
  it('answers a repeated request from ready bytes with the headers the app sent', async () => {
    const { app, rendered } = fakeApp();
    const cache = cached(app);
    const base = await listen(cache.handler);
    const first = await raw(`${base}/hospitality`);
    const second = await raw(`${base}/hospitality`);
    expect(rendered).toEqual(['/hospitality']);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
    expect(cache.stats().bytes).toBeGreaterThan(4000);
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
      res.setHeader('Cache-Control', 'public, no-cache');
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
    expect(first.headers['cache-control']).toBe('public, no-cache');
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
});
