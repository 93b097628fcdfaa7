import { type Brand, type BrandEnglish, type Division, normalizeBrand } from '@casa/core';
import { type Db, dbTimestamp, toBool, toIso, toNumber } from '../../db/rows.js';

interface BrandRow {
  id: number | string;
  name: string;
  description: string;
  logo_url: string;
  website_url: string | null;
  category: string;
  division: string;
  is_active: boolean | number | string;
  created_at: unknown;
  updated_at: unknown;
  en?: unknown;
}

export interface BrandValues {
  name: string;
  description: string;
  category: string;
  division: Division;
  logoUrl: string;
  websiteUrl: string | null;
  isActive: boolean;
  /** The English texts (docs/decisions/0026-english-site.md); absent: none written. */
  en?: BrandEnglish;
}

export function toBrand(row: BrandRow): Brand {
  return {
    id: toNumber(row.id),
    name: row.name,
    description: row.description,
    category: row.category,
    division: row.division,
    logoUrl: row.logo_url,
    websiteUrl: row.website_url ?? null,
    isActive: toBool(row.is_active),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    en: brandEnglishOf(row.en),
  };
}

/**
 * A stored English value read tolerantly: JSON text ('{}' for brands from before the English
 * texts) or an object (a version in the history); anything unreadable is no English text.
 */
export function brandEnglishOf(raw: unknown): BrandEnglish {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      value = null;
    }
  }
  return normalizeBrand({ id: 0, en: value })?.en ?? { description: '' };
}

export async function listBrands(db: Db, filter: { division?: Division; activeOnly?: boolean } = {}): Promise<Brand[]> {
  const query = db<BrandRow>('brands').select('*');
  if (filter.division) query.where('division', filter.division);
  if (filter.activeOnly) query.where('is_active', true);
  const rows = (await query.orderBy('id', 'asc')) as BrandRow[];
  return rows.map(toBrand);
}

export async function findBrand(db: Db, id: number): Promise<Brand | null> {
  const row = (await db<BrandRow>('brands').where('id', id).first()) as BrandRow | undefined;
  return row ? toBrand(row) : null;
}

function toRow(values: BrandValues) {
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    division: values.division,
    logo_url: values.logoUrl,
    website_url: values.websiteUrl,
    is_active: values.isActive,
    en: JSON.stringify(values.en ?? {}),
  };
}

export async function insertBrand(db: Db, values: BrandValues, now: Date): Promise<number> {
  const stamp = dbTimestamp(db, now);
  const [row] = (await db('brands')
    .insert({ ...toRow(values), created_at: stamp, updated_at: stamp })
    .returning('id')) as { id: number | string }[];
  return toNumber(row?.id);
}

/** A brand written again under the id it had (a restore from the history after a deletion). */
export async function insertBrandWithId(db: Db, id: number, values: BrandValues, now: Date): Promise<void> {
  const stamp = dbTimestamp(db, now);
  await db('brands').insert({ id, ...toRow(values), created_at: stamp, updated_at: stamp });
}

export async function updateBrand(db: Db, id: number, values: BrandValues, now: Date): Promise<boolean> {
  const count = await db('brands')
    .where('id', id)
    .update({ ...toRow(values), updated_at: dbTimestamp(db, now) });
  return count > 0;
}

export async function deleteBrand(db: Db, id: number): Promise<boolean> {
  return (await db('brands').where('id', id).delete()) > 0;
}

export async function countBrands(db: Db): Promise<number> {
  const [row] = await db('brands').count<{ count: number | string }[]>({ count: '*' });
  return toNumber(row?.count ?? 0);
}
