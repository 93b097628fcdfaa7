/** How a project's images are laid out in the projects list (docs/product.md §2 "Projects page"). */
export type ImageLayoutKind = 'none' | 'single' | 'pair' | 'trio' | 'mosaic';

export interface ImageTile {
  src: string;
  /** `sizes` for the tile's <img>, matching the CSS grid of its layout. */
  sizes: string;
  /** Set on the last tile of the mosaic when more images exist than are shown: the '+N' overlay. */
  more?: number;
  /** The large tile of a layout (first image of 'trio' and 'mosaic', the only one of 'single'). */
  main: boolean;
}

export interface ImageLayout {
  kind: ImageLayoutKind;
  tiles: ImageTile[];
}

/** Tiles the mosaic shows: one large and three small; the rest are counted in '+N'. */
export const MOSAIC_TILES = 4;

// The list puts text and images side by side from 900 px (images ≈ 55% of a 1280 px column).
const FULL = '(min-width: 900px) 700px, 100vw';
const HALF = '(min-width: 900px) 350px, 50vw';
const THIRD = '(min-width: 900px) 240px, 33vw';

/**
 * The layout for a number of images: 0 → 'Sin imágenes disponibles', 1 → one wide image,
 * 2 → two side by side, 3 → one large over two, 4+ → one large over three with '+N' on the last
 * when there are more than four.
 */
export function chooseImageLayout(images: readonly string[], total: number = images.length): ImageLayout {
  // A list item carries only its first four images; `total` is how many the gallery has.
  const count = images.length;
  if (count === 0) return { kind: 'none', tiles: [] };
  if (count === 1) return { kind: 'single', tiles: [{ src: images[0]!, sizes: FULL, main: true }] };
  if (count === 2) {
    return { kind: 'pair', tiles: images.map((src) => ({ src, sizes: HALF, main: false })) };
  }
  if (count === 3) {
    return {
      kind: 'trio',
      tiles: images.map((src, index) => ({ src, sizes: index === 0 ? FULL : HALF, main: index === 0 })),
    };
  }
  const shown = images.slice(0, MOSAIC_TILES);
  const more = Math.max(total, count) - MOSAIC_TILES;
  return {
    kind: 'mosaic',
    tiles: shown.map((src, index) => ({
      src,
      sizes: index === 0 ? FULL : THIRD,
      main: index === 0,
      ...(index === MOSAIC_TILES - 1 && more > 0 ? { more } : {}),
    })),
  };
}
