import type { Division } from '../divisions.js';
import type { ResponsiveImageRef, SceneKind, SceneSpec } from './types.js';

/** Where the build writes generated photos, as the browser sees it. */
export const GENERATED_IMAGE_DIR = '/images/generated';
/** Widths of the `<name>-<w>.webp` variants beside every generated `<name>.jpg`. */
export const GENERATED_IMAGE_WIDTHS = [640, 1280, 1920] as const;

/** One photo the build renders (apps/web/scripts/generate-images.mjs, drawn by tools/demo-art). */
export interface GeneratedPhoto extends SceneSpec {
  name: string;
  width: number;
  height: number;
}

/** Declares a generated photo: the reference the pages render, carrying the scene the build draws for it. */
export function generatedPhoto(spec: GeneratedPhoto & { alt: string }): ResponsiveImageRef {
  const { alt, name, width, height, ...scene } = spec;
  return { src: `${GENERATED_IMAGE_DIR}/${name}.jpg`, width, height, alt, scene };
}

const GENERATED_NAME = new RegExp(`^${GENERATED_IMAGE_DIR}/([a-z0-9-]+)\\.jpg$`);

/** The photo helper of one division's content: names are prefixed with the division, the palette is its own. */
export function divisionPhotos(division: Division) {
  return (name: string, kind: SceneKind, seed: number, frame: { width: number; height: number }, alt: string): ResponsiveImageRef =>
    generatedPhoto({ name: `${division}-${name}`, kind, division, seed, ...frame, alt });
}

/**
 * Every generated photo named anywhere in `content` (objects and lists, nested), once per name,
 * in the order met. A pure reading of the values: nothing is collected as modules are imported.
 */
export function generatedPhotosIn(content: unknown): GeneratedPhoto[] {
  const found = new Map<string, GeneratedPhoto>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const ref = value as Partial<ResponsiveImageRef>;
    const name = ref.scene && typeof ref.src === 'string' ? GENERATED_NAME.exec(ref.src)?.[1] : undefined;
    if (name && ref.scene) {
      if (!found.has(name)) found.set(name, { ...ref.scene, name, width: ref.width ?? 0, height: ref.height ?? 0 });
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit(content);
  return [...found.values()];
}

/** Standard frames, so covers crop consistently (docs/visual.md "Imagery"). */
export const FRAME = {
  hero: { width: 1920, height: 1080 },
  panel: { width: 1280, height: 1600 },
  card: { width: 1280, height: 960 },
  wide: { width: 1600, height: 1067 },
  portrait: { width: 960, height: 1200 },
} as const;
