import fs from 'node:fs/promises';
import { LIMITS } from '@casa/core';
import sharp, { type Sharp } from 'sharp';
import { looksLikeSvg, MAX_SVG_BYTES, sanitizeSvg } from './svg.js';

/** An image ready to store: verified, rotated, stripped of metadata, re-encoded. */
export interface ProcessedImage {
  mime: string;
  width: number | null;
  height: number | null;
  data: Buffer;
}

/** The bytes are not an image we accept; `reason` says which rule failed. */
export class ImageRejectedError extends Error {
  constructor(readonly reason: 'not-an-image' | 'type-not-allowed' | 'svg-too-large') {
    super(reason);
    this.name = 'ImageRejectedError';
  }
}

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff' | 'svg';

// Every upload is decoded once and every variant is cached on disk (service.ts): libvips'
// operation cache would only hold memory (up to 50 MB by default) for images never asked again.
sharp.cache(false);

/** A decompression bomb stops here: about 100 megapixels is far beyond any camera upload. */
const MAX_INPUT_PIXELS = 100_000_000;

const RASTER_FORMATS: Record<string, ImageFormat> = {
  jpeg: 'jpeg',
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  heif: 'avif',
  avif: 'avif',
  tiff: 'tiff',
};

export interface ProcessOptions {
  /** Formats accepted (by content, not by the file name). Default: every supported one. */
  allow?: readonly ImageFormat[];
  /** Longest edge of the stored image; larger images are scaled down. */
  maxEdge?: number;
}

async function processSvg(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_SVG_BYTES) throw new ImageRejectedError('svg-too-large');
  const clean = sanitizeSvg(input.toString('utf8'));
  if (!clean) throw new ImageRejectedError('not-an-image');
  const data = Buffer.from(clean, 'utf8');
  try {
    // CASE: image is SVG: librsvg must be able to draw it, else it is not a usable logo.
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== 'svg') throw new ImageRejectedError('not-an-image');
    return { mime: 'image/svg+xml', width: meta.width ?? null, height: meta.height ?? null, data };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError('not-an-image');
  }
}

/** A verified raster image's pipeline, ready to write: rotated, stripped, capped, re-encoded. */
async function rasterPipeline(input: Buffer | string, options: ProcessOptions): Promise<{ pipeline: Sharp; mime: string }> {
  const allow = options.allow;
  const maxEdge = options.maxEdge ?? LIMITS.maxImageLongEdge;
  let format: ImageFormat | undefined;
  let hasAlpha: boolean;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = meta.format ? RASTER_FORMATS[meta.format] : undefined;
    hasAlpha = meta.hasAlpha === true;
  } catch {
    throw new ImageRejectedError('not-an-image');
  }
  if (!format) throw new ImageRejectedError('not-an-image');
  if (allow && !allow.includes(format)) throw new ImageRejectedError('type-not-allowed');

  // Animated GIF/WebP keep only their first frame: the site shows stills.
  let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true });
  let mime: string;
  if (format === 'jpeg' || (format !== 'webp' && !hasAlpha)) {
    pipeline = pipeline.jpeg({ quality: 82, progressive: true });
    mime = 'image/jpeg';
  } else if (format === 'webp') {
    pipeline = pipeline.webp({ quality: 82 });
    mime = 'image/webp';
  } else {
    pipeline = pipeline.png({ compressionLevel: 8, adaptiveFiltering: true });
    mime = 'image/png';
  }
  // sharp writes no metadata unless asked (withMetadata/keepMetadata), so EXIF and GPS go here.
  return { pipeline, mime };
}

/**
 * Verifies that `input` really is an image and prepares it for storage: rotated by EXIF,
 * metadata (EXIF, GPS, XMP) dropped, long edge capped, re-encoded. JPEG and WebP stay in their
 * format; anything else becomes PNG when it has transparency and JPEG otherwise. SVG is
 * sanitised instead (see svg.ts).
 */
export async function processImage(input: Buffer, options: ProcessOptions = {}): Promise<ProcessedImage> {
  if (looksLikeSvg(input)) {
    if (options.allow && !options.allow.includes('svg')) throw new ImageRejectedError('type-not-allowed');
    return processSvg(input);
  }
  const { pipeline, mime } = await rasterPipeline(input, options);
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { mime, width: info.width, height: info.height, data };
  } catch {
    // CASE: a valid header over truncated or corrupt pixel data.
    throw new ImageRejectedError('not-an-image');
  }
}

/** A prepared image written to a file: what processImage answers, with the file's size instead of its bytes. */
export type ProcessedFile = Omit<ProcessedImage, 'data'> & { size: number };

/**
 * processImage from one file to another: libvips reads and writes them itself, so neither the
 * upload nor the prepared image passes through JavaScript memory (only an SVG, at most 1 MB, is
 * read to be sanitised).
 */
export async function processImageFile(input: string, output: string, options: ProcessOptions = {}): Promise<ProcessedFile> {
  const handle = await fs.open(input, 'r');
  let head: Buffer;
  let size: number;
  try {
    size = (await handle.stat()).size;
    head = Buffer.alloc(Math.min(size, 4096));
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (looksLikeSvg(head)) {
    if (options.allow && !options.allow.includes('svg')) throw new ImageRejectedError('type-not-allowed');
    if (size > MAX_SVG_BYTES) throw new ImageRejectedError('svg-too-large');
    const { data, ...image } = await processSvg(await fs.readFile(input));
    await fs.writeFile(output, data);
    return { ...image, size: data.length };
  }
  const { pipeline, mime } = await rasterPipeline(input, options);
  try {
    const info = await pipeline.toFile(output);
    return { mime, width: info.width, height: info.height, size: info.size };
  } catch {
    throw new ImageRejectedError('not-an-image');
  }
}
