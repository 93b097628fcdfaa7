import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createImagePreparer, MAX_LONG_EDGE, prepareImage, withExtension } from './image.js';

/** A camera-like JPEG: top half red, bottom half blue, with EXIF (camera, GPS), an ICC profile and an orientation. */
async function cameraPhoto(width: number, height: number, orientation?: number): Promise<Uint8Array> {
  const half = Math.floor(height / 2);
  const red = await sharp({ create: { width, height: half, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, top: 0, left: 0 }])
    .jpeg({ quality: 95 })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'X100', Copyright: 'Fotógrafo privado' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 28/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '69/1 56/1 0/1' },
    });
  if (orientation) image = image.withMetadata({ orientation });
  return new Uint8Array(await image.toBuffer());
}

/** The colour at (x, y) of an encoded image. */
async function pixel(bytes: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0];
}

const isRed = ([r, g, b]: [number, number, number]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: [number, number, number]) => b > 200 && r < 60 && g < 60;

describe('prepareImage with sharp', () => {
  it('caps the long edge of a large landscape photo at 2560 px and keeps its proportions', async () => {
    const input = await cameraPhoto(6000, 4000);
    const output = await prepareImage({ bytes: input, name: 'IMG_0001.JPG', type: 'image/jpeg' });
    const meta = await sharp(output.bytes).metadata();
    expect(MAX_LONG_EDGE).toBe(2560);
    expect([meta.width, meta.height]).toEqual([2560, 1707]);
    expect(meta.format).toBe('jpeg');
    expect(output).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg' });
    expect(output.bytes.byteLength).toBeLessThan(input.byteLength);
  });

  it('turns a portrait photo upright by its EXIF orientation (6: rotate 90° clockwise)', async () => {
    // Stored sideways as 4000×3000, red on top; shown upright it is 3000×4000 with red on the right.
    const input = await cameraPhoto(4000, 3000, 6);
    const output = await prepareImage({ bytes: input, name: 'retrato.jpg', type: 'image/jpeg' });
    const meta = await sharp(output.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 2560]);
    expect(meta.orientation).toBeUndefined();
    expect(isRed(await pixel(output.bytes, 1900, 1280))).toBe(true);
    expect(isBlue(await pixel(output.bytes, 20, 1280))).toBe(true);
  });

  it.each([
    [3, 'upside down: red ends at the bottom', [400, 290], [400, 10]],
    [8, '90° counter-clockwise: red ends on the left', [10, 400], [290, 400]],
  ] as const)('applies orientation %i (%s)', async (orientation, _label, redAt, blueAt) => {
    const input = await cameraPhoto(800, 300, orientation);
    const output = await prepareImage({ bytes: input, name: 'x.jpg', type: 'image/jpeg' });
    expect(isRed(await pixel(output.bytes, redAt[0], redAt[1]))).toBe(true);
    expect(isBlue(await pixel(output.bytes, blueAt[0], blueAt[1]))).toBe(true);
  });

  it('strips every piece of metadata: EXIF with camera and GPS, ICC profile, orientation', async () => {
    const input = await cameraPhoto(1200, 800, 1);
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('TestCam');
    expect(before.icc).toBeDefined();

    const output = await prepareImage({ bytes: input, name: 'gps.jpg', type: 'image/jpeg' });
    const after = await sharp(output.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(Buffer.from(output.bytes).toString('latin1')).not.toContain('TestCam');
  });

  it('never enlarges a small photo, but still re-encodes it without metadata', async () => {
    const input = await cameraPhoto(800, 600);
    const output = await prepareImage({ bytes: input, name: 'pequeña.jpeg', type: 'image/jpeg' });
    const meta = await sharp(output.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
    expect(meta.exif).toBeUndefined();
  });

  it('re-encodes an opaque PNG screenshot as JPEG', async () => {
    const input = new Uint8Array(
      await sharp({ create: { width: 3000, height: 2000, channels: 4, background: { r: 10, g: 120, b: 90, alpha: 1 } } })
        .png()
        .toBuffer(),
    );
    const output = await prepareImage({ bytes: input, name: 'captura.png', type: 'image/png' });
    const meta = await sharp(output.bytes).metadata();
    expect(output).toMatchObject({ name: 'captura.jpg', type: 'image/jpeg' });
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2560, 1707]);
  });

  it('keeps real transparency (a logo) as PNG', async () => {
    const input = new Uint8Array(
      await sharp({ create: { width: 3000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .png()
        .toBuffer(),
    );
    const output = await prepareImage({ bytes: input, name: 'logo.png', type: 'image/png' });
    const meta = await sharp(output.bytes).metadata();
    expect(output).toMatchObject({ name: 'logo.png', type: 'image/png' });
    expect([meta.format, meta.width, meta.hasAlpha]).toEqual(['png', 2560, true]);
  });

  it('hands back untouched what sharp should not touch: SVG, GIF, and files that are not images', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await prepareImage({ bytes: svg, name: 'logo.svg', type: 'image/svg+xml' })).toEqual({
      bytes: svg,
      name: 'logo.svg',
      type: 'image/svg+xml',
    });
    const gif = new Uint8Array(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer(),
    );
    expect((await prepareImage({ bytes: gif, name: 'a.gif', type: 'image/gif' })).bytes).toBe(gif);
    const pdf = new TextEncoder().encode('%PDF-1.4 not an image');
    expect(await prepareImage({ bytes: pdf, name: 'plano.jpg', type: 'image/jpeg' })).toEqual({
      bytes: pdf,
      name: 'plano.jpg',
      type: 'image/jpeg',
    });
    const empty = new Uint8Array();
    expect((await prepareImage({ bytes: empty, name: 'vacía.jpg', type: 'image/jpeg' })).bytes).toBe(empty);
  });

  it('hands back a truncated JPEG unchanged rather than failing', async () => {
    const full = await cameraPhoto(1000, 800);
    const truncated = full.slice(0, Math.floor(full.byteLength / 3));
    const output = await prepareImage({ bytes: truncated, name: 'cortada.jpg', type: 'image/jpeg' });
    expect(output.bytes).toBe(truncated);
  });
});

describe('withExtension', () => {
  it.each([
    ['IMG_1.HEIC', 'jpg', 'IMG_1.jpg'],
    ['sin-extension', 'jpg', 'sin-extension.jpg'],
    ['.jpg', 'png', 'foto.png'],
    ['mi.foto.final.png', 'jpg', 'mi.foto.final.jpg'],
  ])('%s → %s', (name, extension, expected) => {
    expect(withExtension(name, extension)).toBe(expected);
  });
});

describe('createImagePreparer', () => {
  it('runs at most two preparations at once and returns every result in order', async () => {
    let running = 0;
    let peak = 0;
    const slow = async (input: { bytes: Uint8Array; name: string; type: string }) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return input;
    };
    const prepare = createImagePreparer(2, slow);
    const names = Array.from({ length: 7 }, (_, index) => `${index}.jpg`);
    const results = await Promise.all(names.map((name) => prepare({ bytes: new Uint8Array(), name, type: 'image/jpeg' })));
    expect(results.map((result) => result.name)).toEqual(names);
    expect(peak).toBe(2);
  });
});
