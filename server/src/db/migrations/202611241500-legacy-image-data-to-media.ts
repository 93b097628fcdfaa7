import { createHash, randomBytes } from 'node:crypto';
import { toList } from '@casa/core';
import type { Knex } from 'knex';
import sharp from 'sharp';

// projects.hero_image_data and projects.image_data_array (docs/product.md §3) were neither read
// nor written since images moved into the media table. Whatever an older database still holds
// there moves into media, read as §3 reads it (data preferred over URLs), and the columns go
// (docs/decisions/0010-tidy-and-spec-deviations.md):
// - a `data:image/…;base64,…` entry becomes a media row owned by the project, through the same
//   processing as an upload (verified, rotated, metadata stripped, long edge capped);
// - any other text entry is already a URL and is kept as it is;
// - the hero becomes the migrated hero; the gallery becomes the migrated images followed by the
//   project's existing image_urls not already among them, so its cover is the one §3 showed and
//   nothing an editor saved is lost;
// - an entry that is not an image could never be shown and is dropped.

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([a-z0-9+/=\s]+)$/i;

// ---- Frozen: the media pipeline as it stood when this migration was written (server/src/media
// keys.ts and process.ts, raster images only), so later changes there never change what it does.

const MAX_INPUT_PIXELS = 100_000_000;
const MAX_LONG_EDGE = 2560;
/** sharp's name of each format it took (TIFF and SVG were refused), as the format it stood for. */
const ACCEPTED: Record<string, string> = { jpeg: 'jpeg', jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', heif: 'avif', avif: 'avif' };

/** 16 hex of the content's SHA-256 plus 8 random hex, as every media key. */
const newMediaKey = (data: Buffer) => `${createHash('sha256').update(data).digest('hex').slice(0, 16)}-${randomBytes(4).toString('hex')}`;

/**
 * Verified, rotated by EXIF, metadata dropped, long edge capped, re-encoded (JPEG and WebP stay
 * so, others become PNG with transparency and JPEG without); null when it is not such an image.
 */
async function processImage(input: Buffer): Promise<{ mime: string; width: number; height: number; data: Buffer } | null> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const format = meta.format ? ACCEPTED[meta.format] : undefined;
    if (!format) return null;
    const stored = format === 'jpeg' || (format !== 'webp' && meta.hasAlpha !== true) ? 'jpeg' : format === 'webp' ? 'webp' : 'png';
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_LONG_EDGE, height: MAX_LONG_EDGE, fit: 'inside', withoutEnlargement: true });
    const encoder = {
      jpeg: () => upright.jpeg({ quality: 82, progressive: true }),
      webp: () => upright.webp({ quality: 82 }),
      png: () => upright.png({ compressionLevel: 8, adaptiveFiltering: true }),
    }[stored];
    const { data, info } = await encoder().toBuffer({ resolveWithObject: true });
    return { mime: `image/${stored}`, width: info.width, height: info.height, data };
  } catch {
    return null;
  }
}

// ---- end of the frozen copy.

interface LegacyRow {
  id: number;
  hero_image_url: string | null;
  hero_image_data: string | null;
  image_urls: string | null;
  image_data_array: string | null;
}

const ignoreParseError = () => undefined;

/** The stored URL of one legacy entry: a new media row for image data, the text itself for a URL, null when unusable. */
async function migrateEntry(db: Knex, projectId: number, entry: string): Promise<string | null> {
  const text = entry.trim();
  if (text === '') return null;
  if (!text.toLowerCase().startsWith('data:')) return text;
  const base64 = DATA_URL.exec(text)?.[1];
  if (!base64) return null;
  const image = await processImage(Buffer.from(base64.replace(/\s/g, ''), 'base64'));
  if (!image) return null;
  const key = newMediaKey(image.data);
  await db('media').insert({
    id: key,
    owner_type: 'project',
    owner_id: projectId,
    mime: image.mime,
    width: image.width,
    height: image.height,
    size: image.data.length,
    data: image.data,
  });
  return `/media/${key}`;
}

const strings = (value: unknown, field: string) =>
  toList(value, field, ignoreParseError).filter((item): item is string => typeof item === 'string' && item.trim() !== '');

export async function up(knex: Knex): Promise<void> {
  // One project at a time: legacy images can be megabytes each.
  const ids = (await knex('projects')
    .select('id')
    .whereNotNull('hero_image_data')
    .orWhereNotIn('image_data_array', ['[]', ''])
    .orderBy('id')) as { id: number }[];
  for (const { id } of ids) {
    const row = (await knex('projects')
      .select('id', 'hero_image_url', 'hero_image_data', 'image_urls', 'image_data_array')
      .where({ id })
      .first()) as LegacyRow;
    const hero = row.hero_image_data ? await migrateEntry(knex, id, row.hero_image_data) : null;
    const migrated: string[] = [];
    for (const entry of strings(row.image_data_array, 'image_data_array')) {
      const url = await migrateEntry(knex, id, entry);
      if (url && !migrated.includes(url)) migrated.push(url);
    }
    const existing = strings(row.image_urls, 'image_urls');
    const update: Record<string, string> = {};
    if (hero) update.hero_image_url = hero;
    if (migrated.length > 0) update.image_urls = JSON.stringify([...migrated, ...existing.filter((url) => !migrated.includes(url))]);
    if (Object.keys(update).length > 0) await knex('projects').where({ id }).update(update);
  }
  await knex.schema.alterTable('projects', (table) => {
    table.dropColumn('hero_image_data');
    table.dropColumn('image_data_array');
  });
}

/** The columns come back empty: their content now lives in media and image_urls. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    table.text('hero_image_data').nullable();
    table.text('image_data_array').notNullable().defaultTo('[]');
  });
}
