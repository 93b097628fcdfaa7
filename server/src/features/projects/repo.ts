import {
  type Division,
  type FacetValue,
  PROJECT_CARD,
  type ProjectFacets,
  type ParseErrorLogger,
  type ProcessStage,
  type ProjectBrandRef,
  type ProjectEnglish,
  type ProjectStatus,
  alignAlts,
  parseDevelopmentProcess,
  parseKeyFeatures,
  parseProjectBrands,
  toList,
} from '@casa/core';
import type { Knex } from 'knex';
import { type Db, dbTimestamp, toBool, toIso, toNumber } from '../../db/rows.js';
import { cardEnglish, englishOfRow, type ProjectCardEnglish } from './english.js';

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
  /** The English texts (docs/decisions/0026-english-site.md); en.imageAlts follows imageUrls. Absent: none written. */
  en?: ProjectEnglish;
}

/** A project as the API answers it (common contract): camelCase, real arrays. */
export interface ProjectJson extends Omit<ProjectValues, 'division' | 'en'> {
  id: number;
  en: ProjectEnglish;
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
  en: unknown;
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
  'en',
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
    en: englishOfRow(row.en, imageUrls.length, log),
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
    en: JSON.stringify(values.en ?? {}),
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

/** What narrows a paged list: the division, drafts or not, a type, a year, a location, words of the name or location. */
export interface ProjectListFilter {
  division?: Division | null;
  publishedOnly?: boolean;
  status?: ProjectStatus;
  featured?: boolean;
  type?: string;
  year?: number;
  location?: string;
  q?: string;
}

/** A list item (docs/decisions/0025-project-pages.md): the card's fields, the first images, the description clipped. */
export interface ProjectCardJson {
  id: number;
  name: string;
  year: number;
  location: string;
  division: string;
  projectType: string;
  scope: string;
  description: string | null;
  imageUrls: string[];
  imageAlts: string[];
  imageCount: number;
  status: ProjectJson['status'];
  featured: boolean;
  createdAt: string | null;
  /** The card's English texts: the description clipped, the alternative texts of the images shown. */
  en: ProjectCardEnglish;
}

const CARD_COLUMNS = [
  'id',
  'name',
  'year',
  'location',
  'division',
  'project_type',
  'scope',
  'description',
  'image_urls',
  'image_alts',
  'status',
  'featured',
  'created_at',
  'en',
] as const;

function clipText(text: string | null, max: number): string | null {
  if (text === null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function toCard(row: ProjectRow, log: ParseErrorLogger): ProjectCardJson {
  const imageUrls = toList(row.image_urls, 'imageUrls', log).filter((url): url is string => typeof url === 'string' && url !== '');
  const shown = imageUrls.slice(0, PROJECT_CARD.images);
  return {
    id: toNumber(row.id),
    name: row.name,
    year: toNumber(row.year),
    location: row.location,
    division: row.division,
    projectType: row.project_type,
    scope: row.scope,
    description: clipText(row.description ?? null, PROJECT_CARD.description),
    imageUrls: shown,
    imageAlts: alignAlts(toList(row.image_alts, 'imageAlts', log), shown.length),
    imageCount: imageUrls.length,
    status: row.status === 'draft' ? 'draft' : 'published',
    featured: toBool(row.featured),
    createdAt: toIso(row.created_at),
    en: cardEnglish(englishOfRow(row.en, shown.length, log), (text) => clipText(text, PROJECT_CARD.description)),
  };
}

/**
 * The letters folded for search on both engines: Spanish accents and ñ, in either case, then
 * lower(). SQLite's lower() knows only ASCII, so the accented capitals are replaced first.
 */
const FOLDS: readonly [string, string][] = [
  ['á', 'a'],
  ['é', 'e'],
  ['í', 'i'],
  ['ó', 'o'],
  ['ú', 'u'],
  ['ü', 'u'],
  ['ñ', 'n'],
  ['Á', 'a'],
  ['É', 'e'],
  ['Í', 'i'],
  ['Ó', 'o'],
  ['Ú', 'u'],
  ['Ü', 'u'],
  ['Ñ', 'n'],
];

function foldedColumn(column: string): string {
  return `lower(${FOLDS.reduce((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, column)})`;
}

/** A search text as the SQL side folds it: without accents, lower case, split into words. */
export function searchWords(text: string): string[] {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/\s+/).filter(Boolean);
}

const likeEscaped = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

function applyFilter(query: Knex.QueryBuilder, filter: ProjectListFilter): Knex.QueryBuilder {
  if (filter.division) query.where('division', filter.division);
  if (filter.publishedOnly) query.whereNot('status', 'draft');
  if (filter.status === 'draft') query.where('status', 'draft');
  if (filter.status === 'published') query.whereNot('status', 'draft');
  if (filter.featured !== undefined) query.where('featured', filter.featured);
  if (filter.type) query.where('project_type', filter.type);
  if (filter.year !== undefined) query.where('year', filter.year);
  if (filter.location) query.where('location', filter.location);
  const haystack = `(${foldedColumn('name')} || ' ' || ${foldedColumn('location')})`;
  for (const word of searchWords(filter.q ?? '')) {
    query.whereRaw(`${haystack} like ? escape '\\'`, [`%${likeEscaped(word)}%`]);
  }
  return query;
}

/** One page of a list, newest first (those marked 'Destacado' first with `featuredFirst`), and how many projects match in all. */
export async function listProjectPage(
  db: Db,
  log: ParseErrorLogger,
  filter: ProjectListFilter,
  page: number,
  pageSize: number,
  { featuredFirst = false }: { featuredFirst?: boolean } = {},
): Promise<{ items: ProjectCardJson[]; total: number }> {
  const [counted] = (await applyFilter(db('projects'), filter).count({ count: '*' })) as { count: number | string }[];
  const total = toNumber(counted?.count ?? 0);
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { items: [], total };
  const rows = (await applyFilter(db('projects').select([...CARD_COLUMNS]), filter)
    .orderBy([
      ...(featuredFirst ? [{ column: 'featured', order: 'desc' }] : []),
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(pageSize)
    .offset(offset)) as ProjectRow[];
  return { items: rows.map((row) => toCard(row, log)), total };
}

async function facet(db: Db, filter: ProjectListFilter, column: string): Promise<{ value: unknown; count: number }[]> {
  const rows = (await applyFilter(db('projects'), filter).select({ value: column }).count({ count: '*' }).groupBy(column)) as {
    value: unknown;
    count: number | string;
  }[];
  return rows.map((row) => ({ value: row.value, count: toNumber(row.count) }));
}

/** The types, years and locations of a list's projects, each with its count. */
export async function projectFacets(db: Db, filter: Pick<ProjectListFilter, 'division' | 'publishedOnly'>): Promise<ProjectFacets> {
  const [types, years, locations] = await Promise.all([
    facet(db, filter, 'project_type'),
    facet(db, filter, 'year'),
    facet(db, filter, 'location'),
  ]);
  const texts = (list: { value: unknown; count: number }[]): FacetValue[] =>
    list.flatMap((entry) =>
      typeof entry.value === 'string' && entry.value.trim() !== '' ? [{ value: entry.value, count: entry.count }] : [],
    );
  return {
    types: texts(types),
    years: years
      .map((entry) => ({ value: toNumber(entry.value), count: entry.count }))
      .filter((entry) => Number.isInteger(entry.value))
      .sort((a, b) => b.value - a.value),
    locations: texts(locations).sort((a, b) => a.value.localeCompare(b.value, 'es')),
  };
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
