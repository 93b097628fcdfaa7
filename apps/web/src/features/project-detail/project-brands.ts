import type { Brand, ProjectBrandRef } from '@casa/core';

export interface ShownBrand {
  id: number;
  name: string;
  logoUrl: string | null;
}

/**
 * The 'Marcas Utilizadas' list: each brand id of the project looked up in the brands list; an id
 * with no match shows 'Brand {id}' without a logo (docs/product.md §3). When the brands list could not be
 * loaded at all, the name and logo stored with the project are the best we have.
 */
export function resolveProjectBrands(refs: readonly ProjectBrandRef[], brands: readonly Brand[] | null): ShownBrand[] {
  return refs.map((ref) => {
    if (brands === null) {
      return { id: ref.id, name: ref.name ?? `Brand ${ref.id}`, logoUrl: ref.name ? ref.logoUrl : null };
    }
    const match = brands.find((brand) => brand.id === ref.id);
    if (!match) return { id: ref.id, name: `Brand ${ref.id}`, logoUrl: null };
    return { id: match.id, name: match.name || `Brand ${ref.id}`, logoUrl: match.logoUrl || null };
  });
}

/** Index after a step of +1 / -1 through `total` images, wrapping at both ends (docs/product.md §4 lightbox). */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}
