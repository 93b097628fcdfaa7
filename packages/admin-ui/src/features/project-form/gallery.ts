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
