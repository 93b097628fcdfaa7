import {
  type Division,
  type ParseErrorLogger,
  type ProcessStage,
  type ProjectBrandRef,
  type ProjectStatus,
  alignAlts,
  parseDevelopmentProcess,
  parseKeyFeatures,
  parseProjectBrands,
  toList,
} from '@casa/core';
import { type Db, dbTimestamp, toBool, toIso, toNumber } from '../../db/rows.js';

export interface ProjectValues {
  name: string;
  year: number;
  location: string;
  division: Division;
  projectType: string;
  scope: string;
  description: string | null;
  heroTitle: string | null;
  heroSubtitle: string | null;
  heroImageUrl: string | null;
  imageUrls: string[];
  /** One per entry of imageUrls, '' when none was written. */
  imageAlts: string[];
  brands: ProjectBrandRef[];
  keyFeatures: string[];
  developmentProcess: ProcessStage[];
  status: ProjectStatus;
  featured: boolean;
}

/** A project as the API answers it (common contract): camelCase, real arrays. */
export interface ProjectJson extends Omit<ProjectValues, 'division'> {
  id: number;
  /** Stored text: rows written before validation existed may hold another value. */
  division: string;
  createdAt: string | null;
}

interface ProjectRow {
  id: number | string;
  name: string;
  year: number | string;
  location: string;
  division: string;
  project_type: string;
  scope: string;
  description: string | null;
  hero_image_url: string | null;
  hero_title: string | null;
  hero_subtitle: string | null;
  brands: unknown;
  key_features: unknown;
  development_process: unknown;
  image_urls: unknown;
  image_alts: unknown;
  status: string;
  featured: unknown;
  created_at: unknown;
}

const COLUMNS = [
  'id',
  'name',
  'year',
  'location',
  'division',
  'project_type',
  'scope',
  'description',
  'hero_image_url',
  'hero_title',
  'hero_subtitle',
  'brands',
  'key_features',
  'development_process',
  'image_urls',
  'image_alts',
  'status',
  'featured',
  'created_at',
] as const;

/**
 * Rows are read with the core's read tolerance (docs/product.md §3), so rows written by older versions or
 * by hand (lists as text, nested JSON, comma-separated features) still answer clean arrays.
 */
export function toProject(row: ProjectRow, log: ParseErrorLogger): ProjectJson {
  const imageUrls = toList(row.image_urls, 'imageUrls', log).filter((url): url is string => typeof url === 'string' && url !== '');
  return {
    id: toNumber(row.id),
    name: row.name,
    year: toNumber(row.year),
    location: row.location,
    division: row.division,
    projectType: row.project_type,
    scope: row.scope,
    description: row.description ?? null,
    heroTitle: row.hero_title ?? null,
    heroSubtitle: row.hero_subtitle ?? null,
    heroImageUrl: row.hero_image_url ?? null,
    imageUrls,
    imageAlts: alignAlts(toList(row.image_alts, 'imageAlts', log), imageUrls.length),
    brands: parseProjectBrands(row.brands, log),
    keyFeatures: parseKeyFeatures(row.key_features, log),
    developmentProcess: parseDevelopmentProcess(row.development_process, log),
    // Anything but 'draft' reads as published, as in core's normalizeProject.
    status: row.status === 'draft' ? 'draft' : 'published',
    featured: toBool(row.featured),
    createdAt: toIso(row.created_at),
  };
}

function toRow(values: ProjectValues) {
  return {
    name: values.name,
    year: values.year,
    location: values.location,
    division: values.division,
    project_type: values.projectType,
    scope: values.scope,
    description: values.description,
    hero_image_url: values.heroImageUrl,
    hero_title: values.heroTitle,
    hero_subtitle: values.heroSubtitle,
    brands: JSON.stringify(values.brands),
    key_features: JSON.stringify(values.keyFeatures),
    development_process: JSON.stringify(values.developmentProcess),
    image_urls: JSON.stringify(values.imageUrls),
    image_alts: JSON.stringify(values.imageAlts),
    status: values.status,
    featured: values.featured,
  };
}

/** Newest first (drafts included unless publishedOnly); the id breaks ties between projects saved within the same instant. */
export async function listProjects(
  db: Db,
  log: ParseErrorLogger,
  filter: { division?: Division; publishedOnly?: boolean } = {},
): Promise<ProjectJson[]> {
  const query = db('projects').select([...COLUMNS]);
  if (filter.division) query.where('division', filter.division);
  // Not 'draft' rather than = 'published': the same rule as toProject's.
  if (filter.publishedOnly) query.whereNot('status', 'draft');
  const rows = (await query.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ])) as ProjectRow[];
  return rows.map((row) => toProject(row, log));
}

export async function findProject(db: Db, id: number, log: ParseErrorLogger): Promise<ProjectJson | null> {
  const row = (await db('projects')
    .select([...COLUMNS])
    .where('id', id)
    .first()) as ProjectRow | undefined;
  return row ? toProject(row, log) : null;
}

export async function insertProject(db: Db, values: ProjectValues, now: Date): Promise<number> {
  const stamp = dbTimestamp(db, now);
  const [row] = (await db('projects')
    .insert({ ...toRow(values), created_at: stamp, updated_at: stamp })
    .returning('id')) as { id: number | string }[];
  return toNumber(row?.id);
}

/** A project written again under the id it had (a restore from the history after a deletion). */
export async function insertProjectWithId(db: Db, id: number, values: ProjectValues, createdAt: Date, now: Date): Promise<void> {
  await db('projects').insert({ id, ...toRow(values), created_at: dbTimestamp(db, createdAt), updated_at: dbTimestamp(db, now) });
}

export async function updateProject(db: Db, id: number, values: ProjectValues, now: Date): Promise<boolean> {
  return (
    (await db('projects')
      .where('id', id)
      .update({ ...toRow(values), updated_at: dbTimestamp(db, now) })) > 0
  );
}

export async function deleteProject(db: Db, id: number): Promise<boolean> {
  return (await db('projects').where('id', id).delete()) > 0;
}

export async function countProjects(db: Db): Promise<number> {
  const [row] = await db('projects').count<{ count: number | string }[]>({ count: '*' });
  return toNumber(row?.count ?? 0);
}
