import { describe, expect, it } from 'vitest';
import { acceptsBatch, canSubmit, existingImagesToSend, galleryCounter, onlyImages, oversized } from './gallery.js';

describe('gallery limits (docs/product.md §5, §9)', () => {
  it('counts kept and new images against 20', () => {
    expect(galleryCounter(3, 2)).toBe('5/20');
  });

  it('takes a batch only while the project stays within 20 images', () => {
    expect(acceptsBatch(0, 0, 20)).toBe(true);
    expect(acceptsBatch(0, 0, 21)).toBe(false);
    expect(acceptsBatch(15, 3, 3)).toBe(false);
    expect(acceptsBatch(15, 3, 2)).toBe(true);
  });

  it('flags files over 10 MB and anything that is not an image', () => {
    const files = [
      { size: 10 * 1024 * 1024, type: 'image/jpeg' },
      { size: 10 * 1024 * 1024 + 1, type: 'image/png' },
      { size: 5, type: 'application/pdf' },
    ];
    expect(oversized(files)).toEqual([files[1]]);
    expect(onlyImages(files)).toEqual([files[0], files[1]]);
  });

  it('creating needs a new image, editing does not', () => {
    expect(canSubmit('create', 0)).toBe(false);
    expect(canSubmit('create', 1)).toBe(true);
    expect(canSubmit('edit', 0)).toBe(true);
  });

  it('sends existingImageUrls on edit only: the kept ones, or [] when all were removed', () => {
    expect(existingImagesToSend('create', [], [])).toBeNull();
    expect(existingImagesToSend('edit', ['/media/a', '/media/b'], ['/media/b'])).toEqual(['/media/b']);
    expect(existingImagesToSend('edit', ['/media/a'], [])).toEqual([]);
    expect(existingImagesToSend('edit', [], [])).toBeNull();
  });
});
