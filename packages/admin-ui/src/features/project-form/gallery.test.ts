import { describe, expect, it } from 'vitest';
import {
  acceptsBatch,
  altsToSend,
  englishAltsToSend,
  canMoveTo,
  canSubmit,
  existingImagesToSend,
  galleryCounter,
  moveImage,
  onlyImages,
  orderAfterSave,
  oversized,
  uploadOrder,
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
    { id: 'a', kind: 'stored' as const, url: '/media/a', alt: 'A', altEn: 'A en' },
    { id: 'b', kind: 'stored' as const, url: '/media/b', alt: ' B ', altEn: '' },
    { id: 'x', kind: 'new' as const, url: 'blob:x', alt: 'X', altEn: ' X en ' },
    { id: 'y', kind: 'new' as const, url: 'blob:y', alt: '', altEn: '' },
  ];
  const ids = (list: readonly { id: string }[]) => list.map((item) => item.id).join('');

  it('moves any image to any place, the first being the cover', () => {
    expect(ids(moveImage(items, 1, 0))).toBe('baxy');
    expect(ids(moveImage(items, 0, 3))).toBe('bxya');
    expect(ids(moveImage(items, 3, 0))).toBe('yabx');
  });

  it('refuses moves off either end', () => {
    expect(canMoveTo(items, 0, -1)).toBe(false);
    expect(canMoveTo(items, 3, 4)).toBe(false);
    expect(canMoveTo(items, 1, 1)).toBe(false);
    expect(moveImage(items, 0, -1)).toBe(items);
  });

  it('sends saved images first, then the new ones, with one trimmed text each in that order', () => {
    const gallery = moveImage(items, 3, 0); // y a b x
    expect(ids(uploadOrder(gallery))).toBe('abyx');
    expect(altsToSend(uploadOrder(gallery))).toEqual(['A', 'B', '', 'X']);
    expect(englishAltsToSend(uploadOrder(gallery))).toEqual(['A en', '', '', 'X en']);
  });

  it('asks for no second save when the server order is already the gallery order', () => {
    expect(orderAfterSave(items, ['/media/a', '/media/b', '/media/x1', '/media/y1'])).toBeNull();
    const reordered = moveImage(items, 1, 0);
    expect(orderAfterSave(reordered, ['/media/b', '/media/a', '/media/x1', '/media/y1'])).toBeNull();
  });

  it('puts a new image before saved ones with a second save, its text following it', () => {
    const gallery = moveImage(items, 3, 0); // y a b x
    // The first save answered saved images then the uploads in upload order (y, then x).
    expect(orderAfterSave(gallery, ['/media/a', '/media/b', '/media/y1', '/media/x1'])).toEqual({
      urls: ['/media/y1', '/media/a', '/media/b', '/media/x1'],
      alts: ['', 'A', 'B', 'X'],
      altsEn: ['', 'A en', '', 'X en'],
    });
  });

  it('gives up (no second save) when the answer does not match the gallery', () => {
    expect(orderAfterSave(moveImage(items, 3, 0), ['/media/a'])).toBeNull();
  });
});
