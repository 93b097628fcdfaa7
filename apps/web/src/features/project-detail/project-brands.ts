import type { Brand, ProjectBrandRef } from '@casa/core';

export interface ShownBrand {
  id: number;
  name: string;
  logoUrl: string | null;
}

/**
 * The 'Marcas Utilizadas' list: each brand of the project as the public brands list shows it today.
 * A brand not in that list (made inactive or deleted since) shows the name and logo the project
 * stored for it when it was saved, and only a brand with nothing stored shows 'Brand {id}' without a
 * logo (docs/product.md §3, docs/decisions/0010-tidy-and-spec-deviations.md). The same holds when
 * the brands list could not be loaded at all.
 */
export function resolveProjectBrands(refs: readonly ProjectBrandRef[], brands: readonly Brand[] | null): ShownBrand[] {
  return refs.map((ref) => {
    const match = brands?.find((brand) => brand.id === ref.id);
    if (match) return { id: match.id, name: match.name || ref.name || `Brand ${ref.id}`, logoUrl: match.logoUrl || null };
    if (ref.name) return { id: ref.id, name: ref.name, logoUrl: ref.logoUrl || null };
    return { id: ref.id, name: `Brand ${ref.id}`, logoUrl: null };
  });
}

/** Index after a step of +1 / -1 through `total` images, wrapping at both ends (docs/product.md §4 lightbox). */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}
