import { type Brand, type BrandEnglish, type BrandFormValues, type Division, isDivision, MESSAGES } from '@casa/core';

/** What the form holds: core's brand form values, with the browser's File as the logo, and the English description. */
export type BrandFormState = Omit<BrandFormValues, 'division' | 'logo'> & { division: Division; logo: File | null; en: BrandEnglish };

/** Form fields the server may name in a refused save's `errors`. */
export const BRAND_FIELDS = ['name', 'description', 'category', 'division', 'websiteUrl', 'logoUrl', 'logo'] as const;

/** The categories of the static catalogue (docs/product.md §3); the field accepts others too. */
export const BRAND_CATEGORIES = ['mobiliario', 'acustica', 'iluminacion'] as const;

/** What the logo file input offers (docs/product.md §5): svg, png, jpg, jpeg. */
export const LOGO_ACCEPT = '.svg,.png,.jpg,.jpeg,image/svg+xml,image/png,image/jpeg';

export function emptyBrandForm(division: Division): BrandFormState {
  return {
    name: '',
    description: '',
    category: '',
    division,
    websiteUrl: '',
    logoUrl: '',
    logo: null,
    storedLogoUrl: null,
    isActive: true,
    en: { description: '' },
  };
}

export function brandToForm(brand: Brand, fallbackDivision: Division): BrandFormState {
  return {
    name: brand.name,
    description: brand.description,
    category: brand.category,
    division: isDivision(brand.division) ? brand.division : fallbackDivision,
    websiteUrl: brand.websiteUrl ?? '',
    logoUrl: brand.logoUrl,
    logo: null,
    storedLogoUrl: brand.logoUrl,
    isActive: brand.isActive,
    en: { description: brand.en.description },
  };
}

function putText(data: FormData, key: string, value: string) {
  const text = value.trim();
  if (text !== '') data.append(key, text);
}

/**
 * The multipart body of POST/PUT /api/brands (docs/product.md §7): empty values are not sent, isActive as
 * 'true'/'false', the file when chosen, otherwise the URL (on edit, only when it changed); the
 * English texts always, as the JSON text `en` (docs/decisions/0026-english-site.md).
 */
export function buildBrandFormData(values: BrandFormState, en: BrandEnglish): FormData {
  const data = new FormData();
  putText(data, 'name', values.name);
  putText(data, 'description', values.description);
  putText(data, 'websiteUrl', values.websiteUrl);
  putText(data, 'category', values.category);
  data.append('division', values.division);
  data.append('isActive', String(values.isActive));
  data.append('en', JSON.stringify({ description: en.description.trim() }));
  if (values.logo) {
    data.append('logo', values.logo, values.logo.name);
  } else if (values.logoUrl.trim() !== values.storedLogoUrl) {
    putText(data, 'logoUrl', values.logoUrl);
  }
  return data;
}

/** docs/product.md §7: the confirmation names the brand. */
export function deleteBrandQuestion(name: string): string {
  return `${MESSAGES.brandDeleteConfirm} "${name}"?`;
}

/** The list for one division, by name. */
export function brandsOfDivision(brands: readonly Brand[], division: Division): Brand[] {
  return brands.filter((brand) => brand.division === division).sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** Only our own images are previewed: the admin loads nothing from other sites (its CSP allows this site's images only). */
export function logoPreviewUrl(logoUrl: string): string | null {
  const url = logoUrl.trim();
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}
