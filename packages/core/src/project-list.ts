import { type Division, PROJECT_TYPES } from './divisions.js';
import { LENGTHS } from './limits.js';
import { type NormalizeOptions, normalizeProject, type Project } from './project.js';
import { toInteger } from './parse.js';

// No zod here: the public pages' first script reads the projects page's address with these, and
// zod must not load before apps/web/src/lib/zod-jitless.ts has run. The API's query schema is
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

/** The projects page's own words in its address: /hospitality/proyectos?tipo=Hotel&anio=2024&ubicacion=…&pagina=2. */
export const PROJECTS_SEARCH = { page: 'pagina', type: 'tipo', year: 'anio', location: 'ubicacion' } as const;

/** What the projects page shows for an address: its page and filters (values it cannot use are left out). */
export interface ProjectsView extends ProjectListFilters {
  page: number;
}

/**
 * Reads the projects page's address. Never fails: a page that is not a whole number from 1 reads as
 * 1, a type that is not one of the division's types and a year that is not four digits are left
 * out, so every address shows a page.
 */
export function readProjectsSearch(search: URLSearchParams, division: Division | null): ProjectsView {
  const view: ProjectsView = { page: 1 };
  const page = search.get(PROJECTS_SEARCH.page) ?? '';
  if (/^[1-9]\d{0,5}$/.test(page)) view.page = Number(page);
  const type = search.get(PROJECTS_SEARCH.type)?.trim() ?? '';
  const types = division ? PROJECT_TYPES[division] : [...new Set(Object.values(PROJECT_TYPES).flat())];
  if (types.includes(type)) view.type = type;
  const year = search.get(PROJECTS_SEARCH.year) ?? '';
  if (/^\d{4}$/.test(year)) view.year = Number(year);
  const location = search.get(PROJECTS_SEARCH.location)?.trim() ?? '';
  if (location !== '' && location.length <= LENGTHS.shortText) view.location = location;
  return view;
}

/** The address query of a view, in one order ('' for page 1 without filters), so each page has one URL. */
export function projectsSearchString(view: ProjectsView): string {
  const params = new URLSearchParams();
  if (view.type) params.set(PROJECTS_SEARCH.type, view.type);
  if (view.year !== undefined) params.set(PROJECTS_SEARCH.year, String(view.year));
  if (view.location) params.set(PROJECTS_SEARCH.location, view.location);
  if (view.page > 1) params.set(PROJECTS_SEARCH.page, String(view.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

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
