import { toBoolean, toInteger, toOptionalText, toText } from './parse.js';
import type { BrandEnglish } from './schemas/english.js';

/** A brand as the API returns it (docs/product.md §3 "Brand (public read)" and §7). */
export interface Brand {
  id: number;
  name: string;
  category: string;
  description: string;
  logoUrl: string;
  websiteUrl: string | null;
  division: string;
  isActive: boolean;
  createdAt: string | null;
  updatedAt: string | null;
  /** The English texts ('' where none is written yet), docs/decisions/0026-english-site.md. */
  en: BrandEnglish;
}

/** Reads any brand-like value tolerantly; null when it has no usable id. */
export function normalizeBrand(raw: unknown): Brand | null {
  if (raw === null || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const id = toInteger(value.id);
  if (id === null) return null;
  const english = value.en !== null && typeof value.en === 'object' ? (value.en as Record<string, unknown>) : null;
  return {
    id,
    name: toText(value.name),
    category: toText(value.category),
    description: toText(value.description),
    logoUrl: toText(value.logoUrl),
    websiteUrl: toOptionalText(value.websiteUrl),
    division: toText(value.division),
    isActive: toBoolean(value.isActive, true),
    createdAt: toOptionalText(value.createdAt),
    updatedAt: toOptionalText(value.updatedAt),
    en: { description: typeof english?.description === 'string' ? english.description.trim() : '' },
  };
}

/**
 * GET /api/brands?division= answers an array; "an object with a message field is treated as
 * empty" (docs/product.md §7), as is anything else that is not a list.
 */
export function normalizeBrandList(raw: unknown): Brand[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(normalizeBrand).filter((brand): brand is Brand => brand !== null);
}
