import fs from 'node:fs/promises';
import { MEDIA_WIDTHS } from '@casa/core';
import { dbTimestamp } from '../db/rows.js';
import type { AppDeps } from '../deps.js';
import { findMediaWithData, listResizableMedia, type MediaMeta } from './repo.js';
import { uploadBudget } from './upload-budget.js';
import { cachePath, renderVariant, type VariantFormat, writeCache } from './variants.js';

/**
 * Makes every variant the public pages may ask for (each of MEDIA_WIDTHS, in AVIF, WebP and the
 * original's family) before a visitor asks, so nobody waits for a resize
 * (docs/architecture.md §Media):
 * - at start, for every image already stored (a one-off backfill, in the background);
 * - then for each image stored since, found by a light look at the media table every few seconds
 *   (metadata of the last hour only). Every process does this for its own disk cache, so each
 *   server of several has every variant too.
 * It takes one decode slot at a time, in the uploads' queue (IMAGE_DECODE_CONCURRENCY): a
 * visitor's variant and the uploads in progress keep the other slots.
 */
export interface VariantWarmer {
  start(): void;
  /** One pass now (the backfill on the first): for tests, and what the timer runs. */
  warmNow(): Promise<number>;
  stop(): Promise<void>;
}

const POLL_MS = 3_000;
/** How far back each later pass looks: longer than any upload's transaction. */
const RECENT_MS = 60 * 60_000;

/** The formats negotiateFormat (variants.ts) may pick for an image of this type. */
export function variantFormatsOf(mime: string): VariantFormat[] {
  return ['avif', 'webp', mime === 'image/jpeg' ? 'jpeg' : 'png'];
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Makes the variants of one image the cache lacks; returns how many it wrote. */
async function warmImage(deps: AppDeps, meta: MediaMeta): Promise<number> {
  const wanted = MEDIA_WIDTHS.flatMap((width) => variantFormatsOf(meta.mime).map((format) => ({ width, format })));
  const missing = [];
  for (const variant of wanted) {
    const file = cachePath(deps.config.mediaCacheDir, meta.key, variant.width, variant.format);
    if (!(await exists(file))) missing.push({ ...variant, file });
  }
  if (missing.length === 0) return 0;
  const media = await findMediaWithData(deps.db, meta.key);
  if (!media) return 0; // deleted meanwhile
  const natural = media.width ?? Number.POSITIVE_INFINITY;
  // Widths at or past the image's own are the image at its own width: made once, written under each.
  const made = new Map<string, Buffer>();
  const budget = uploadBudget(deps.config);
  const bytes = media.size + (media.width ?? 0) * (media.height ?? 0) * 4;
  for (const { width, format, file } of missing) {
    const shared = `${format}-${width >= natural ? 'natural' : width}`;
    let body = made.get(shared);
    if (!body) {
      body = await budget.decode(() => renderVariant(media.data, width, format), { bytes });
      made.set(shared, body);
    }
    await writeCache(deps, file, body);
  }
  return missing.length;
}

export function createVariantWarmer(deps: AppDeps, pollMs = POLL_MS): VariantWarmer {
  const done = new Set<string>();
  let backfilled = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  const pass = async (): Promise<number> => {
    const since = backfilled ? dbTimestamp(deps.db, new Date(deps.now().getTime() - RECENT_MS)) : null;
    let written = 0;
    for (const meta of await listResizableMedia(deps.db, since)) {
      if (stopped) break;
      if (done.has(meta.key)) continue;
      try {
        written += await warmImage(deps, meta);
      } catch (error) {
        // Its variants are then made on request, as before; the next images go on.
        deps.log.error(`No se pudieron preparar las variantes de la imagen ${meta.key}`, error);
      }
      done.add(meta.key);
    }
    if (!backfilled && written > 0) deps.log.info(`Variantes de imágenes preparadas: ${written}`);
    backfilled = true;
    return written;
  };

  const warmNow = (): Promise<number> => {
    running = running.catch(() => 0).then(pass);
    return running;
  };

  const tick = () => {
    if (stopped) return;
    warmNow()
      .catch((error: unknown) => deps.log.error('No se pudieron buscar imágenes nuevas', error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs).unref();
      });
  };

  return {
    start: () => tick(),
    warmNow,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => 0);
    },
  };
}
