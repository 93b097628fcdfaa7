import { describe, expect, it } from 'vitest';
import { browserPrepareImage, fitWithin, keepsOriginal, outputType, prepareAll, renamed } from './prepare-image.js';

describe('browser image preparation', () => {
  it('keeps small files, SVG, GIF and non-images untouched', () => {
    expect(keepsOriginal({ type: 'image/jpeg', size: 500_000 })).toBe(true);
    expect(keepsOriginal({ type: 'image/svg+xml', size: 5_000_000 })).toBe(true);
    expect(keepsOriginal({ type: 'image/gif', size: 5_000_000 })).toBe(true);
    expect(keepsOriginal({ type: 'application/pdf', size: 5_000_000 })).toBe(true);
    expect(keepsOriginal({ type: 'image/jpeg', size: 10_000_000 })).toBe(false);
  });

  it('fits the long edge into 2560 px without upscaling', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3000, 6000)).toEqual({ width: 1280, height: 2560 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('re-encodes PNG and WebP as WebP (alpha) and the rest as JPEG', () => {
    expect(outputType('image/png')).toBe('image/webp');
    expect(outputType('image/heic')).toBe('image/jpeg');
    expect(renamed('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(renamed('logo.png', 'image/webp')).toBe('logo.webp');
  });

  it('returns the original when the browser cannot decode it', async () => {
    const file = new File([new Uint8Array(2_000_000)], 'big.jpg', { type: 'image/jpeg' });
    await expect(browserPrepareImage(file)).resolves.toBe(file);
  });

  it('prepares one file at a time, reporting progress, and survives a failing preparer', async () => {
    const files = [new File(['a'], 'a.jpg'), new File(['b'], 'b.jpg')];
    const progress: string[] = [];
    const result = await prepareAll(
      files,
      async (file) => {
        if (file.name === 'b.jpg') throw new Error('boom');
        return new File(['x'], 'x.jpg');
      },
      (done, total) => progress.push(`${done}/${total}`),
    );
    expect(result.map((file) => file.name)).toEqual(['x.jpg', 'b.jpg']);
    expect(progress).toEqual(['0/2', '1/2', '2/2']);
  });
});
