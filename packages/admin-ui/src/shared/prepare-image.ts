import { LIMITS } from '@casa/core';

/** Turns a chosen file into the file to upload (shrunk, re-encoded). Never rejects on bad input. */
export type PrepareImage = (file: File) => Promise<File>;

/** Files at or under this size go up untouched: shrinking them saves little. */
export const KEEP_BYTES = 1024 * 1024;
export const JPEG_QUALITY = 0.85;

/** Formats that a canvas would spoil: vectors stay sharp, GIFs keep their animation. */
const UNTOUCHED_TYPES = new Set(['image/svg+xml', 'image/gif']);

export function keepsOriginal(file: Pick<File, 'type' | 'size'>): boolean {
  if (!file.type.startsWith('image/')) return true; // CASE: not an image — the server answers.
  if (UNTOUCHED_TYPES.has(file.type)) return true;
  return file.size <= KEEP_BYTES;
}

/** The size that fits the long edge into `maxEdge`, never upscaled. */
export function fitWithin(width: number, height: number, maxEdge: number = LIMITS.maxImageLongEdge): { width: number; height: number } {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge || longEdge === 0) return { width, height };
  const scale = maxEdge / longEdge;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** PNG and WebP may be transparent: WebP keeps the alpha channel. Everything else becomes JPEG. */
export function outputType(inputType: string): 'image/webp' | 'image/jpeg' {
  return inputType === 'image/png' || inputType === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

export function renamed(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^./\\]+$/, '');
  return `${base || 'imagen'}.${extension}`;
}

async function decode(file: File): Promise<ImageBitmap> {
  // 'from-image' applies the EXIF orientation, so portrait phone photos stay upright.
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

function encode(bitmap: ImageBitmap, width: number, height: number, type: string): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return Promise.resolve(null);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality: JPEG_QUALITY }).catch(() => null);
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
}

/**
 * The browser's PrepareImage: shrinks big photos on a canvas (long edge ≤ 2560 px) and re-encodes
 * them, so a 10 MB phone photo uploads as a few hundred KB. Small files, SVG and GIF go untouched;
 * on any failure the original is returned and the server decides.
 */
export const browserPrepareImage: PrepareImage = async (file) => {
  if (keepsOriginal(file) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await decode(file);
    const size = fitWithin(bitmap.width, bitmap.height);
    const type = outputType(file.type);
    const blob = await encode(bitmap, size.width, size.height, type);
    // CASE: the browser cannot encode that type, or re-encoding made it bigger.
    if (!blob || blob.type !== type || blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
};

/** Runs `prepare` over files one at a time (memory: one decoded photo at once), reporting progress. */
export async function prepareAll(
  files: readonly File[],
  prepare: PrepareImage,
  onProgress?: (done: number, total: number) => void,
): Promise<File[]> {
  const prepared: File[] = [];
  onProgress?.(0, files.length);
  for (const file of files) {
    try {
      prepared.push(await prepare(file));
    } catch {
      prepared.push(file);
    }
    onProgress?.(prepared.length, files.length);
  }
  return prepared;
}
