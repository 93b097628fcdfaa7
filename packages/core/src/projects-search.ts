import { type Division, PROJECT_TYPES } from './divisions.js';
import { LENGTHS } from './limits.js';
import type { ProjectListFilters } from './project-list.js';

// No zod, and no project reader: the route table reads the projects page's address with these,
// so they are in every public page's first script (docs/decisions/0020-taps-before-hydration.md).

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
