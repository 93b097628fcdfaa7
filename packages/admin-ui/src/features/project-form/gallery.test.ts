import { describe, expect, it } from 'vitest';
import {
  acceptsBatch,
  altsToSend,
  canMoveTo,
  canSubmit,
  existingImagesToSend,
  galleryCounter,
  moveImage,
  onlyImages,
  oversized,
} from './gallery.js';

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

describe('gallery order and alternative texts (docs/decisions/0013-project-drafts-featured-gallery.md)', () => {
  const items = [
    { id: 'a', kind: 'stored' as const, alt: 'A' },
    { id: 'b', kind: 'stored' as const, alt: ' B ' },
    { id: 'c', kind: 'stored' as const, alt: '' },
    { id: 'x', kind: 'new' as const, alt: 'X' },
    { id: 'y', kind: 'new' as const, alt: '' },
  ];
  const ids = (list: readonly { id: string }[]) => list.map((item) => item.id).join('');

  it('moves a saved image anywhere among the saved ones, the first being the cover', () => {
    expect(ids(moveImage(items, 2, 0))).toBe('cabxy');
    expect(ids(moveImage(items, 0, 1))).toBe('bacxy');
    expect(ids(moveImage(items, 0, 2))).toBe('bcaxy');
  });

  it('moves a new image among the new ones, never before a saved one', () => {
    expect(ids(moveImage(items, 4, 3))).toBe('abcyx');
    expect(canMoveTo(items, 3, 2)).toBe(false);
    expect(moveImage(items, 3, 2)).toBe(items);
    expect(canMoveTo(items, 2, 3)).toBe(false);
  });

  it('refuses moves off either end', () => {
    expect(canMoveTo(items, 0, -1)).toBe(false);
    expect(canMoveTo(items, 4, 5)).toBe(false);
    expect(canMoveTo(items, 1, 1)).toBe(false);
  });

  it('sends one trimmed text per image in order', () => {
    expect(altsToSend(items)).toEqual(['A', 'B', '', 'X', '']);
  });
});
