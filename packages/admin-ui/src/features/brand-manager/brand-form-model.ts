import { type Brand, brandFormSchema, type BrandFormValues, type Division, isDivision, MESSAGES } from '@casa/core';

export type BrandFormState = Omit<BrandFormValues, 'division'> & { division: Division };
export type BrandFieldErrors = Partial<Record<keyof BrandFormState | 'logo', string>>;

/** The categories of the static catalogue (docs/product.md §3); the field accepts others too. */
export const BRAND_CATEGORIES = ['mobiliario', 'acustica', 'iluminacion'] as const;

/** What the logo file input accepts (docs/product.md §5): svg, png, jpg, jpeg. */
export const LOGO_ACCEPT = '.svg,.png,.jpg,.jpeg,image/svg+xml,image/png,image/jpeg';
const LOGO_TYPES = new Set(['image/svg+xml', 'image/png', 'image/jpeg']);
const LOGO_EXTENSIONS = /\.(svg|png|jpe?g)$/i;

export function isAllowedLogo(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === '' ? LOGO_EXTENSIONS.test(file.name) : LOGO_TYPES.has(file.type) && LOGO_EXTENSIONS.test(file.name);
}

export function emptyBrandForm(division: Division): BrandFormState {
  return { name: '', description: '', category: '', division, websiteUrl: '', logoUrl: '', isActive: true };
}

export function brandToForm(brand: Brand, fallbackDivision: Division): BrandFormState {
  return {
    name: brand.name,
    description: brand.description,
    category: brand.category,
    division: isDivision(brand.division) ? brand.division : fallbackDivision,
    websiteUrl: brand.websiteUrl ?? '',
    logoUrl: brand.logoUrl,
    isActive: brand.isActive,
  };
}

export interface LogoContext {
  logoFile: File | null;
  /** The stored logo when editing: kept as is, whatever URL shape it has. */
  originalLogoUrl: string | null;
}

/**
 * The core brand schema plus the form's own logo rule: a file or a URL is required (docs/product.md §5).
 * An unchanged stored logo URL is not re-validated, since the server keeps it.
 */
export function validateBrand(values: BrandFormState, { logoFile, originalLogoUrl }: LogoContext): BrandFieldErrors {
  const errors: BrandFieldErrors = {};
  const result = brandFormSchema.safeParse(values);
  const logoUnchanged = originalLogoUrl !== null && values.logoUrl.trim() === originalLogoUrl;
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof BrandFormState | undefined;
    if (!field || errors[field]) continue;
    if (field === 'logoUrl' && (logoFile || logoUnchanged)) continue;
    errors[field] = issue.message;
  }
  if (logoFile && !isAllowedLogo(logoFile)) errors.logo = MESSAGES.logoType;
  if (!logoFile && values.logoUrl.trim() === '') errors.logo = MESSAGES.logoRequired;
  return errors;
}

function putText(data: FormData, key: string, value: string) {
  const text = value.trim();
  if (text !== '') data.append(key, text);
}

/**
 * The multipart body of POST/PUT /api/brands (docs/product.md §7): empty values are not sent, isActive as
 * 'true'/'false', the file when chosen, otherwise the URL (on edit, only when it changed).
 */
export function buildBrandFormData(values: BrandFormState, { logoFile, originalLogoUrl }: LogoContext): FormData {
  const data = new FormData();
  putText(data, 'name', values.name);
  putText(data, 'description', values.description);
  putText(data, 'websiteUrl', values.websiteUrl);
  putText(data, 'category', values.category);
  data.append('division', values.division);
  data.append('isActive', String(values.isActive));
  if (logoFile) {
    data.append('logo', logoFile, logoFile.name);
  } else if (values.logoUrl.trim() !== originalLogoUrl) {
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

const BRAND_FIELDS = ['name', 'description', 'category', 'division', 'websiteUrl', 'logoUrl', 'logo', 'isActive'] as const;

/**
 * The server's reasons, per field, from a refused save (`{ message, errors: { field: [text] } }`),
 * e.g. a logo URL that could not be downloaded; shown under the field, since the toast is generic.
 */
export function serverFieldErrors(error: unknown): BrandFieldErrors {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data;
  const errors = data && typeof data.errors === 'object' && data.errors !== null ? (data.errors as Record<string, unknown>) : {};
  const found: BrandFieldErrors = {};
  for (const field of BRAND_FIELDS) {
    const list = errors[field];
    if (Array.isArray(list) && typeof list[0] === 'string') found[field] = list[0];
  }
  return found;
}

/** Only our own images are previewed: the admin loads nothing from other sites (its CSP allows this site's images only). */
export function logoPreviewUrl(logoUrl: string): string | null {
  const url = logoUrl.trim();
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}
