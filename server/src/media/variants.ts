import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_WIDTHS, MESSAGES, type MediaWidth } from '@casa/core';
import sharp from 'sharp';
import type { AppDeps } from '../deps.js';
import { badRequest, HttpError } from '../http/errors.js';
import { findMediaMeta, findMediaWithData, type MediaMeta } from './repo.js';
import { isStoredImageType } from './types.js';
import { uploadBudget } from './upload-budget.js';

/**
 * What /media/:key answers: the stored image, or a variant of it at one of MEDIA_WIDTHS in the
 * best format the browser takes, cached on local disk (docs/architecture.md §Media). The cache
 * is filled ahead by variant-warmer.ts; a variant it has not made yet is made here on request.
 */

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const FORMAT_MIME: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const WIDTH_MESSAGE = `El ancho debe ser uno de: ${MEDIA_WIDTHS.join(', ')}.`;

/** `?w=` as one of MEDIA_WIDTHS; undefined when absent; a 400 for anything else. */
export function parseWidth(value: unknown): MediaWidth | undefined {
  if (value === undefined) return undefined;
  const width = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) throw badRequest(WIDTH_MESSAGE, { w: [WIDTH_MESSAGE] });
  return width as MediaWidth;
}

/** The best format this browser takes: AVIF, then WebP, else the original's family. */
export function negotiateFormat(accept: string | undefined, originalMime: string): VariantFormat {
  const accepted = new Set(
    (accept ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([type]) => (type ?? '').trim()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return originalMime === 'image/jpeg' ? 'jpeg' : 'png';
}

export interface MediaResponse {
  mime: string;
  body: Buffer;
  etag: string;
  /** The response depends on the Accept header (negotiated variant). */
  varies: boolean;
  isSvg: boolean;
}

/** Variant generations in progress, so a burst of first requests encodes each variant once. */
const inFlight = new Map<string, Promise<Buffer>>();

export function cachePath(cacheDir: string, key: string, width: MediaWidth, format: VariantFormat): string {
  return path.join(cacheDir, key.slice(0, 2), `${key}-w${width}.${format}`);
}

export async function renderVariant(original: Buffer, width: MediaWidth, format: VariantFormat): Promise<Buffer> {
  let pipeline = sharp(original).resize({ width, withoutEnlargement: true });
  if (format === 'avif') pipeline = pipeline.avif({ quality: 55, effort: 2 });
  else if (format === 'webp') pipeline = pipeline.webp({ quality: 80 });
  else if (format === 'jpeg') pipeline = pipeline.jpeg({ quality: 80, progressive: true });
  else pipeline = pipeline.png({ compressionLevel: 8, adaptiveFiltering: true });
  return pipeline.toBuffer();
}

/** Writes through a temporary name, so a reader never sees half a file. Failures only cost speed. */
export async function writeCache(deps: AppDeps, file: string, body: Buffer): Promise<void> {
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, body);
    await fs.rename(temporary, file);
  } catch (error) {
    deps.log.error(`media cache: could not write ${file}`, error);
  }
}

async function variantBody(deps: AppDeps, original: MediaMeta, width: MediaWidth, format: VariantFormat): Promise<Buffer | null> {
  const key = original.key;
  const file = cachePath(deps.config.mediaCacheDir, key, width, format);
  try {
    return await fs.readFile(file);
  } catch {
    // Not cached yet, or the cache was deleted: render it.
  }
  const pending = inFlight.get(file);
  if (pending) return pending;
  const job = (async () => {
    // Variants share the server's decode slots with uploads, ahead of queued uploads (a visitor is
    // waiting); the original is loaded inside the slot.
    const body = await uploadBudget(deps.config).decode(
      async () => {
        const media = await findMediaWithData(deps.db, key);
        if (!media) throw new HttpError(404, MESSAGES.notFound);
        return renderVariant(media.data, width, format);
      },
      // What the decode holds, counted as an upload's is (decodeCost): the original and its pixels.
      { first: true, bytes: original.size + (original.width ?? 0) * (original.height ?? 0) * 4 },
    );
    await writeCache(deps, file, body);
    return body;
  })();
  inFlight.set(file, job);
  try {
    return await job;
  } finally {
    inFlight.delete(file);
  }
}

/**
 * What GET /media/:key answers: the stored image, or for `?w=` a resized variant in the best
 * format the browser accepts (cached on disk). null when the key is unknown. `isFresh` lets the
 * route answer 304 before any image work when the browser already holds this exact response.
 */
export async function mediaResponse(
  deps: AppDeps,
  key: string,
  request: { width: MediaWidth | undefined; accept: string | undefined; isFresh: (etag: string) => boolean },
): Promise<MediaResponse | null> {
  const meta = await findMediaMeta(deps.db, key);
  // Only images leave /media: a row of another type (HTML planted through a crafted backup before
  // restores checked rows) would otherwise be a page on this site's origin.
  if (!meta || !isStoredImageType(meta.mime)) return null;
  const isSvg = meta.mime === 'image/svg+xml';
  // CASE: image is SVG: it scales by itself; every width gets the same (sanitised) document.
  if (request.width === undefined || isSvg) {
    const etag = `"${key}"`;
    if (request.isFresh(etag)) return { mime: meta.mime, body: Buffer.alloc(0), etag, varies: false, isSvg };
    const media = await findMediaWithData(deps.db, key);
    if (!media) return null;
    return { mime: media.mime, body: media.data, etag, varies: false, isSvg };
  }
  const format = negotiateFormat(request.accept, meta.mime);
  const etag = `"${key}-w${request.width}-${format}"`;
  if (request.isFresh(etag)) return { mime: FORMAT_MIME[format], body: Buffer.alloc(0), etag, varies: true, isSvg };
  const body = await variantBody(deps, meta, request.width, format);
  if (!body) return null;
  return { mime: FORMAT_MIME[format], body, etag, varies: true, isSvg };
}
