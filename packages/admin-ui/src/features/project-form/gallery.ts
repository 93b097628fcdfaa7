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

/**
 * Saved images come before new ones: the API makes the gallery `existingImageUrls` then the new
 * files (docs/decisions/0013-project-drafts-featured-gallery.md), so an image moves only among its
 * own kind. Once saved, a new image can go anywhere.
 */
export function canMoveTo<T extends { kind: GalleryKind }>(items: readonly T[], from: number, to: number): boolean {
  const item = items[from];
  const target = items[to];
  return from !== to && item !== undefined && target !== undefined && item.kind === target.kind;
}

/** The gallery with the image at `from` moved to `to` (the same array when that move is not allowed). */
export function moveImage<T extends { kind: GalleryKind }>(items: readonly T[], from: number, to: number): readonly T[] {
  if (!canMoveTo(items, from, to)) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** imageAlts for POST/PUT: one trimmed text per image, in the gallery's order. */
export function altsToSend(items: readonly { alt: string }[]): string[] {
  return items.map((item) => item.alt.trim());
}
