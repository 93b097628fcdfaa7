import sharp, { type Metadata } from 'sharp';
import type { PreparedImage } from '../shared/desktop-api.js';

/** Long edge of an uploaded photo: sharper than any variant the site serves (1920 px). */
export const MAX_LONG_EDGE = 2560;
export const JPEG_QUALITY = 82;
/** Larger than any camera file; anything bigger is not a photo staff meant to upload. */
export const MAX_INPUT_BYTES = 100 * 1024 * 1024;
/** A 100-megapixel limit keeps a hostile file from exhausting memory while decoding. */
const MAX_INPUT_PIXELS = 100_000_000;

const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'tiff', 'heif', 'avif', 'jp2', 'jxl']);

export interface ImageInput {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/**
 * A photo as staff want it uploaded: turned upright by its EXIF orientation, long edge at most
 * 2560 px, re-encoded (JPEG, or PNG when it has real transparency, e.g. a logo) and with every
 * piece of metadata stripped (EXIF, GPS position, camera serials, XMP, ICC after conversion to
 * sRGB). Anything sharp should not touch is handed back unchanged for the server to judge.
 */
export async function prepareImage(input: ImageInput): Promise<PreparedImage> {
  const unchanged: PreparedImage = { bytes: input.bytes, name: input.name, type: input.type };
  // CASE: vector logos stay vectors, animations stay animated.
  if (input.type === 'image/svg+xml' || /\.svg$/i.test(input.name)) return unchanged;
  if (input.type === 'image/gif') return unchanged;
  if (input.bytes.byteLength === 0 || input.bytes.byteLength > MAX_INPUT_BYTES) return unchanged;

  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input.bytes, options).metadata();
  } catch {
    // CASE: not an image sharp can read (a PDF renamed .jpg, HEIC without a decoder): let the server answer.
    return unchanged;
  }
  if (!metadata.format || !RASTER_FORMATS.has(metadata.format)) return unchanged;

  const transparent = metadata.hasAlpha ? !(await sharp(input.bytes, options).stats()).isOpaque : false;
  const pipeline = sharp(input.bytes, options)
    .autoOrient()
    .resize({ width: MAX_LONG_EDGE, height: MAX_LONG_EDGE, fit: 'inside', withoutEnlargement: true });

  try {
    if (transparent) {
      const bytes = await pipeline.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
      return { bytes: new Uint8Array(bytes), name: withExtension(input.name, 'png'), type: 'image/png' };
    }
    const bytes = await pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
    return { bytes: new Uint8Array(bytes), name: withExtension(input.name, 'jpg'), type: 'image/jpeg' };
  } catch {
    // CASE: a truncated file that decodes its header but not its pixels.
    return unchanged;
  }
}

export function withExtension(name: string, extension: string): string {
  const base = name.replace(/\.[^./\\]*$/, '').trim() || 'foto';
  return `${base}.${extension}`;
}

/**
 * At most `concurrency` photos decode at once: twenty 24-megapixel photos at the same time would
 * need gigabytes; sharp itself still uses every core for each one.
 */
export function createImagePreparer(concurrency = 2, prepare: typeof prepareImage = prepareImage) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function limitedPrepare(input: ImageInput): Promise<PreparedImage> {
    if (running < concurrency) running += 1;
    // A finished job hands its slot straight to the next one waiting.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await prepare(input);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
