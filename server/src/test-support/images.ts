// Test-only helpers shared by the media, projects, brands and seed tests (never imported by the app).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const FIXTURES = path.resolve(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'images');

/** A committed image fixture (tests/fixtures/images). */
export function fixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES, name));
}

/** A real JPEG of the given size, one colour (distinct colours give distinct content hashes). */
export async function jpeg(width = 64, height = 48, colour = '#8a6d3b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

export interface UploadPart {
  field: string;
  data: Buffer | string;
  filename: string;
  type: string;
}

export const photo = (data: Buffer, filename = 'foto.jpg', field = 'images'): UploadPart => ({ field, data, filename, type: 'image/jpeg' });

/** A multipart body as the admin sends it: text fields (objects as JSON text) and files. */
export function multipart(fields: Record<string, unknown>, files: readonly UploadPart[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const file of files) {
    const bytes = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
    form.append(file.field, new Blob([new Uint8Array(bytes)], { type: file.type }), file.filename);
  }
  return form;
}

/**
 * A camera-sized JPEG that does not compress: random pixels at quality 100. About 1.4 bytes a
 * pixel, so 2048 × 2900 is a little over 8 MB, the weight of a phone photo sent unedited.
 */
export async function noisyJpeg(width = 2048, height = 2900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#777777', noise: { type: 'gaussian', mean: 128, sigma: 80 } } })
    .jpeg({ quality: 100 })
    .toBuffer();
}
