import { LIMITS } from '@casa/core';

export const MAX_IMAGES = LIMITS.maxImagesPerBatch;

/** 'x/20': the images the project will have after saving (kept ones plus new ones). */
export function galleryCounter(keptCount: number, newCount: number): string {
  return `${keptCount + newCount}/${MAX_IMAGES}`;
}

/** A batch is taken whole or not at all, so the user never loses track of which files went in. */
export function acceptsBatch(keptCount: number, newCount: number, batchCount: number): boolean {
  return keptCount + newCount + batchCount <= MAX_IMAGES;
}

/** Files the server would refuse for size (checked after preparation, which shrinks photos). */
export function oversized<T extends { size: number }>(files: readonly T[]): T[] {
  return files.filter((file) => file.size > LIMITS.maxImageBytes);
}

/** Creating needs at least one new image (docs/product.md §5); editing does not. */
export function canSubmit(mode: 'create' | 'edit', newCount: number): boolean {
  return mode === 'edit' || newCount > 0;
}

/**
 * existingImageUrls for a PUT: the kept gallery when any is kept. When the user removed every
 * stored image, an explicit [] says so (absent could read as "unchanged"). null = do not send.
 */
export function existingImagesToSend(
  mode: 'create' | 'edit',
  originalUrls: readonly string[],
  keptUrls: readonly string[],
): string[] | null {
  if (mode === 'create') return null;
  if (keptUrls.length > 0) return [...keptUrls];
  return originalUrls.length > 0 ? [] : null;
}

/** Only images go in: the picker's accept attribute can be bypassed by drag and drop. */
export function onlyImages<T extends { type: string }>(files: readonly T[]): T[] {
  return files.filter((file) => file.type.startsWith('image/'));
}

/** Where an image of the gallery comes from: already saved, or picked in this dialog. */
export type GalleryKind = 'stored' | 'new';

interface Orderable {
  kind: GalleryKind;
  alt: string;
  /** The English alternative text ('' when none is written). */
  altEn: string;
}

/** True when the image at `from` can go to `to`: any place in the gallery (the first is the cover). */
export function canMoveTo(items: readonly unknown[], from: number, to: number): boolean {
  return from !== to && from >= 0 && to >= 0 && from < items.length && to < items.length;
}

/** The gallery with the image at `from` moved to `to` (the same array when that move is not possible). */
export function moveImage<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (!canMoveTo(items, from, to)) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * The order a save sends: the API makes the gallery `existingImageUrls` then the new files
 * (docs/decisions/0013-project-drafts-featured-gallery.md), so saved images first, then new ones,
 * each group in the gallery's order.
 */
export function uploadOrder<T extends Orderable>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.kind === 'stored'), ...items.filter((item) => item.kind === 'new')];
}

/** imageAlts for POST/PUT: one trimmed text per image, in the order given. */
export function altsToSend(items: readonly { alt: string }[]): string[] {
  return items.map((item) => item.alt.trim());
}

/** The English imageAlts (the `en` field): one trimmed text per image, in the order given. */
export function englishAltsToSend(items: readonly { altEn: string }[]): string[] {
  return items.map((item) => item.altEn.trim());
}

/**
 * After a save, the gallery as the user ordered it, in URLs: saved images keep theirs, the new
 * ones take the URLs the server gave them (after the saved ones, in upload order). null when the
 * server's order already is the user's, else the second PUT puts a new image before a saved one.
 */
export function orderAfterSave<T extends Orderable & { url: string }>(
  items: readonly T[],
  savedUrls: readonly string[],
): { urls: string[]; alts: string[]; altsEn: string[] } | null {
  const storedCount = items.filter((item) => item.kind === 'stored').length;
  let nextNew = storedCount;
  const urls: string[] = [];
  for (const item of items) {
    const url = item.kind === 'stored' ? item.url : savedUrls[nextNew++];
    if (url === undefined) return null;
    urls.push(url);
  }
  if (urls.length !== savedUrls.length || urls.every((url, index) => url === savedUrls[index])) return null;
  return { urls, alts: altsToSend(items), altsEn: englishAltsToSend(items) };
}
