import type { RequestListener } from 'node:http';
import { describe, expect, it } from 'vitest';
import { raw } from '../test-support/raw-http.js';
import { cached, fakeApp, serversOfEachTest } from '../test-support/read-cache-fixture.js';

const listen = serversOfEachTest();

describe('read cache in front of the app: what it keeps, and for how long', () => {
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

    for (const cacheControl of ['private, no-store', 'no-cache']) {
      const notPublic = fakeApp({ headers: { 'Cache-Control': cacheControl } });
      const notPublicBase = await listen(cached(notPublic.app).handler);
      await raw(`${notPublicBase}/corporativo`);
      await raw(`${notPublicBase}/corporativo`);
      expect(notPublic.rendered, cacheControl).toHaveLength(2);
    }
  });

  it('never shares an answer it may not keep: requests that arrive together get their own', async () => {
    let count = 0;
    const app: RequestListener = (_req, res) => {
      const mine = (count += 1);
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('ETag', `W/"${mine}"`);
      setTimeout(() => res.end(JSON.stringify({ answer: mine })), 5);
    };
    const base = await listen(cached(app).handler);
    const answers = await Promise.all(Array.from({ length: 6 }, () => raw(`${base}/api/settings`)));
    expect(new Set(answers.map((answer) => answer.body.toString())).size).toBe(6);
    expect((await raw(`${base}/api/settings`)).body.toString()).toBe('{"answer":7}');
  });

  it('keeps the answer of a URL that turned public once the content version changes', async () => {
    let version = 1;
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
    const { app, rendered } = fakeApp({ headers });
    const base = await listen(cached(app, 1024 * 1024, () => Promise.resolve(String(version))).handler);
    await raw(`${base}/hospitality`);
    await raw(`${base}/hospitality`);
    headers['Cache-Control'] = 'public, no-cache';
    version = 2;
    await raw(`${base}/hospitality`);
    await raw(`${base}/hospitality`);
    expect(rendered).toEqual(['/hospitality', '/hospitality', '/hospitality']);
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
