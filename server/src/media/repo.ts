import fs from 'node:fs/promises';
import { type Db, toNumber } from '../db/rows.js';

/** Who holds an image: deleting the owner deletes its media, and only its own. */
export type MediaOwnerType = 'project' | 'brand';
export interface MediaOwner {
  type: MediaOwnerType;
  id: number;
}

/** A prepared image's bytes: in memory, or in a file of the request's upload folder (read back when stored). */
export type MediaBytes = Buffer | { file: string; size: number };

export interface NewMedia {
  key: string;
  mime: string;
  width: number | null;
  height: number | null;
  data: MediaBytes;
}

export interface MediaMeta {
  key: string;
  mime: string;
  width: number | null;
  height: number | null;
  size: number;
  ownerType: string | null;
  ownerId: number | null;
}

export interface MediaWithData extends MediaMeta {
  data: Buffer;
}

interface MediaRow {
  id: string;
  owner_type: string | null;
  owner_id: number | string | null;
  mime: string;
  width: number | null;
  height: number | null;
  size: number | string;
  data?: Buffer | Uint8Array;
}

const META_COLUMNS = ['id', 'owner_type', 'owner_id', 'mime', 'width', 'height', 'size'] as const;

function toMeta(row: MediaRow): MediaMeta {
  return {
    key: row.id,
    mime: row.mime,
    width: row.width === null ? null : toNumber(row.width),
    height: row.height === null ? null : toNumber(row.height),
    size: toNumber(row.size),
    ownerType: row.owner_type,
    ownerId: row.owner_id === null ? null : toNumber(row.owner_id),
  };
}

export async function insertMedia(db: Db, items: readonly NewMedia[], owner: MediaOwner | null): Promise<void> {
  // One row at a time: each can be megabytes, and a multi-row insert would hold them all twice.
  for (const item of items) {
    const data = Buffer.isBuffer(item.data) ? item.data : await fs.readFile(item.data.file);
    await db('media').insert({
      id: item.key,
      owner_type: owner?.type ?? null,
      owner_id: owner?.id ?? null,
      mime: item.mime,
      width: item.width,
      height: item.height,
      size: data.length,
      data,
    });
  }
}

export async function findMediaMeta(db: Db, key: string): Promise<MediaMeta | null> {
  const row = (await db('media').select(META_COLUMNS).where({ id: key }).first()) as MediaRow | undefined;
  return row ? toMeta(row) : null;
}

export async function findMediaWithData(db: Db, key: string): Promise<MediaWithData | null> {
  const row = (await db('media')
    .select([...META_COLUMNS, 'data'])
    .where({ id: key })
    .first()) as MediaRow | undefined;
  if (!row) return null;
  const data = Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data ?? []);
  return { ...toMeta(row), data };
}

/**
 * Deletes the owner's media; with `keys`, only those of its media. Returns how many rows went.
 * An image a kept version of the history names stays (it goes when that version is pruned), so an
 * older version, or a deleted project or brand, restores with its images
 * (docs/decisions/0021-history-and-activity.md).
 */
export async function deleteOwnedMedia(db: Db, owner: MediaOwner, keys?: readonly string[]): Promise<number> {
  if (keys && keys.length === 0) return 0;
  const query = db('media').where({ owner_type: owner.type, owner_id: owner.id }).whereNotIn('id', db('history_media').select('media_key'));
  if (keys) query.whereIn('id', [...keys]);
  return query.delete();
}

export async function countMedia(db: Db, owner?: MediaOwner): Promise<number> {
  const query = db('media').count<{ count: number | string }[]>({ count: '*' });
  if (owner) query.where({ owner_type: owner.type, owner_id: owner.id });
  const [row] = await query;
  return toNumber(row?.count ?? 0);
}

/**
 * The images that have resized variants (every stored type but SVG), without their bytes: all of
 * them, or those stored since `since`. For the variant warmer (variant-warmer.ts).
 */
export async function listResizableMedia(db: Db, since: Date | string | null): Promise<MediaMeta[]> {
  const query = db('media').select(META_COLUMNS).whereNot({ mime: 'image/svg+xml' }).orderBy('created_at');
  if (since !== null) query.where('created_at', '>=', since);
  return ((await query) as MediaRow[]).map(toMeta);
}

/** Of `keys`, those that name a stored image (one query, however many keys). */
export async function existingMediaKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = (await db('media')
    .select('id')
    .whereIn('id', [...new Set(keys)])) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

/** The stored photos (no SVG logos), newest first, at most `limit`: what a page's hero may show. */
export async function listPhotoMeta(db: Db, limit: number): Promise<MediaMeta[]> {
  const rows = (await db('media')
    .select(META_COLUMNS)
    .whereNot('mime', 'image/svg+xml')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(limit)) as MediaRow[];
  return rows.map(toMeta);
}
