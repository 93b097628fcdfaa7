import { MESSAGES, normalizeProject } from '@casa/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../db/knex.js';
import { adminSuite } from '../../test-support/admin-suite.js';
import { bodyOf, type Json, type TestApp } from '../../test-support/harness.js';
import { pruneHistoryNow } from '../../test-support/history.js';
import { countMedia } from '../../media/repo.js';
import { fixture, jpeg, multipart, photo, type UploadPart } from '../../test-support/images.js';

const PROJECT_KEYS = [
  'brands',
  'createdAt',
  'description',
  'developmentProcess',
  'division',
  'en',
  'featured',
  'heroImageUrl',
  'heroSubtitle',
  'heroTitle',
  'id',
  'imageAlts',
  'imageUrls',
  'keyFeatures',
  'location',
  'name',
  'projectType',
  'scope',
  'status',
  'year',
];

const validFields = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Hotel Prueba',
  year: '2024',
  location: 'Punta Cana',
  division: 'hospitality',
  projectType: 'Hotel',
  scope: 'FF&E de 120 habitaciones',
  description: 'Descripción del trabajo realizado.',
  heroTitle: 'Un hotel frente al mar',
  heroSubtitle: 'Subtítulo del héroe',
  brands: [],
  ...overrides,
});

const suite = adminSuite();
const { send } = suite;
let app: TestApp;
let cookie: string;
beforeAll(() => {
  ({ app, cookie } = suite);
});
let colour = 0;

/** A distinct real JPEG each call. */
async function image(name = 'foto.jpg', field = 'images'): Promise<UploadPart> {
  colour += 1;
  return photo(await jpeg(80, 60, `#${(colour * 2654435).toString(16).padStart(6, '0').slice(-6)}`), name, field);
}

async function create(fields: Record<string, unknown> = {}, files?: UploadPart[]): Promise<Json> {
  const response = await send('POST', '/api/projects', validFields(fields), files ?? [await image()]);
  expect(response.status, await response.clone().text()).toBe(201);
  return bodyOf(response);
}

const counts = () => suite.counts('projects');

describe('GET /api/projects', () => {
  it('lists one division publicly, newest first', async () => {
    let clock = Date.parse('2025-01-01T00:00:00Z');
    app.deps.now = () => new Date((clock += 60_000));
    try {
      const first = await create({ name: 'Primero' });
      const second = await create({ name: 'Segundo' });
      await create({ name: 'Oficina', division: 'corporativo', projectType: 'Showroom' });
      const response = await app.request('/api/projects?division=hospitality');
      expect(response.status).toBe(200);
      const list = await bodyOf(response);
      expect(list.map((project: Json) => project.id)).toEqual([second.id, first.id]);
      // createdAt comes from the injected clock.
      expect(list[0].createdAt).toMatch(/^2025-01-01T00:/);
      expect(Date.parse(list[0].createdAt)).toBeGreaterThan(Date.parse(list[1].createdAt));
    } finally {
      app.deps.now = () => new Date();
    }
  });

  it('refuses an unknown division with a 400', async () => {
    for (const query of [
      'division=oficinas',
      'division=',
      'division=HOSPITALITY',
      'division=hospitality&division=corporativo',
      "division=' OR 1=1 --",
    ]) {
      const response = await app.request(`/api/projects?${query}`);
      expect(response.status, query).toBe(400);
      expect((await bodyOf(response)).message).toBe(MESSAGES.invalidDivision);
    }
  });

  it.each(['/api/projects/all', '/api/projects'])('lists every project only for a signed-in admin (%s)', async (path) => {
    await create();
    await create({ division: 'corporativo', projectType: 'Showroom' });
    const anonymous = await app.request(path);
    expect(anonymous.status).toBe(401);
    expect(await bodyOf(anonymous)).toEqual({ message: MESSAGES.unauthenticated });
    const admin = await app.request(path, { headers: { cookie } });
    expect(admin.status).toBe(200);
    expect(await bodyOf(admin)).toHaveLength(2);
    // The staff list is never a public answer: no cache may keep it.
    expect(admin.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });
});

describe('GET /api/projects/:id', () => {
  it('answers the project in the contract shape', async () => {
    const created = await create();
    const response = await app.request(`/api/projects/${created.id}`);
    expect(response.status).toBe(200);
    const project = await bodyOf(response);
    expect(Object.keys(project).sort()).toEqual(PROJECT_KEYS);
    expect(project).toEqual(created);
  });

  it('answers 404 JSON when missing or not a number', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1', '0', '99999999999', '1;DROP TABLE projects']) {
      const response = await app.request(`/api/projects/${encodeURIComponent(id)}`);
      expect(response.status, id).toBe(404);
      expect(await bodyOf(response)).toEqual({ message: MESSAGES.projectNotFoundApi });
    }
  });
});

describe('POST /api/projects', () => {
  it('creates a project with images, hero, brands, process and features', async () => {
    const brand = await app
      .db('brands')
      .insert({ name: 'Marca Uno', description: 'd', logo_url: '/images/x.svg', category: 'mobiliario', division: 'hospitality' })
      .returning('id');
    const brandId = Number(brand[0]?.id);
    const response = await send(
      'POST',
      '/api/projects',
      validFields({
        brands: [brandId, { id: brandId }],
        developmentProcess: [{ title: 'Planificación', description: 'Plan' }, { title: 'Diseño' }],
        keyFeatures: ['Rápido', '  ', 'Limpio'],
      }),
      [await image('a.jpg'), photo(fixture('photo-exif.jpg'), 'b.jpg'), await image('hero.jpg', 'heroImage')],
    );
    expect(response.status).toBe(201);
    const project = await bodyOf(response);
    expect(Object.keys(project).sort()).toEqual(PROJECT_KEYS);
    expect(project).toMatchObject({
      name: 'Hotel Prueba',
      year: 2024,
      location: 'Punta Cana',
      division: 'hospitality',
      projectType: 'Hotel',
      scope: 'FF&E de 120 habitaciones',
      description: 'Descripción del trabajo realizado.',
      heroTitle: 'Un hotel frente al mar',
      heroSubtitle: 'Subtítulo del héroe',
      brands: [{ id: brandId, name: 'Marca Uno', logoUrl: '/images/x.svg' }],
      keyFeatures: ['Rápido', 'Limpio'],
      developmentProcess: [
        { title: 'Planificación', description: 'Plan' },
        { title: 'Diseño', description: '' },
      ],
    });
    expect(project.imageUrls).toHaveLength(2);
    expect(project.heroImageUrl).toMatch(/^\/media\//);
    for (const url of [...project.imageUrls, project.heroImageUrl]) {
      const media = await app.request(url);
      expect(media.status, url).toBe(200);
      expect(media.headers.get('content-type')).toBe('image/jpeg');
    }
    // The EXIF-rotated photo is stored upright.
    const rotated = await app
      .db('media')
      .where({ id: project.imageUrls[1].slice('/media/'.length) })
      .first();
    expect([rotated.width, rotated.height]).toEqual([60, 120]);
    expect(await countMedia(app.db, { type: 'project', id: project.id })).toBe(3);
    // What every client does with it.
    const normalized = normalizeProject(project);
    expect(normalized.cover).toBe(project.imageUrls[0]);
    expect(normalized.heroImage).toBe(project.heroImageUrl);
  });

  it('drops brand ids that match no brand, keeping the others in the order chosen', async () => {
    const rows = await app
      .db('brands')
      .insert([
        { name: 'B1', description: 'd', logo_url: '/images/1.svg', category: 'mobiliario', division: 'hospitality' },
        { name: 'B2', description: 'd', logo_url: '/images/2.svg', category: 'mobiliario', division: 'hospitality' },
      ])
      .returning('id');
    const [b1, b2] = rows.map((row: { id: number | string }) => Number(row.id));
    const project = await create({ brands: [b2, 987654, { id: b1, name: 'viejo', logoUrl: null }] });
    expect(project.brands).toEqual([
      { id: b2, name: 'B2', logoUrl: '/images/2.svg' },
      { id: b1, name: 'B1', logoUrl: '/images/1.svg' },
    ]);
  });

  it('stores optional blanks as null', async () => {
    const project = await create({ description: '  ', heroTitle: '', heroSubtitle: undefined, keyFeatures: ['Uno'] });
    expect(project.description).toBeNull();
    expect(project.heroTitle).toBeNull();
    expect(project.heroSubtitle).toBeNull();
    expect(project.heroImageUrl).toBeNull();
    expect(project.keyFeatures).toEqual(['Uno']);
  });

  it('requires a session (401) and writes nothing', async () => {
    const response = await send('POST', '/api/projects', validFields(), [await image()], false);
    expect(response.status).toBe(401);
    expect(await counts()).toEqual({ projects: 0, media: 0 });
  });

  it('refuses a cross-site Origin (403) and writes nothing', async () => {
    const response = await app.request('/api/projects', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
      body: multipart(validFields(), [await image()]),
    });
    expect(response.status).toBe(403);
    expect(await counts()).toEqual({ projects: 0, media: 0 });
  });

  it('requires at least one image', async () => {
    const response = await send('POST', '/api/projects', validFields(), []);
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toMatchObject({ message: MESSAGES.imageRequired });
    expect(await counts()).toEqual({ projects: 0, media: 0 });
  });

  it('refuses a fake image anywhere in the batch and writes nothing', async () => {
    const response = await send('POST', '/api/projects', validFields(), [await image(), photo(fixture('fake.jpg'), 'falsa.jpg')]);
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(MESSAGES.notAnImage);
    expect(await counts()).toEqual({ projects: 0, media: 0 });
  });

  it('refuses a fake hero image too', async () => {
    const response = await send('POST', '/api/projects', validFields(), [
      await image(),
      photo(fixture('truncated.jpg'), 'hero.jpg', 'heroImage'),
    ]);
    expect(response.status).toBe(400);
    expect(await counts()).toEqual({ projects: 0, media: 0 });
  });

  it('refuses files declared as something other than an image', async () => {
    const response = await send('POST', '/api/projects', validFields(), [
      { field: 'images', data: 'hola', filename: 'nota.txt', type: 'text/plain' },
    ]);
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(MESSAGES.notAnImage);
  });

  it('refuses an 11 MB image with the 10 MB message', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff);
    const response = await send('POST', '/api/projects', validFields(), [photo(big, 'enorme.jpg')]);
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toMatchObject({ message: MESSAGES.imageTooLarge, errors: { images: [MESSAGES.imageTooLarge] } });
    expect(await counts()).toEqual({ projects: 0, media: 0 });
  });

  it('refuses 21 images with the 20-image message', async () => {
    const small = await jpeg(16, 16);
    const files = Array.from({ length: 21 }, (_, index) => photo(small, `f${index}.jpg`));
    const response = await send('POST', '/api/projects', validFields(), files);
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(MESSAGES.imageLimit);
    expect(await counts()).toEqual({ projects: 0, media: 0 });
  });

  it('accepts exactly 20 images', async () => {
    const files = await Promise.all(Array.from({ length: 20 }, () => image()));
    const project = await create({}, files);
    expect(project.imageUrls).toHaveLength(20);
  });

  it('refuses files in fields it does not take, and a second hero image', async () => {
    const unexpected = await send('POST', '/api/projects', validFields(), [await image(), await image('x.jpg', 'documento')]);
    expect(unexpected.status).toBe(400);
    expect((await bodyOf(unexpected)).message).toBe(MESSAGES.unexpectedField);
    const twoHeroes = await send('POST', '/api/projects', validFields(), [
      await image(),
      await image('h1.jpg', 'heroImage'),
      await image('h2.jpg', 'heroImage'),
    ]);
    expect(twoHeroes.status).toBe(400);
    expect(await counts()).toEqual({ projects: 0, media: 0 });
  });

  describe('validation (docs/product.md §5), always 400 with the field named and nothing written', () => {
    const currentYear = new Date().getFullYear();
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['missing name', { name: undefined }, 'name', MESSAGES.nameRequired],
      ['blank name', { name: '   ' }, 'name', MESSAGES.nameRequired],
      ['missing location', { location: undefined }, 'location', MESSAGES.locationRequired],
      ['missing scope', { scope: undefined }, 'scope', MESSAGES.scopeRequired],
      ['missing type', { projectType: undefined }, 'projectType', MESSAGES.typeRequired],
      ['year before 2020', { year: '2019' }, 'year', MESSAGES.yearInvalid(2020, currentYear)],
      ['year in the future', { year: String(currentYear + 1) }, 'year', MESSAGES.yearInvalid(2020, currentYear)],
      ['year not a number', { year: 'dos mil' }, 'year', MESSAGES.yearInvalid(2020, currentYear)],
      ['year not whole', { year: '2024.5' }, 'year', MESSAGES.yearInvalid(2020, currentYear)],
      ['unknown division', { division: 'residencial' }, 'division', MESSAGES.invalidDivision],
      [
        'five stages',
        { developmentProcess: Array.from({ length: 5 }, (_, i) => ({ title: `E${i}`, description: '' })) },
        'developmentProcess',
        MESSAGES.stagesMax,
      ],
      [
        'stage without title',
        { developmentProcess: [{ title: '', description: 'x' }] },
        'developmentProcess.0.title',
        MESSAGES.stageTitleRequired,
      ],
      ['eleven features', { keyFeatures: Array.from({ length: 11 }, (_, i) => `C${i}`) }, 'keyFeatures', MESSAGES.featuresMax],
      ['brands not JSON', { brands: 'no es json' }, 'brands', MESSAGES.invalidJson],
      ['brands of the wrong type', { brands: { id: 1 } }, 'brands', ''],
      ['brand id not a number', { brands: [{ id: 'x' }] }, 'brands.0', ''],
      ['name too long', { name: 'n'.repeat(256) }, 'name', MESSAGES.tooLong(255)],
      ['scope too long', { scope: 's'.repeat(1001) }, 'scope', MESSAGES.tooLong(1000)],
      ['description huge', { description: 'd'.repeat(10_001) }, 'description', MESSAGES.tooLong(10_000)],
    ];
    for (const [title, overrides, field, message] of cases) {
      it(title, async () => {
        const response = await send('POST', '/api/projects', validFields(overrides), [await image()]);
        expect(response.status).toBe(400);
        const body = await bodyOf(response);
        expect(typeof body.message).toBe('string');
        if (message) expect(body.message).toBe(message);
        expect(Object.keys(body.errors ?? {})).toContain(field);
        expect(await counts()).toEqual({ projects: 0, media: 0 });
      });
    }
  });

  describe('hostile input', () => {
    it('stores SQL metacharacters verbatim and the tables survive', async () => {
      const name = 'Robert\'); DROP TABLE projects;-- " \\ % _ ;';
      const project = await create({ name, location: "1' OR '1'='1", keyFeatures: ["'; DELETE FROM media; --"] });
      expect(project.name).toBe(name);
      const again = await bodyOf(await app.request(`/api/projects/${project.id}`));
      expect(again.location).toBe("1' OR '1'='1");
      expect(again.keyFeatures).toEqual(["'; DELETE FROM media; --"]);
      expect((await counts()).media).toBe(1);
    });

    it('refuses a field larger than the multipart limit', async () => {
      const response = await send('POST', '/api/projects', validFields({ description: 'x'.repeat(300 * 1024) }), [await image()]);
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).message).toBe('Uno de los campos es demasiado largo.');
      expect(await counts()).toEqual({ projects: 0, media: 0 });
    });

    it('refuses a field sent twice (an array where text is expected)', async () => {
      const form = multipart(validFields(), [await image()]);
      form.append('name', 'Otro nombre');
      const response = await app.request('/api/projects', { method: 'POST', headers: { cookie }, body: form });
      expect(response.status).toBe(400);
      expect(await counts()).toEqual({ projects: 0, media: 0 });
    });

    it('refuses a malformed multipart body', async () => {
      const response = await app.request('/api/projects', {
        method: 'POST',
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=XYZ' },
        body: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
      });
      expect(response.status).toBe(400);
      expect(await counts()).toEqual({ projects: 0, media: 0 });
    });

    it('answers wrong JSON types in a JSON body with a 400', async () => {
      const response = await app.request('/api/projects', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ ...validFields(), name: 42, year: [2024], brands: 'x' }),
      });
      expect(response.status).toBe(400);
      expect(await counts()).toEqual({ projects: 0, media: 0 });
    });
  });

  it('saves the row and its images in one transaction: a failing image write leaves nothing', async () => {
    const pg = dialectOf(app.db) === 'pg';
    if (pg) {
      await app.db.raw(
        `CREATE OR REPLACE FUNCTION test_fail_media() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disco lleno'; END $$ LANGUAGE plpgsql`,
      );
      await app.db.raw('CREATE TRIGGER test_fail_media BEFORE INSERT ON media FOR EACH ROW EXECUTE FUNCTION test_fail_media()');
    } else {
      await app.db.raw(`CREATE TRIGGER test_fail_media BEFORE INSERT ON media BEGIN SELECT RAISE(ABORT, 'disco lleno'); END`);
    }
    try {
      const response = await send('POST', '/api/projects', validFields(), [await image(), await image()]);
      expect(response.status).toBe(500);
      expect(await bodyOf(response)).toEqual({ message: MESSAGES.serverError });
      expect(await counts()).toEqual({ projects: 0, media: 0 });
    } finally {
      await app.db.raw(pg ? 'DROP TRIGGER test_fail_media ON media' : 'DROP TRIGGER test_fail_media');
      if (pg) await app.db.raw('DROP FUNCTION test_fail_media()');
      app.errors.length = 0;
    }
  });
});

describe('PUT /api/projects/:id', () => {
  it('keeps the chosen existing images in the order sent, appends new ones, deletes the rest once no version names it', async () => {
    const project = await create({}, [await image('1.jpg'), await image('2.jpg'), await image('3.jpg')]);
    const [one, two, three] = project.imageUrls as [string, string, string];
    const other = await create({ name: 'Otro' }, [await image('otro.jpg')]);
    const response = await send(
      'PUT',
      `/api/projects/${project.id}`,
      // Another project's image and a stranger URL are ignored; duplicates count once.
      validFields({ name: 'Renombrado', existingImageUrls: [three, one, three, other.imageUrls[0], '/images/fallback/cover.jpg'] }),
      [await image('4.jpg')],
    );
    expect(response.status).toBe(200);
    const updated = await bodyOf(response);
    expect(updated.name).toBe('Renombrado');
    expect(updated.imageUrls.slice(0, 2)).toEqual([three, one]);
    expect(updated.imageUrls).toHaveLength(3);
    expect(updated.createdAt).toBe(project.createdAt);
    // The version before names it: kept for a restore until that version is pruned.
    expect((await app.request(two)).status).toBe(200);
    await pruneHistoryNow(app);
    expect((await app.request(two)).status).toBe(404);
    expect((await app.request(updated.imageUrls[2])).status).toBe(200);
    // The other project's image is untouched.
    expect((await app.request(other.imageUrls[0])).status).toBe(200);
    expect(await countMedia(app.db, { type: 'project', id: project.id })).toBe(3);
  });

  it('without existingImageUrls keeps none of the old images', async () => {
    const project = await create({}, [await image(), await image()]);
    const response = await send('PUT', `/api/projects/${project.id}`, validFields(), [await image()]);
    const updated = await bodyOf(response);
    expect(updated.imageUrls).toHaveLength(1);
    expect(updated.imageUrls[0]).not.toBe(project.imageUrls[0]);
    expect(await countMedia(app.db, { type: 'project', id: project.id })).toBe(3);
    await pruneHistoryNow(app);
    expect(await countMedia(app.db, { type: 'project', id: project.id })).toBe(1);
  });

  it('replaces the hero image and deletes the old one; no new hero keeps the current', async () => {
    const project = await create({}, [await image(), await image('hero.jpg', 'heroImage')]);
    const kept = await bodyOf(await send('PUT', `/api/projects/${project.id}`, validFields({ existingImageUrls: project.imageUrls }), []));
    expect(kept.heroImageUrl).toBe(project.heroImageUrl);
    const replaced = await bodyOf(
      await send('PUT', `/api/projects/${project.id}`, validFields({ existingImageUrls: project.imageUrls }), [
        await image('nuevo.jpg', 'heroImage'),
      ]),
    );
    expect(replaced.heroImageUrl).not.toBe(project.heroImageUrl);
    await pruneHistoryNow(app);
    expect((await app.request(project.heroImageUrl)).status).toBe(404);
    expect((await app.request(replaced.heroImageUrl)).status).toBe(200);
    expect(await countMedia(app.db, { type: 'project', id: project.id })).toBe(2);
  });

  it('answers 404 for a missing project and 401 without a session', async () => {
    expect((await send('PUT', '/api/projects/999999', validFields(), [])).status).toBe(404);
    expect((await send('PUT', '/api/projects/abc', validFields(), [])).status).toBe(404);
    const project = await create();
    expect((await send('PUT', `/api/projects/${project.id}`, validFields({ name: 'X' }), [], false)).status).toBe(401);
    expect((await bodyOf(await app.request(`/api/projects/${project.id}`))).name).toBe('Hotel Prueba');
  });

  it('an invalid update changes nothing and adds no media', async () => {
    const project = await create();
    const before = await counts();
    const invalid = await send('PUT', `/api/projects/${project.id}`, validFields({ year: '1999', existingImageUrls: [] }), [await image()]);
    expect(invalid.status).toBe(400);
    const fake = await send('PUT', `/api/projects/${project.id}`, validFields({ existingImageUrls: [] }), [photo(fixture('fake.jpg'))]);
    expect(fake.status).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await bodyOf(await app.request(`/api/projects/${project.id}`))).toEqual(project);
  });
});

describe('DELETE /api/projects/:id', () => {
  it('removes the project, and its media once its history is pruned', async () => {
    const project = await create({}, [await image(), await image(), await image('h.jpg', 'heroImage')]);
    const other = await create({ name: 'Se queda' });
    const response = await app.request(`/api/projects/${project.id}`, { method: 'DELETE', headers: { cookie } });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await app.request(`/api/projects/${project.id}`)).status).toBe(404);
    // Its history names them, so the project can come back with its images until it is pruned.
    for (const url of [...project.imageUrls, project.heroImageUrl]) expect((await app.request(url)).status).toBe(200);
    await pruneHistoryNow(app);
    for (const url of [...project.imageUrls, project.heroImageUrl]) expect((await app.request(url)).status).toBe(404);
    expect(await counts()).toEqual({ projects: 1, media: 1 });
    expect((await app.request(other.imageUrls[0])).status).toBe(200);
  });

  it('answers 404 when already gone and 401 without a session', async () => {
    const project = await create();
    await suite.expectDeletedOnce(`/api/projects/${project.id}`, MESSAGES.projectNotFoundApi);
  });
});
