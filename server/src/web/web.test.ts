import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/harness.js';

let t: TestApp;
let projectId: number;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-web-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await startTestApp({ config: { webDist, mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' } });
  const [row] = await t
    .db('projects')
    .insert({
      name: 'Hotel <Brisa> del Mar',
      year: 2024,
      location: 'Punta Cana',
      division: 'hospitality',
      project_type: 'Resort',
      scope: '220 habitaciones',
      description: 'Mobiliario completo del lobby y las habitaciones.',
      image_urls: JSON.stringify(['/media/abc123-cover']),
    })
    .returning('id');
  projectId = typeof row === 'object' ? row.id : row;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function page(pathname: string) {
  const response = await t.request(pathname);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

describe('public pages', () => {
  it.each([
    '/',
    '/corporativo',
    '/hospitality/nosotros',
    '/corporativo/servicios',
    '/hospitality/proyectos',
    '/corporativo/contacto',
    '/projects',
    '/privacy',
    '/politica-de-privacidad',
    '/terms',
    '/terminos-y-condiciones',
    '/login',
    '/admin',
  ])('serves %s with 200 and an uncached page', async (pathname) => {
    const { status, headers, html } = await page(pathname);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<div id="root">');
  });

  it('answers unknown paths and missing projects with HTTP 404 (the app still renders its 404 page)', async () => {
    for (const pathname of ['/no-existe', '/corporativo/otra-cosa', '/retail', '/proyecto/999999', '/hospitality/proyecto/abc']) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(404);
      expect(html).toContain('<div id="root">');
    }
  });

  it('gives a project page its own title, description, canonical URL and preview image', async () => {
    const { status, html } = await page(`/proyecto/${projectId}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Hotel &#60;Brisa&#62; del Mar | Proyectos Hospitality | Casa Mobilia</title>');
    expect(html).toContain('<meta name="description" content="Mobiliario completo del lobby y las habitaciones.">');
    expect(html).toContain(`<link rel="canonical" href="${t.baseUrl}/hospitality/proyecto/${projectId}">`);
    expect(html).toContain(`<meta property="og:image" content="${t.baseUrl}/media/abc123-cover?w=1280">`);
  });

  it('injects the public settings as JSON the app reads, and nothing secret', async () => {
    const { html } = await page('/corporativo/contacto');
    const json = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual({
      publicUrl: t.baseUrl,
      mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      mapAttribution: expect.any(String),
      newsletterUrl: null,
    });
  });

  it('keeps admin pages out of search engines', async () => {
    expect((await page('/admin')).html).toContain('<meta name="robots" content="noindex">');
    expect((await page('/corporativo')).html).not.toContain('noindex');
  });

  it('serves hashed assets as immutable and a missing asset as 404', async () => {
    const asset = await t.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect((await t.request('/assets/missing.js')).status).toBe(404);
  });

  it('sends security headers with a CSP that allows the configured map tiles', async () => {
    const { headers } = await page('/');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.org/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('sitemap and robots', () => {
  it('lists every public route and project in sitemap.xml', async () => {
    const { status, html } = await page('/sitemap.xml');
    expect(status).toBe(200);
    for (const pathname of ['/', '/corporativo', '/hospitality/servicios', '/corporativo/contacto', '/terminos-y-condiciones']) {
      expect(html).toContain(`<loc>${t.baseUrl}${pathname}</loc>`);
    }
    expect(html).toContain(`<loc>${t.baseUrl}/hospitality/proyecto/${projectId}</loc>`);
    expect(html).not.toContain('/admin');
  });

  it('keeps /admin and /login out of robots.txt', async () => {
    const { html } = await page('/robots.txt');
    expect(html).toContain('Disallow: /admin');
    expect(html).toContain('Disallow: /login');
    expect(html).toContain(`Sitemap: ${t.baseUrl}/sitemap.xml`);
  });
});
