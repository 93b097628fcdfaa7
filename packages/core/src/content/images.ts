import type { Division } from '../divisions.js';
import type { ResponsiveImageRef, SceneKind } from './types.js';

/** Where the build writes generated photos, as the browser sees it. */
export const GENERATED_IMAGE_DIR = '/images/generated';
/** Widths of the `<name>-<w>.webp` variants beside every generated `<name>.jpg`. */
export const GENERATED_IMAGE_WIDTHS = [640, 1280, 1920] as const;

/** One photo the build renders from `interiorSceneSvg`. */
export interface GeneratedPhoto {
  name: string;
  kind: SceneKind;
  division: Division;
  seed: number;
  width: number;
  height: number;
  label?: string;
}

const photos: GeneratedPhoto[] = [];

/** Declares a generated photo and returns the reference the pages render. */
export function generatedPhoto(spec: GeneratedPhoto & { alt: string }): ResponsiveImageRef {
  const { alt, ...photo } = spec;
  if (!photos.some((existing) => existing.name === photo.name)) photos.push(photo);
  return { src: `${GENERATED_IMAGE_DIR}/${photo.name}.jpg`, width: photo.width, height: photo.height, alt };
}

/** Every photo the division content uses (read by apps/web/scripts/generate-images.mjs). */
export function generatedPhotos(): readonly GeneratedPhoto[] {
  return photos;
}

/** Standard frames, so covers crop consistently (docs/visual.md "Imagery"). */
export const FRAME = {
  hero: { width: 1920, height: 1080 },
  panel: { width: 1280, height: 1600 },
  card: { width: 1280, height: 960 },
  wide: { width: 1600, height: 1067 },
  portrait: { width: 960, height: 1200 },
} as const;
