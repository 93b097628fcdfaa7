import type { Division } from './divisions.js';
import { type NormalizeOptions, normalizeProject, type Project } from './project.js';
import { toInteger } from './parse.js';
import type { ProjectsView } from './projects-search.js';

// No zod here: the public pages read their project lists with these, and zod must not load before
// apps/web/src/lib/zod-jitless.ts has run. The API's query schema is
// schemas/project-list-query.ts.

/**
 * Pages of projects (docs/decisions/0025-project-pages.md): the public projects page shows 12 a
 * page, the admin dashboard 24, and no page of the API carries more than 48.
 */
export const PROJECT_PAGING = { publicPageSize: 12, adminPageSize: 24, maxPageSize: 48, maxSearch: 100 } as const;

/** A list item carries what a card shows: the first images of the gallery and a clipped description. */
export const PROJECT_CARD = { images: 4, description: 300 } as const;

export const PROJECT_LIST_MESSAGES = {
  page: 'La página debe ser un número entero mayor que 0',
  pageSize: `El tamaño de página debe ser un número entero entre 1 y ${PROJECT_PAGING.maxPageSize}`,
  year: 'El año debe ser un número entero de cuatro cifras',
  text: (max: number) => `El filtro puede tener como máximo ${max} caracteres`,
  status: 'El estado debe ser draft (Borrador) o published (Publicado)',
  division: 'La división debe ser corporativo o hospitality',
  featured: 'Destacado debe ser true o false',
  sort: 'El orden debe ser newest o featured',
} as const;

/** The narrowing a visitor chooses on the projects page; every field optional. */
export interface ProjectListFilters {
  type?: string;
  year?: number;
  location?: string;
}

/** One value of a filter with how many projects have it. */
export interface FacetValue<T extends string | number = string> {
  value: T;
  count: number;
}

/** What the filters can offer for a list (its division's published projects, before narrowing). */
export interface ProjectFacets {
  types: FacetValue[];
  years: FacetValue<number>[];
  locations: FacetValue[];
}

/** A list item: a Project whose gallery is at most its first four images; `imageCount` says how many it has. */
export type ProjectCard = Project & { imageCount: number };

/** A paged list answer (`?page=` given). `facets` only on the public list. */
export interface ProjectPage {
  items: ProjectCard[];
  total: number;
  page: number;
  pageSize: number;
  facets: ProjectFacets | null;
}

function facetList<T extends string | number>(raw: unknown, read: (value: unknown) => T | null): FacetValue<T>[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    if (entry === null || typeof entry !== 'object') return [];
    const record = entry as Record<string, unknown>;
    const value = read(record.value);
    return value === null ? [] : [{ value, count: toInteger(record.count) ?? 0 }];
  });
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A list item read tolerantly, as normalizeProject reads a whole project. */
export function normalizeProjectCard(raw: unknown, options: NormalizeOptions = {}): ProjectCard {
  const project = normalizeProject(raw, options);
  const count = raw !== null && typeof raw === 'object' ? toInteger((raw as Record<string, unknown>).imageCount) : null;
  return { ...project, imageCount: Math.max(count ?? 0, project.images.length) };
}

/** A paged answer read tolerantly: anything unreadable reads as an empty first page. */
export function normalizeProjectPage(raw: unknown, options: NormalizeOptions = {}): ProjectPage {
  const value = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const items = Array.isArray(value.items) ? value.items.map((item) => normalizeProjectCard(item, options)) : [];
  const facets = value.facets !== null && typeof value.facets === 'object' ? (value.facets as Record<string, unknown>) : null;
  return {
    items,
    total: toInteger(value.total) ?? items.length,
    page: toInteger(value.page) ?? 1,
    pageSize: toInteger(value.pageSize) ?? PROJECT_PAGING.publicPageSize,
    facets: facets
      ? {
          types: facetList(facets.types, text),
          years: facetList(facets.years, toInteger),
          locations: facetList(facets.locations, text),
        }
      : null,
  };
}

/** How many pages a list of `total` has (at least one, the page that says 'Sin resultados'). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

// The projects page's address is read by the route table, hence by every page's first script:
// it lives in a module of its own, without the project reader above (docs/decisions/0020).
export { PROJECTS_SEARCH, type ProjectsView, projectsSearchString, readProjectsSearch } from './projects-search.js';

/** The API query of a public page: the same filters, 12 a page. */
export function projectsApiQuery(division: Division | null, view: ProjectsView): string {
  const params = new URLSearchParams();
  if (division) params.set('division', division);
  params.set('page', String(view.page));
  params.set('pageSize', String(PROJECT_PAGING.publicPageSize));
  if (view.type) params.set('type', view.type);
  if (view.year !== undefined) params.set('year', String(view.year));
  if (view.location) params.set('location', view.location);
  return params.toString();
}
