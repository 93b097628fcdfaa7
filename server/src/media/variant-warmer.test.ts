import fs from 'node:fs';
import { MEDIA_WIDTHS } from '@casa/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, startTestApp, type TestApp } from '../test-support/harness.js';
import { jpeg, multipart, photo } from '../test-support/images.js';
import { createVariantWarmer, variantFormatsOf } from './variant-warmer.js';
import { cachePath } from './variants.js';

// Before the warmer, the first request for each width of a new image was resized on the spot (up
// to 7 s on a loaded project page). It makes them all as soon as the image is stored
// (docs/architecture.md §Media).

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

const ACCEPT = { avif: 'image/avif,image/webp,*/*', webp: 'image/webp,*/*', jpeg: '*/*', png: '*/*' } as const;

async function createProject(name: string, width: number): Promise<string[]> {
  const response = await t.request('/api/projects', {
    method: 'POST',
    headers: { cookie },
    body: multipart(
      { name, year: '2025', location: 'Punta Cana', division: 'hospitality', projectType: 'Hotel', scope: 'FF&E', brands: [] },
      [
        photo(await jpeg(width, Math.round(width * 0.66), '#336699'), 'lobby.jpg'),
        photo(await jpeg(width, Math.round(width * 0.66), '#996633'), 'bar.jpg'),
      ],
    ),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const keys = JSON.stringify(await bodyOf(response)).match(/\/media\/([A-Za-z0-9_-]+)/g) ?? [];
  return [...new Set(keys.map((url) => url.slice('/media/'.length)))];
}

const variantFile = (key: string, width: (typeof MEDIA_WIDTHS)[number], format: keyof typeof ACCEPT) =>
  cachePath(t.deps.config.mediaCacheDir, key, width, format);

describe('image variants made when the image is stored', () => {
  it("serves a new project's images at every width and format from the first visit, without a resize", async () => {
    const keys = await createProject('Hotel Variantes', 1400);
    expect(keys).toHaveLength(2);
    const warmer = createVariantWarmer(t.deps);
    await warmer.warmNow();
    await warmer.stop();

    for (const key of keys) {
      for (const width of MEDIA_WIDTHS) {
        for (const format of variantFormatsOf('image/jpeg')) {
          const file = variantFile(key, width, format as keyof typeof ACCEPT);
          expect(fs.existsSync(file), `${key} ${width} ${format}`).toBe(true);
          // What the visitor gets is that file, untouched: replaced by a marker, the marker is served.
          if (width === 640) {
            fs.writeFileSync(file, `variante hecha de antemano ${format}`);
            const response = await t.request(`/media/${key}?w=640`, { headers: { accept: ACCEPT[format as keyof typeof ACCEPT] } });
            expect(response.status).toBe(200);
            expect(await response.text()).toBe(`variante hecha de antemano ${format}`);
          }
        }
      }
    }
    // A width past the photo's own is the photo at its own width, never enlarged.
    const widest = await sharp(fs.readFileSync(variantFile(keys[0]!, 1920, 'webp'))).metadata();
    expect(widest.width).toBe(1400);
    const small = await sharp(fs.readFileSync(variantFile(keys[0]!, 320, 'avif'))).metadata();
    expect(small.width).toBe(320);
  });

  it('makes the variants of images stored before the server started (the backfill), then of each new one', async () => {
    const before = await createProject('Oficina Antigua', 700);
    const warmer = createVariantWarmer(t.deps);
    expect(await warmer.warmNow()).toBeGreaterThanOrEqual(before.length * MEDIA_WIDTHS.length * 3);
    for (const key of before) expect(fs.existsSync(variantFile(key, 960, 'avif'))).toBe(true);

    // A later pass looks only at what is new, and makes each new image's variants once.
    const later = await createProject('Oficina Nueva', 500);
    expect(await warmer.warmNow()).toBe(later.length * MEDIA_WIDTHS.length * 3);
    expect(await warmer.warmNow()).toBe(0);
    for (const key of later) expect(fs.existsSync(variantFile(key, 1280, 'jpeg'))).toBe(true);
    await warmer.stop();
  });

  it('leaves SVG logos alone: they scale by themselves', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#123"/></svg>';
    const response = await t.request('/api/brands', {
      method: 'POST',
      headers: { cookie },
      body: multipart({ name: 'Marca Vectorial', division: 'corporativo', description: 'Sillas de oficina', category: 'Sillería' }, [
        { field: 'logo', data: Buffer.from(svg), filename: 'logo.svg', type: 'image/svg+xml' },
      ]),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const [key] = (JSON.stringify(await bodyOf(response)).match(/\/media\/([A-Za-z0-9_-]+)/) ?? []).slice(1);
    const warmer = createVariantWarmer(t.deps);
    await warmer.warmNow();
    await warmer.stop();
    expect(fs.existsSync(variantFile(key!, 320, 'avif'))).toBe(false);
  });
});
