import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@casa/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSuite } from '../../test-support/admin-suite.js';
import { bodyOf, type Json, type TestApp } from '../../test-support/harness.js';
import { pruneHistoryNow } from '../../test-support/history.js';
import { countMedia } from '../../media/repo.js';
import { fixture, jpeg, photo, type UploadPart } from '../../test-support/images.js';

const BRAND_KEYS = [
  'category',
  'createdAt',
  'description',
  'division',
  'en',
  'id',
  'isActive',
  'logoUrl',
  'name',
  'updatedAt',
  'websiteUrl',
];

const validFields = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Marca Prueba',
  description: 'Mobiliario de prueba para oficinas.',
  category: 'mobiliario',
  division: 'corporativo',
  websiteUrl: 'https://example.com',
  isActive: 'true',
  ...overrides,
});

const svgLogo = (name = 'logo.svg', file = 'logo.svg'): UploadPart => ({
  field: 'logo',
  data: fixture(file),
  filename: name,
  type: 'image/svg+xml',
});
const pngLogo = (): UploadPart => ({ field: 'logo', data: fixture('transparent.png'), filename: 'logo.png', type: 'image/png' });

// 127.0.0.1 is loopback, refused by default; the setting lets this file's logo site through.
const suite = adminSuite({ config: { remoteImageAllowHosts: ['127.0.0.1'], remoteImageTimeoutMs: 1000 } });
const { send } = suite;
let app: TestApp;
let cookie: string;

/** Another site on this machine that serves logos (and worse), as a logo URL may name. */
let logoSite: http.Server;
let logoBase: string;
const logoRequests: string[] = [];

function startLogoSite(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    logoRequests.push(req.url ?? '');
    const send = (type: string, body: Buffer | string) => {
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    };
    switch (req.url) {
      case '/logo.png':
        return send('image/png', fixture('transparent.png'));
      case '/logo.svg':
        return send('image/svg+xml', fixture('hostile.svg'));
      case '/pagina.html':
        return send('text/html', '<html><body>hola</body></html>');
      case '/falso.png':
        return send('image/png', fixture('fake.jpg'));
      case '/grande.png':
        return send('image/png', Buffer.alloc(3 * 1024 * 1024));
      case '/redirige':
        res.writeHead(302, { location: '/logo.png' });
        return res.end();
      case '/redirige-interna':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/lento':
        return; // never answers
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(() => {
  ({ app, cookie } = suite);
});

async function create(fields: Record<string, unknown> = {}, files: UploadPart[] = [svgLogo()]): Promise<Json> {
  const response = await send('POST', '/api/brands', validFields(fields), files);
  expect(response.status, await response.clone().text()).toBe(201);
  return bodyOf(response);
}

const counts = () => suite.counts('brands');

beforeAll(async () => {
  logoSite = await startLogoSite();
  logoBase = `http://127.0.0.1:${(logoSite.address() as AddressInfo).port}`;
});
afterAll(async () => {
  logoSite.closeAllConnections();
  await new Promise((resolve) => logoSite.close(resolve));
});
/** A corporativo project that lists these brands (the copy of each that projects keep), by its id. */
async function projectListing(brands: { id: number; name: string; logoUrl: string | null }[]): Promise<number> {
  const [row] = await app
    .db('projects')
    .insert({
      name: 'P',
      year: 2024,
      location: 'L',
      division: 'corporativo',
      project_type: 'Showroom',
      scope: 'S',
      brands: JSON.stringify(brands),
    })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}

describe('GET /api/brands', () => {
  it('by division: active brands of that division only, for everyone', async () => {
    const active = await create({ name: 'Activa' });
    await create({ name: 'Inactiva', isActive: 'false' });
    await create({ name: 'Hospitality', division: 'hospitality' });
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const response = await app.request('/api/brands?division=corporativo', { headers });
      expect(response.status).toBe(200);
      expect((await bodyOf(response)).map((brand: Json) => brand.name)).toEqual([active.name]);
    }
  });

  it('without division: visitors get the active ones, admins get inactive ones too', async () => {
    await create({ name: 'A' });
    await create({ name: 'B', isActive: 'false' });
    await create({ name: 'C', division: 'hospitality' });
    expect((await bodyOf(await app.request('/api/brands'))).map((brand: Json) => brand.name)).toEqual(['A', 'C']);
    const all = await bodyOf(await app.request('/api/brands', { headers: { cookie } }));
    expect(all.map((brand: Json) => [brand.name, brand.isActive])).toEqual([
      ['A', true],
      ['B', false],
      ['C', true],
    ]);
  });

  it('refuses an unknown division with a 400', async () => {
    for (const query of ['division=otra', 'division=', 'division=corporativo&division=hospitality']) {
      const response = await app.request(`/api/brands?${query}`);
      expect(response.status, query).toBe(400);
      expect((await bodyOf(response)).message).toBe(MESSAGES.invalidDivision);
    }
  });
});

describe('POST /api/brands', () => {
  it('creates a brand with a sanitised SVG logo served under a sandboxing CSP', async () => {
    const response = await send('POST', '/api/brands', validFields(), [svgLogo('hostil.svg', 'hostile.svg')]);
    expect(response.status).toBe(201);
    const brand = await bodyOf(response);
    expect(Object.keys(brand).sort()).toEqual(BRAND_KEYS);
    expect(brand).toMatchObject({
      name: 'Marca Prueba',
      description: 'Mobiliario de prueba para oficinas.',
      category: 'mobiliario',
      division: 'corporativo',
      websiteUrl: 'https://example.com',
      isActive: true,
    });
    expect(brand.logoUrl).toMatch(/^\/media\//);
    expect(brand.createdAt).toBe(brand.updatedAt);
    const logo = await app.request(brand.logoUrl);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(logo.headers.get('content-security-policy')).toContain('sandbox');
    const text = await logo.text();
    expect(text).not.toMatch(/<script|onload|javascript:|foreignObject/i);
    expect(await countMedia(app.db, { type: 'brand', id: brand.id })).toBe(1);
  });

  it('accepts PNG and JPEG logos', async () => {
    const png = await create({}, [pngLogo()]);
    expect((await app.request(png.logoUrl)).headers.get('content-type')).toBe('image/png');
    const jpg = await create({}, [photo(await jpeg(), 'logo.jpeg', 'logo')]);
    expect((await app.request(jpg.logoUrl)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('accepts a logo URL instead of a file: downloaded once and stored as our own image', async () => {
    const brand = await create({ logoUrl: `${logoBase}/logo.png` }, []);
    expect(brand.logoUrl).toMatch(/^\/media\/[a-f0-9]{16}-[a-f0-9]{8}$/);
    const image = await app.request(brand.logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await counts()).toEqual({ brands: 1, media: 1 });
    const [row] = await app.db('media').select('owner_type', 'owner_id');
    expect([row.owner_type, Number(row.owner_id)]).toEqual(['brand', brand.id]);
    // The public list shows our URL, so visitors never load the other site.
    const listed = await bodyOf(await app.request('/api/brands?division=corporativo'));
    expect(listed.map((entry: Json) => entry.logoUrl)).toEqual([brand.logoUrl]);
  });

  it('a downloaded SVG logo is sanitised like an uploaded one, and redirects are followed', async () => {
    const svg = await create({ logoUrl: `${logoBase}/logo.svg` }, []);
    const text = await (await app.request(svg.logoUrl)).text();
    expect(text).toContain('<svg');
    expect(text).not.toContain('<script');
    const redirected = await create({ logoUrl: `${logoBase}/redirige` }, []);
    expect(redirected.logoUrl).toMatch(/^\/media\//);
  });

  it('a file wins over a URL sent with it (the URL is not fetched)', async () => {
    logoRequests.length = 0;
    const brand = await create({ logoUrl: `${logoBase}/logo.svg` }, [pngLogo()]);
    expect(brand.logoUrl).toMatch(/^\/media\//);
    expect(logoRequests).toEqual([]);
  });

  it.each([
    ['a page, not an image', '/pagina.html', MESSAGES.logoType],
    ['bytes that are no image although declared PNG', '/falso.png', MESSAGES.notAnImage],
    ['an image over 2 MB', '/grande.png', 'El logo de esa URL pesa más de 2 MB.'],
    ['a missing file', '/no-existe.png', 'No se pudo descargar el logo desde esa URL. Comprueba la dirección o sube el archivo.'],
    [
      'a server that never answers (timeout)',
      '/lento',
      'No se pudo descargar el logo desde esa URL. Comprueba la dirección o sube el archivo.',
    ],
    ['a redirect to a private address', '/redirige-interna', 'La URL del logo apunta a una dirección no permitida.'],
  ])('refuses %s with a 400 in Spanish and writes nothing', async (_label, path, message) => {
    const response = await send('POST', '/api/brands', validFields({ logoUrl: `${logoBase}${path}` }));
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.message).toBe(message);
    expect(body.errors).toEqual({ logoUrl: [expect.any(String)] });
    expect(await counts()).toEqual({ brands: 0, media: 0 });
  });

  it('never fetches from loopback, private or link-local addresses unless the setting allows the host', async () => {
    // The same server without the setting (it is read on every save).
    const allowed = app.deps.config.remoteImageAllowHosts;
    app.deps.config.remoteImageAllowHosts = [];
    try {
      logoRequests.length = 0;
      for (const url of [
        `${logoBase}/logo.png`,
        `http://localhost:${new URL(logoBase).port}/logo.png`,
        'http://[::1]/logo.png',
        'http://[::ffff:127.0.0.1]/logo.png',
        'http://10.0.0.1/logo.png',
        'http://169.254.169.254/latest/meta-data/',
        'http://192.168.1.1/logo.png',
      ]) {
        const response = await send('POST', '/api/brands', validFields({ logoUrl: url }));
        expect(response.status, url).toBe(400);
        expect((await bodyOf(response)).message, url).toBe('La URL del logo apunta a una dirección no permitida.');
      }
      expect(logoRequests).toEqual([]);
      expect(await counts()).toEqual({ brands: 0, media: 0 });
    } finally {
      app.deps.config.remoteImageAllowHosts = allowed;
    }
  });

  it('stores a blank website as null and a missing isActive as active', async () => {
    const brand = await create({ websiteUrl: '', isActive: undefined });
    expect(brand.websiteUrl).toBeNull();
    expect(brand.isActive).toBe(true);
  });

  it('requires a session (401) and writes nothing', async () => {
    const response = await send('POST', '/api/brands', validFields(), [svgLogo()], false);
    expect(response.status).toBe(401);
    expect(await counts()).toEqual({ brands: 0, media: 0 });
  });

  describe('refusals (400, nothing written)', () => {
    const cases: [string, Record<string, unknown>, UploadPart[] | 'svg', string][] = [
      ['no logo at all', {}, [], MESSAGES.logoRequired],
      ['missing name', { name: undefined }, 'svg', MESSAGES.nameRequired],
      ['missing description', { description: ' ' }, 'svg', MESSAGES.descriptionRequired],
      ['missing category', { category: undefined }, 'svg', MESSAGES.categoryRequired],
      ['unknown division', { division: 'residencial' }, 'svg', MESSAGES.invalidDivision],
      ['name too long', { name: 'm'.repeat(256) }, 'svg', MESSAGES.tooLong(255)],
      ['category too long', { category: 'c'.repeat(101) }, 'svg', MESSAGES.tooLong(100)],
      ['website not http', { websiteUrl: 'javascript:alert(1)' }, 'svg', MESSAGES.invalidUrl],
      ['website too long', { websiteUrl: `https://example.com/${'a'.repeat(500)}` }, 'svg', MESSAGES.tooLong(500)],
      ['logo URL with a script scheme', { logoUrl: 'javascript:alert(1)' }, [], MESSAGES.invalidUrl],
      ['isActive not a boolean', { isActive: 'quizás' }, 'svg', ''],
    ];
    for (const [title, overrides, files, message] of cases) {
      it(title, async () => {
        const response = await send('POST', '/api/brands', validFields(overrides), files === 'svg' ? [svgLogo()] : files);
        expect(response.status).toBe(400);
        const body = await bodyOf(response);
        if (message) expect(body.message).toBe(message);
        expect(await counts()).toEqual({ brands: 0, media: 0 });
      });
    }

    it('a WebP logo (not SVG, PNG or JPG)', async () => {
      const response = await send('POST', '/api/brands', validFields(), [
        { field: 'logo', data: fixture('photo.webp'), filename: 'l.webp', type: 'image/webp' },
      ]);
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).message).toBe(MESSAGES.logoType);
    });

    it('a logo file that is not an image', async () => {
      const declaredText = await send('POST', '/api/brands', validFields(), [
        { field: 'logo', data: 'hola', filename: 'l.txt', type: 'text/plain' },
      ]);
      expect(declaredText.status).toBe(400);
      expect((await bodyOf(declaredText)).message).toBe(MESSAGES.logoType);
      const fake = await send('POST', '/api/brands', validFields(), [
        { field: 'logo', data: fixture('fake.jpg'), filename: 'l.png', type: 'image/png' },
      ]);
      expect(fake.status).toBe(400);
      expect((await bodyOf(fake)).message).toBe(MESSAGES.notAnImage);
      const notSvg = await send('POST', '/api/brands', validFields(), [
        { field: 'logo', data: '<html><script>x</script></html>', filename: 'l.svg', type: 'image/svg+xml' },
      ]);
      expect(notSvg.status).toBe(400);
      expect(await counts()).toEqual({ brands: 0, media: 0 });
    });

    it('an 11 MB logo, and two logo files', async () => {
      const big = await send('POST', '/api/brands', validFields(), [
        { field: 'logo', data: Buffer.alloc(11 * 1024 * 1024), filename: 'l.png', type: 'image/png' },
      ]);
      expect(big.status).toBe(400);
      expect((await bodyOf(big)).message).toBe(MESSAGES.imageTooLarge);
      const two = await send('POST', '/api/brands', validFields(), [svgLogo(), svgLogo()]);
      expect(two.status).toBe(400);
      expect(await counts()).toEqual({ brands: 0, media: 0 });
    });
  });

  it('stores SQL metacharacters verbatim', async () => {
    const name = "Marca'); DROP TABLE brands; --";
    const brand = await create({ name, description: "' OR 1=1 --", category: '%_\\' });
    const [listed] = await bodyOf(await app.request('/api/brands?division=corporativo'));
    expect(listed).toMatchObject({ id: brand.id, name, description: "' OR 1=1 --", category: '%_\\' });
  });
});

describe('PUT /api/brands/:id', () => {
  it('replaces fields and the logo file, deleting the old logo image', async () => {
    const brand = await create();
    const response = await send('PUT', `/api/brands/${brand.id}`, validFields({ name: 'Renombrada', websiteUrl: undefined }), [pngLogo()]);
    expect(response.status).toBe(200);
    const updated = await bodyOf(response);
    expect(updated).toMatchObject({ id: brand.id, name: 'Renombrada', websiteUrl: null, createdAt: brand.createdAt });
    expect(updated.logoUrl).not.toBe(brand.logoUrl);
    await pruneHistoryNow(app);
    expect((await app.request(brand.logoUrl)).status).toBe(404);
    expect((await app.request(updated.logoUrl)).status).toBe(200);
    expect(await countMedia(app.db, { type: 'brand', id: brand.id })).toBe(1);
  });

  it('keeps the logo when none is sent, and isActive when it is left out', async () => {
    const brand = await create({ isActive: 'false' });
    const updated = await bodyOf(await send('PUT', `/api/brands/${brand.id}`, validFields({ isActive: undefined, description: 'Nueva' })));
    expect(updated.logoUrl).toBe(brand.logoUrl);
    expect(updated.isActive).toBe(false);
    expect(updated.description).toBe('Nueva');
    const activated = await bodyOf(await send('PUT', `/api/brands/${brand.id}`, validFields({ isActive: 'true' })));
    expect(activated.isActive).toBe(true);
  });

  it('a logo URL replaces an uploaded logo, whose image is deleted', async () => {
    const brand = await create();
    const updated = await bodyOf(await send('PUT', `/api/brands/${brand.id}`, validFields({ logoUrl: `${logoBase}/logo.png` })));
    expect(updated.logoUrl).toMatch(/^\/media\//);
    expect(updated.logoUrl).not.toBe(brand.logoUrl);
    await pruneHistoryNow(app);
    expect((await app.request(brand.logoUrl)).status).toBe(404);
    expect(await counts()).toEqual({ brands: 1, media: 1 });
  });

  it('sending the current /media logo URL back keeps that image', async () => {
    const brand = await create();
    const updated = await bodyOf(await send('PUT', `/api/brands/${brand.id}`, validFields({ logoUrl: brand.logoUrl })));
    expect(updated.logoUrl).toBe(brand.logoUrl);
    expect((await app.request(brand.logoUrl)).status).toBe(200);
  });

  it('refreshes the copy of the brand that projects keep', async () => {
    const brand = await create();
    const projectId = await projectListing([
      { id: brand.id, name: brand.name, logoUrl: brand.logoUrl },
      { id: 424242, name: 'Otra', logoUrl: null },
    ]);
    const updated = await bodyOf(await send('PUT', `/api/brands/${brand.id}`, validFields({ name: 'Nuevo nombre' }), [pngLogo()]));
    const project = await bodyOf(await app.request(`/api/projects/${projectId}`));
    expect(project.brands).toEqual([
      { id: brand.id, name: 'Nuevo nombre', logoUrl: updated.logoUrl },
      { id: 424242, name: 'Otra', logoUrl: null },
    ]);
  });

  it('answers 404 when missing, 401 without a session, 400 when invalid (nothing changed)', async () => {
    expect((await send('PUT', '/api/brands/999999', validFields())).status).toBe(404);
    expect((await send('PUT', '/api/brands/x', validFields())).status).toBe(404);
    const brand = await create();
    expect((await send('PUT', `/api/brands/${brand.id}`, validFields({ name: 'Z' }), [], false)).status).toBe(401);
    const invalid = await send('PUT', `/api/brands/${brand.id}`, validFields({ name: '' }), [pngLogo()]);
    expect(invalid.status).toBe(400);
    const fake = await send('PUT', `/api/brands/${brand.id}`, validFields({ name: 'Otro' }), [
      { field: 'logo', data: fixture('fake.jpg'), filename: 'l.png', type: 'image/png' },
    ]);
    expect(fake.status).toBe(400);
    const [current] = await bodyOf(await app.request('/api/brands?division=corporativo'));
    expect(current).toEqual(brand);
    expect(await counts()).toEqual({ brands: 1, media: 1 });
  });
});

describe('DELETE /api/brands/:id', () => {
  it('removes the brand, its logo image and its mention in projects', async () => {
    const brand = await create();
    const other = await create({ name: 'Se queda' });
    const projectId = await projectListing([
      { id: brand.id, name: brand.name, logoUrl: brand.logoUrl },
      { id: other.id, name: other.name, logoUrl: other.logoUrl },
    ]);
    const response = await app.request(`/api/brands/${brand.id}`, { method: 'DELETE', headers: { cookie } });
    expect(response.status).toBe(204);
    // Its history names the logo, so the brand can come back with it until the history is pruned.
    expect((await app.request(brand.logoUrl)).status).toBe(200);
    await pruneHistoryNow(app);
    expect((await app.request(brand.logoUrl)).status).toBe(404);
    expect((await app.request(other.logoUrl)).status).toBe(200);
    expect(await counts()).toEqual({ brands: 1, media: 1 });
    const project = await bodyOf(await app.request(`/api/projects/${projectId}`));
    expect(project.brands.map((entry: Json) => entry.id)).toEqual([other.id]);
  });

  it('answers 401 without a session and 404 when already gone', async () => {
    const brand = await create();
    await suite.expectDeletedOnce(`/api/brands/${brand.id}`, MESSAGES.brandNotFoundApi);
  });
});
