import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { EARLY_TAPS_SCRIPT } from './early-taps.js';

let t: TestApp;
let projectId: number;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-web-dist-'));

// A stand-in for apps/web's server entry: echoes what the server handed it, so these tests check
// the server's part (data, head, status, assets) without building React. tests/e2e checks the real one.
const ENTRY = `
export async function render(url, data) {
  if (url.includes('explota')) throw new Error('render failed');
  const needs = data.queries.map((query) => query.need);
  return { html: '<main data-url="' + url + '">' + JSON.stringify(needs) + '</main>', head: '<link rel="preload" as="image" href="/lcp.webp"/>' };
}
export function routeModules(pathname) {
  return ['src/features/page.tsx'];
}
export const preloadedFonts = ['@fontsource/inter/files/inter-latin-400-normal.woff2'];
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_hero.js': { file: 'assets/hero.js', imports: ['_shared.js'], css: ['assets/hero.css'] },
  'src/features/page.tsx': { file: 'assets/page.js', imports: ['_hero.js', 'index.html'], css: ['assets/page.css'] },
  '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2': {
    file: 'assets/inter-400.woff2',
    src: '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2',
  },
};

/** A GET with the path exactly as written: fetch() would resolve dot-segments before sending. */
function rawGet(requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${t.baseUrl}/`, { path: requestPath }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  const client = path.join(webDist, 'client');
  fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(webDist, 'server'));
  fs.mkdirSync(path.join(client, '.vite'));
  fs.writeFileSync(
    path.join(client, 'index.html'),
    '<!doctype html><html lang="es"><head><!--app-head-->\n    <script type="module" crossorigin src="/assets/index-abc123.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/shared.js">\n    <link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(client, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(client, 'assets', 'hero.css'), '.hero{min-height:60vh}');
  fs.writeFileSync(path.join(webDist, 'server', 'entry-server.js'), ENTRY);
  fs.writeFileSync(path.join(client, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await startTestApp({ config: { webDist, mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' } });
  const [row] = await t
    .db('projects')
    .insert({
      name: 'Hotel <Brisa> del Mar $&',
      year: 2024,
      location: 'Punta Cana',
      division: 'hospitality',
      project_type: 'Resort',
      scope: '220 habitaciones',
      description: 'Mobiliario completo del lobby y las habitaciones.',
      image_urls: JSON.stringify(['/media/abc123-cover', '/media/def456-lobby']),
    })
    .returning('id');
  projectId = typeof row === 'object' ? row.id : row;
  await t.db('brands').insert([
    { name: 'Activa', description: 'd', logo_url: '/media/l1', category: 'mobiliario', division: 'hospitality', is_active: true },
    { name: 'Oculta', description: 'd', logo_url: '/media/l2', category: 'mobiliario', division: 'hospitality', is_active: false },
  ]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function page(pathname: string, init?: RequestInit) {
  const response = await t.request(pathname, init);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

function pageData(html: string) {
  const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as { config: Record<string, unknown>; queries: { need: { kind: string }; data: unknown }[] };
}

function jsonLd(html: string) {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as { '@context': string; '@graph': Record<string, unknown>[] };
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
  ])('renders %s on the server with 200, the same for every visitor and revalidated each time', async (pathname) => {
    const { status, headers, html } = await page(pathname);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, no-cache');
    expect(html).toContain(`<div id="root"><main data-url="${pathname}">`);
  });

  it('leaves /login and every /admin address to the browser: an empty root, no page data queries, noindex, uncached', async () => {
    const addresses = [
      '/login',
      '/admin',
      '/admin/usuarios',
      '/admin/cuenta',
      '/admin/solicitudes/42',
      '/admin/proyectos/nuevo',
      '/admin/x/y',
    ];
    for (const pathname of addresses) {
      const { status, headers, html } = await page(pathname);
      expect(status, pathname).toBe(200);
      // Not public: the read cache never keeps the admin's page.
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(html).toContain('<div id="root"></div>');
      expect(pageData(html).queries).toEqual([]);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers unknown paths with HTTP 404, rendered too', async () => {
    for (const pathname of ['/no-existe', '/corporativo/otra-cosa', '/retail', '/corporativo/proyecto/1/extra']) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(404);
      expect(html).toContain('<title>404 Page Not Found | Casa Mobilia</title>');
      expect(html).toContain('<main data-url=');
    }
  });

  it("answers any project id that does not exist, numeric or not, with 404 'Proyecto no encontrado'", async () => {
    for (const pathname of ['/proyecto/999999', '/hospitality/proyecto/abc', '/proyecto/0', '/corporativo/proyecto/99999999999']) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(404);
      expect(html).toContain('<title>Proyecto no encontrado | Casa Mobilia</title>');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    // A numeric id is looked up, and its absence handed to the page, so the browser does not ask again.
    expect(pageData((await page('/proyecto/999999')).html).queries[0]).toEqual({ need: { kind: 'project', id: 999999 }, data: null });
    expect(pageData((await page('/proyecto/abc')).html).queries).toEqual([]);
  });

  it('gives a project page its own title, description, canonical URL and preview image', async () => {
    const { status, html } = await page(`/proyecto/${projectId}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Hotel &#60;Brisa&#62; del Mar $&#38; | Proyectos Hospitality | Casa Mobilia</title>');
    expect(html).toContain('<meta name="description" content="Mobiliario completo del lobby y las habitaciones.">');
    expect(html).toContain(`<link rel="canonical" href="${t.baseUrl}/hospitality/proyecto/${projectId}">`);
    expect(html).toContain(`<meta property="og:image" content="${t.baseUrl}/media/abc123-cover?w=1280">`);
  });

  it('points the canonical URL of an alias at its Spanish path', async () => {
    expect((await page('/privacy')).html).toContain(`<link rel="canonical" href="${t.baseUrl}/politica-de-privacidad">`);
    expect((await page('/hospitality/')).html).toContain(`<link rel="canonical" href="${t.baseUrl}/hospitality">`);
  });

  it('hands the page its data as the API answers a visitor, in a JSON script, with the public settings and nothing secret', async () => {
    const { html } = await page('/hospitality');
    const data = pageData(html);
    expect(data.config).toEqual({
      publicUrl: t.baseUrl,
      mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      mapAttribution: expect.any(String),
      newsletterUrl: null,
    });
    const [projects, brands] = data.queries;
    expect(projects?.need).toEqual({ kind: 'featured-projects', division: 'hospitality' });
    expect(projects?.data).toEqual(await (await t.request('/api/projects?division=hospitality&page=1&pageSize=2&sort=featured')).json());
    expect(brands?.need).toEqual({ kind: 'brands', division: 'hospitality' });
    expect(brands?.data).toEqual(await (await t.request('/api/brands?division=hospitality')).json());
    expect((brands?.data as { name: string }[]).map((brand) => brand.name)).toEqual(['Activa']);
    // Escaped so no value can close the script: the project's "<Brisa>" never appears raw.
    expect(html).not.toContain('<Brisa>');
  });

  it('is the same page for every visitor: a signed-in admin gets the same bytes', async () => {
    const anonymous = await page('/proyecto/' + projectId);
    const admin = await page('/proyecto/' + projectId, { headers: { cookie: await t.adminCookie() } });
    expect(admin.html).toBe(anonymous.html);
  });

  it('sets no cookie for a visitor, on pages, reads and the forms they send (docs/product.md §2 "Legal pages")', async () => {
    const responses = await Promise.all([
      t.request('/hospitality'),
      t.request(`/proyecto/${projectId}`),
      t.request('/no-existe'),
      t.request('/api/projects?division=hospitality'),
      t.request('/api/brands?division=hospitality'),
      t.request('/api/contacts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: t.baseUrl },
        body: JSON.stringify({
          name: 'Ana Pérez',
          email: 'ana@example.com',
          phone: '8095550123',
          message: 'Quisiera una cotización.',
          acceptPrivacy: true,
          division: 'hospitality',
        }),
      }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 404, 200, 200, 201]);
    for (const response of responses) expect(response.headers.get('set-cookie'), response.url).toBeNull();
  });

  it('describes the company on every page and the project on its page (JSON-LD)', async () => {
    const home = jsonLd((await page('/corporativo')).html);
    expect(home['@context']).toBe('https://schema.org');
    const [organization] = home['@graph'];
    expect(organization).toMatchObject({
      '@type': ['Organization', 'LocalBusiness'],
      name: 'Casa Mobilia',
      telephone: expect.any(String),
      address: { '@type': 'PostalAddress', addressCountry: 'DO', streetAddress: expect.any(String) },
      sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
    });
    expect(home['@graph']).toHaveLength(2);
    expect(home['@graph'][1]).toMatchObject({ '@type': 'WebPage', url: `${t.baseUrl}/corporativo`, inLanguage: 'es' });

    const project = jsonLd((await page(`/hospitality/proyecto/${projectId}`)).html)['@graph'][2];
    expect(project).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Hotel <Brisa> del Mar $&',
      url: `${t.baseUrl}/hospitality/proyecto/${projectId}`,
      dateCreated: '2024',
      locationCreated: { '@type': 'Place', name: 'Punta Cana' },
      image: [`${t.baseUrl}/media/abc123-cover?w=1280`, `${t.baseUrl}/media/def456-lobby?w=1280`],
      inLanguage: 'es',
    });
  });

  it("puts the page's image preloads and fonts in <head>, and its modules' CSS after the entry's", async () => {
    const { html } = await page('/corporativo/servicios');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/lcp.webp"/>');
    expect(head).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-400.woff2">');
    const order = ['/assets/index.css', '/assets/hero.css', '/assets/page.css'].map((file) => head.indexOf(`href="${file}"`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBeGreaterThan(-1);
  });

  it("loads a rendered page's scripts from one inline boot script the CSP allows by its hash", async () => {
    const { html, headers } = await page('/corporativo/servicios');
    const head = html.slice(0, html.indexOf('</head>'));
    // No module is fetched before the page paints: the entry, its imports and the page's modules
    // are named once each, entry first, for the boot script.
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload" crossorigin');
    const boot = /<script data-modules="([^"]*)">([\s\S]*?)<\/script>/.exec(head);
    expect(boot?.[1]).toBe('/assets/index-abc123.js /assets/shared.js /assets/hero.js /assets/page.js');
    const hash = createHash('sha256')
      .update(boot?.[2] ?? '')
      .digest('base64');
    expect(headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('holds taps from the first paint with a script in <head> the CSP allows by its hash, and runs no other inline script', async () => {
    const { html, headers } = await page('/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    const csp = headers.get('content-security-policy') ?? '';
    // Every inline script the browser runs is allowed by its own hash (JSON-LD and the page data are never run).
    const inline = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(inline).toHaveLength(2);
    for (const script of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false);
  });

  it('keeps the entry script on the pages the browser renders itself', async () => {
    for (const pathname of ['/login', '/corporativo?explota=1']) {
      const { html } = await page(pathname);
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
      expect(html).not.toContain('data-modules');
    }
    t.errors.length = 0;
  });

  it('inlines the CSS it can read, so a phone paints without a round trip per stylesheet', async () => {
    const { html } = await page('/corporativo/servicios');
    const head = html.slice(0, html.indexOf('</head>'));
    // Inlined, with a link that is never fetched but keeps the client from adding the file again.
    expect(head).toContain('<style data-href="/assets/hero.css">.hero{min-height:60vh}</style>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/hero.css" disabled>');
    // A file that is not there is linked as before.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/page.css">');
  });

  it('falls back to the page the browser renders, with a 500, when the server rendering fails', async () => {
    const before = t.errors.length;
    const { status, html } = await page('/corporativo?explota=1');
    expect(status).toBe(500);
    expect(html).toContain('<div id="root"></div>');
    expect(pageData(html).queries).toHaveLength(2);
    expect(t.errors.length).toBe(before + 1);
    t.errors.length = before;
  });

  it('serves hashed assets as immutable, a missing asset as 404, and never the server entry', async () => {
    const asset = await t.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect((await t.request('/assets/missing.js')).status).toBe(404);
    const entry = await page('/server/entry-server.js');
    expect(entry.status).toBe(404);
    expect(entry.html).not.toContain('render(url, data)');
  });

  it.each([
    '/%73erver/entry-server.js',
    '/Server/entry-server.js',
    '/server%2Fentry-server.js',
    '/%2e%2e/server/entry-server.js',
    '/assets/..%2F..%2Fserver/entry-server.js',
    '/assets/%2e%2e/%2e%2e/server/entry-server.js',
    '/..%5Cserver%5Centry-server.js',
  ])('answers %s, however the server entry is spelt, with the 404 page', async (spelling) => {
    const { status, body } = await rawGet(spelling);
    expect(status).toBe(404);
    expect(body).not.toContain('render(url, data)');
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
    for (const pathname of [
      '/en',
      '/en/corporativo',
      '/en/hospitality/services',
      '/en/corporativo/contact',
      '/en/terms',
      '/en/privacy-policy',
    ]) {
      expect(html).toContain(`<loc>${t.baseUrl}${pathname}</loc>`);
    }
    expect(html).toContain(`<loc>${t.baseUrl}/en/hospitality/project/${projectId}</loc>`);
    expect(html).not.toContain('/admin');
    expect(html).not.toContain('/privacy<');
  });

  it('keeps /admin and /login out of robots.txt', async () => {
    const { html } = await page('/robots.txt');
    expect(html).toContain('Disallow: /admin');
    expect(html).toContain('Disallow: /login');
    expect(html).toContain(`Sitemap: ${t.baseUrl}/sitemap.xml`);
  });
});

describe('the English site (docs/decisions/0026-english-site.md)', () => {
  const links = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [match[1], match[2]]),
    );
  const meta = (html: string, property: string) =>
    [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)">`, 'g'))].map((match) => match[1]);

  it.each([
    '/en',
    '/en/corporativo',
    '/en/hospitality/about',
    '/en/corporativo/services',
    '/en/hospitality/projects',
    '/en/corporativo/contact',
    '/en/projects',
    '/en/privacy-policy',
    '/en/terms',
  ])('renders %s with 200, <html lang="en"> and an English title', async (pathname) => {
    const { status, html, headers } = await page(pathname);
    expect(status).toBe(200);
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).not.toContain('<html lang="es">');
    expect(headers.get('cache-control')).toMatch(/public/);
    expect(html).toContain(`<link rel="canonical" href="${t.baseUrl}${pathname}">`);
    expect(meta(html, 'og:locale')).toEqual(['en_US']);
    expect(meta(html, 'og:locale:alternate')).toEqual(['es_DO']);
  });

  it('names both languages of a page, and the Spanish one as x-default, on the Spanish and on the English page', async () => {
    const twins = {
      es: `${t.baseUrl}/hospitality/nosotros`,
      en: `${t.baseUrl}/en/hospitality/about`,
      'x-default': `${t.baseUrl}/hospitality/nosotros`,
    };
    const spanish = await page('/hospitality/nosotros');
    const english = await page('/en/hospitality/about');
    expect(links(spanish.html)).toEqual(twins);
    expect(links(english.html)).toEqual(twins);
    expect(spanish.html).toMatch(/^<!doctype html><html lang="es">/);
    expect(meta(spanish.html, 'og:locale')).toEqual(['es_DO']);
    expect(meta(spanish.html, 'og:locale:alternate')).toEqual(['en_US']);
    expect(/<title>About Us \| Hospitality \| Casa Mobilia<\/title>/.test(english.html)).toBe(true);
    expect(jsonLd(english.html)['@graph'][1]).toMatchObject({ '@type': 'WebPage', inLanguage: 'en' });
  });

  it('links an English project page to its Spanish twin and says it is in English', async () => {
    const { status, html } = await page(`/en/hospitality/project/${projectId}`);
    expect(status).toBe(200);
    expect(links(html)).toEqual({
      es: `${t.baseUrl}/hospitality/proyecto/${projectId}`,
      en: `${t.baseUrl}/en/hospitality/project/${projectId}`,
      'x-default': `${t.baseUrl}/hospitality/proyecto/${projectId}`,
    });
    expect(jsonLd(html)['@graph'][2]).toMatchObject({ '@type': 'CreativeWork', inLanguage: 'en' });
  });

  it('answers an unknown /en path with an English 404 that names no twin and stays out of search engines', async () => {
    const { status, html } = await page('/en/nothing-here');
    expect(status).toBe(404);
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<title>Page not found | Casa Mobilia</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(links(html)).toEqual({});
  });

  it('answers by the address alone: a browser preferring English gets the same Spanish page, never a redirect', async () => {
    const plain = await page('/hospitality/nosotros');
    const english = await page('/hospitality/nosotros', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(english.status).toBe(200);
    expect(english.html).toBe(plain.html);
    expect(english.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
  });

  it('gives the admin no English twin', async () => {
    const { html } = await page('/login');
    expect(html).toMatch(/^<!doctype html><html lang="es">/);
    expect(links(html)).toEqual({});
  });

  it('names, in the sitemap, both languages and x-default for every page and project', async () => {
    const { html } = await page('/sitemap.xml');
    expect(html).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...html.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] ?? '');
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      expect(url).toMatch(/<xhtml:link rel="alternate" hreflang="es" href="[^"]+"\/>/);
      expect(url).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]+\/en[^"]*"\/>/);
      expect(url).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+"\/>/);
    }
    const about = urls.find((url) => url.includes(`<loc>${t.baseUrl}/en/corporativo/about</loc>`));
    expect(about).toContain(`hreflang="es" href="${t.baseUrl}/corporativo/nosotros"`);
    expect(about).toContain(`hreflang="x-default" href="${t.baseUrl}/corporativo/nosotros"`);
    const project = urls.find((url) => url.includes(`<loc>${t.baseUrl}/hospitality/proyecto/${projectId}</loc>`));
    expect(project).toContain(`hreflang="en" href="${t.baseUrl}/en/hospitality/project/${projectId}"`);
  });
});
