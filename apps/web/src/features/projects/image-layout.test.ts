import { describe, expect, it } from 'vitest';
import { chooseImageLayout } from './image-layout.js';

const images = (count: number) => Array.from({ length: count }, (_, index) => `/media/img-${index + 1}`);

describe('chooseImageLayout (docs/product.md §2: layouts for 1, 2, 3 and 4+ images)', () => {
  it('has no tiles when the project has no images (Sin imágenes disponibles)', () => {
    expect(chooseImageLayout([])).toEqual({ kind: 'none', tiles: [] });
  });

  it('shows one wide image', () => {
    const layout = chooseImageLayout(images(1));
    expect(layout.kind).toBe('single');
    expect(layout.tiles).toHaveLength(1);
    expect(layout.tiles[0]).toMatchObject({ src: '/media/img-1', main: true });
  });

  it('shows two images side by side, each half wide', () => {
    const layout = chooseImageLayout(images(2));
    expect(layout.kind).toBe('pair');
    expect(layout.tiles.map((tile) => tile.src)).toEqual(['/media/img-1', '/media/img-2']);
    expect(layout.tiles.every((tile) => tile.sizes.includes('50vw'))).toBe(true);
  });

  it('shows three images: one large and two small', () => {
    const layout = chooseImageLayout(images(3));
    expect(layout.kind).toBe('trio');
    expect(layout.tiles.map((tile) => tile.main)).toEqual([true, false, false]);
  });

  it('shows exactly four images without a +N overlay', () => {
    const layout = chooseImageLayout(images(4));
    expect(layout.kind).toBe('mosaic');
    expect(layout.tiles).toHaveLength(4);
    expect(layout.tiles.some((tile) => tile.more !== undefined)).toBe(false);
  });

  it('shows four of many images with +N on the last tile', () => {
    const layout = chooseImageLayout(images(9));
    expect(layout.kind).toBe('mosaic');
    expect(layout.tiles).toHaveLength(4);
    expect(layout.tiles[3]?.more).toBe(5);
    expect(layout.tiles.slice(0, 3).every((tile) => tile.more === undefined)).toBe(true);
  });
});

describe('chooseImageLayout for a list item (its first four images and the gallery’s count)', () => {
  it('counts the images the list left out in +N', () => {
    const layout = chooseImageLayout(images(4), 11);
    expect(layout.kind).toBe('mosaic');
    expect(layout.tiles).toHaveLength(4);
    expect(layout.tiles[3]?.more).toBe(7);
  });
});
