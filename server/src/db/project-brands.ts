import { type ParseErrorLogger, type ProjectBrandRef, parseProjectBrands } from '@casa/core';
import { type Db, toNumber } from './rows.js';

// Projects keep a copy of each of their brands' id, name and logo (docs/product.md §3,
// docs/decisions/0010-tidy-and-spec-deviations.md): the projects feature writes it when a project
// is saved, the brands feature rewrites it when a brand changes or goes. Both go through here, the
// one place that reads one feature's table for the other.

/**
 * Brand ids → the {id, name, logoUrl} copies a project stores, in the order given, once each.
 * CASE: an id with no brand (deleted meanwhile, or old data the form cannot show as a checkbox)
 * is left out rather than refused, so such a project can still be saved.
 */
export async function brandRefs(db: Db, ids: readonly number[]): Promise<ProjectBrandRef[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = (await db('brands').select('id', 'name', 'logo_url').whereIn('id', unique)) as {
    id: unknown;
    name: string;
    logo_url: string;
  }[];
  const found = new Map(rows.map((row) => [toNumber(row.id), row]));
  return unique.flatMap((id) => {
    const brand = found.get(id);
    return brand ? [{ id, name: brand.name, logoUrl: brand.logo_url }] : [];
  });
}

/**
 * When a brand changes or goes, `rewrite` gets each project's list and returns the new one (or
 * null to leave it as it is); answers how many projects changed.
 */
export async function rewriteProjectBrands(
  db: Db,
  log: ParseErrorLogger,
  rewrite: (brands: ProjectBrandRef[]) => ProjectBrandRef[] | null,
): Promise<number> {
  const rows = (await db('projects').select('id', 'brands')) as { id: number | string; brands: unknown }[];
  let changed = 0;
  for (const row of rows) {
    const next = rewrite(parseProjectBrands(row.brands, log));
    if (!next) continue;
    await db('projects')
      .where('id', row.id)
      .update({ brands: JSON.stringify(next) });
    changed += 1;
  }
  return changed;
}
