import type { Knex } from 'knex';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../../test-support/images.js';
import { databaseBefore, type MigrationDb } from '../../test-support/migration-db.js';
import { migrationSource } from './index.js';

const MIGRATION = '202611241500-legacy-image-data-to-media';

let opened: MigrationDb;
let db: Knex;

beforeAll(async () => {
  opened = await databaseBefore(MIGRATION);
  db = opened.db;
});
afterAll(() => opened.close());

const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`;

async function insertProject(fields: Record<string, unknown>): Promise<number> {
  const [row] = await db('projects')
    .insert({
      name: 'Hotel Antiguo',
      year: 2021,
      location: 'Samaná',
      division: 'hospitality',
      project_type: 'Hotel',
      scope: 'FF&E',
      ...fields,
    })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}

describe(`migration ${MIGRATION}`, () => {
  it('moves legacy image data into media, preferred over the URLs as docs/product.md §3 reads it, and drops both columns', async () => {
    const hero = await jpeg(120, 80, '#224466');
    const first = await jpeg(90, 60, '#aa3300');
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const withData = await insertProject({
      hero_image_url: '/images/fallback/cover.jpg',
      hero_image_data: dataUrl('image/jpeg', hero),
      image_urls: JSON.stringify(['/media/0123456789abcdef-01234567', '/images/fallback/gallery-1.jpg']),
      image_data_array: JSON.stringify([
        dataUrl('image/jpeg', first),
        '/images/fallback/gallery-1.jpg',
        dataUrl('image/png', png),
        'data:image/png;base64,bm90IGFuIGltYWdl',
        '',
      ]),
    });
    const untouched = await insertProject({ hero_image_url: '/media/abcdefabcdefabcd-abcdefab', image_urls: JSON.stringify(['/media/x']) });
    // A list stored as a JSON string inside JSON (read tolerance, §3), and no hero data.
    const nested = await insertProject({ image_data_array: JSON.stringify(JSON.stringify([dataUrl('image/jpeg', first)])) });

    await db.migrate.latest({ migrationSource });

    expect(await db.schema.hasColumn('projects', 'hero_image_data')).toBe(false);
    expect(await db.schema.hasColumn('projects', 'image_data_array')).toBe(false);

    const row = await db('projects').where({ id: withData }).first();
    const gallery = JSON.parse(row.image_urls) as string[];
    expect(row.hero_image_url).toMatch(/^\/media\/[a-f0-9]{16}-[a-f0-9]{8}$/);
    expect(gallery).toHaveLength(4);
    expect(gallery[0]).toMatch(/^\/media\/[a-f0-9]{16}-[a-f0-9]{8}$/);
    expect(gallery[1]).toBe('/images/fallback/gallery-1.jpg');
    expect(gallery[2]).toMatch(/^\/media\/[a-f0-9]{16}-[a-f0-9]{8}$/);
    expect(gallery[3]).toBe('/media/0123456789abcdef-01234567');

    const media = await db('media').where({ owner_type: 'project', owner_id: withData }).orderBy('width', 'desc');
    expect(media.map((item) => [item.mime, item.width, item.height])).toEqual([
      ['image/jpeg', 120, 80],
      ['image/jpeg', 90, 60],
      ['image/png', 40, 30],
    ]);
    expect(media.map((item) => `/media/${item.id}`).sort()).toEqual([row.hero_image_url, gallery[0], gallery[2]].sort());
    const stored = await sharp(Buffer.from(media[0].data)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 120, 80]);

    const other = await db('projects').where({ id: untouched }).first();
    expect([other.hero_image_url, other.image_urls]).toEqual(['/media/abcdefabcdefabcd-abcdefab', JSON.stringify(['/media/x'])]);

    const fromNested = await db('projects').where({ id: nested }).first();
    expect(JSON.parse(fromNested.image_urls)).toEqual([expect.stringMatching(/^\/media\//)]);
    expect(fromNested.hero_image_url).toBeNull();
  });

  it('can be rolled back: the columns come back empty', async () => {
    // By name: later migrations (not touching these columns) stay applied.
    await db.migrate.down({ migrationSource, name: '202611241500-legacy-image-data-to-media' });
    expect(await db.schema.hasColumn('projects', 'hero_image_data')).toBe(true);
    expect(await db.schema.hasColumn('projects', 'image_data_array')).toBe(true);
    await db.migrate.latest({ migrationSource });
    expect(await db.schema.hasColumn('projects', 'image_data_array')).toBe(false);
  });
});
