import { describe, expect, it } from 'vitest';
import { normalizeBrand, normalizeBrandList } from './brand.js';

describe('brands as the public site reads them', () => {
  it('treats an object with a message field as an empty list (docs/product.md §7)', () => {
    expect(normalizeBrandList({ message: 'No brands' })).toEqual([]);
  });

  it('reads SQLite booleans and blank websites', () => {
    expect(normalizeBrand({ id: 1, name: 'Acme', isActive: 0, websiteUrl: '' })).toMatchObject({
      id: 1,
      isActive: false,
      websiteUrl: null,
    });
  });

  it('drops brands without an id', () => {
    expect(normalizeBrandList([{ name: 'x' }, { id: 2, name: 'y' }]).map((brand) => brand.id)).toEqual([2]);
  });
});
