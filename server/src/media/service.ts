import { MESSAGES } from '@casa/core';
import sharp from 'sharp';
import { badRequest } from '../http/errors.js';
import { type ImageFormat, ImageRejectedError, processImage, processImageFile } from './process.js';
import { mediaUrl, newMediaKey, newMediaKeyOfFile } from './keys.js';
import type { NewMedia } from './repo.js';
import type { UploadBudget } from './upload-budget.js';

/** An upload turned into a row-to-be: the key (and so the URL) is known before any write. */
export interface PreparedMedia extends NewMedia {
  url: string;
}

/**
 * An image to prepare: a file an upload spooled to disk (upload.ts), or bytes already in memory
 * (a logo downloaded from a URL, at most 2 MB).
 */
export type UploadedFile = { fieldname: string; originalname: string } & ({ path: string; size: number } | { buffer: Buffer });

export interface PrepareOptions {
  allow?: readonly ImageFormat[];
  /** Message when the bytes are an image of a format not in `allow`. */
  typeMessage?: string;
  maxEdge?: number;
  /** The server's budget: decodes wait for one of its slots (IMAGE_DECODE_CONCURRENCY) and its memory (UPLOAD_MEMORY_MB). */
  budget: UploadBudget;
}

/**
 * What decoding `file` holds in memory, for the budget: its bytes, read whole, and its pixels at
 * four bytes each (read from the header; sharp refuses more than about 100 megapixels anyway).
 */
async function decodeCost(file: UploadedFile): Promise<number> {
  const size = 'path' in file ? file.size : file.buffer.length;
  try {
    const meta = await sharp('path' in file ? file.path : file.buffer, { limitInputPixels: false }).metadata();
    return size + Math.min((meta.width ?? 0) * (meta.height ?? 0), MAX_COUNTED_PIXELS) * 4;
  } catch {
    // Not an image sharp can read the header of (processImage will say why): its bytes only.
    return size;
  }
}

const MAX_COUNTED_PIXELS = 100_000_000;

/**
 * One upload, verified and ready to store. A file from disk is decoded from disk inside its decode
 * slot and the prepared image is written beside it (insertMedia reads it back, one at a time), so
 * a request holds no more than the images being decoded, whatever its size.
 */
async function prepareOne(file: UploadedFile, options: PrepareOptions): Promise<PreparedMedia> {
  const bytes = await decodeCost(file);
  const processing = { allow: options.allow, maxEdge: options.maxEdge };
  if (!('path' in file)) {
    const image = await options.budget.decode(() => processImage(file.buffer, processing), { bytes });
    const key = newMediaKey(image.data);
    return { ...image, key, url: mediaUrl(key) };
  }
  const ready = `${file.path}.ready`;
  const { size, ...image } = await options.budget.decode(() => processImageFile(file.path, ready, processing), { bytes });
  const key = await newMediaKeyOfFile(ready);
  return { ...image, data: { file: ready, size }, key, url: mediaUrl(key) };
}

/**
 * Processes every upload before anything is written, so a fake image anywhere in the batch
 * refuses the whole request with a 400 and leaves the database untouched.
 */
export async function prepareUploads(files: readonly UploadedFile[], options: PrepareOptions): Promise<PreparedMedia[]> {
  const results: PreparedMedia[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const file = files[index] as UploadedFile;
      try {
        results[index] = await prepareOne(file, options);
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        const message =
          error.reason === 'type-not-allowed'
            ? (options.typeMessage ?? MESSAGES.notAnImage)
            : error.reason === 'svg-too-large'
              ? MESSAGES.svgTooLarge
              : MESSAGES.notAnImage;
        const name = file.originalname ? ` (${file.originalname.slice(0, 120)})` : '';
        throw badRequest(message, { [file.fieldname]: [`${message}${name}`] });
      }
    }
  };
  // Two workers per request keep its own images flowing; the budget decides who actually decodes.
  await Promise.all(Array.from({ length: Math.min(2, files.length) }, worker));
  return results;
}
