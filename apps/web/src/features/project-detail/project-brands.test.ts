import type { Brand } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { resolveProjectBrands, wrapIndex } from './project-brands.js';

const brand = (id: number, name: string): Brand => ({
  id,
  name,
  category: 'mobiliario',
  description: '',
  logoUrl: `/media/logo-${id}`,
  websiteUrl: null,
  division: 'corporativo',
  isActive: true,
  createdAt: null,
  updatedAt: null,
  en: { description: '' },
});

describe('resolveProjectBrands (Marcas Utilizadas)', () => {
  it('shows a matched brand with its logo and name', () => {
    expect(resolveProjectBrands([{ id: 2, name: 'Old', logoUrl: null }], [brand(1, 'Uno'), brand(2, 'Dos')])).toEqual([
      { id: 2, name: 'Dos', logoUrl: '/media/logo-2' },
    ]);
  });

  it('shows a brand missing from the public list (inactive or deleted) by the name and logo the project stored', () => {
    expect(resolveProjectBrands([{ id: 12, name: 'Guardada', logoUrl: '/media/x' }], [brand(1, 'Uno')])).toEqual([
      { id: 12, name: 'Guardada', logoUrl: '/media/x' },
    ]);
  });

  it("shows 'Brand {id}' without a logo for an id with no match and nothing stored", () => {
    expect(resolveProjectBrands([{ id: 7, name: null, logoUrl: '/media/x' }], [brand(1, 'Uno')])).toEqual([
      { id: 7, name: 'Brand 7', logoUrl: null },
    ]);
  });

  it('falls back to the stored name when the brands list failed to load', () => {
    expect(
      resolveProjectBrands(
        [
          { id: 3, name: 'Guardada', logoUrl: '/media/x' },
          { id: 4, name: null, logoUrl: null },
        ],
        null,
      ),
    ).toEqual([
      { id: 3, name: 'Guardada', logoUrl: '/media/x' },
      { id: 4, name: 'Brand 4', logoUrl: null },
    ]);
  });
});

describe('wrapIndex (lightbox previous / next wrap around)', () => {
  it('goes from the last image to the first and back', () => {
    expect(wrapIndex(7, 1, 8)).toBe(0);
    expect(wrapIndex(0, -1, 8)).toBe(7);
    expect(wrapIndex(3, 1, 8)).toBe(4);
  });

  it('stays at 0 when there is nothing to show', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
