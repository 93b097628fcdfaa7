import type { Division, ProjectStatus } from '@casa/core';
import type { AdminProjectQuery } from '../../api/projects-endpoints.js';

/** The dashboard's search and filters (docs/decisions/0013-project-drafts-featured-gallery.md). */
export interface ProjectFilters {
  /** Matched by the server against the name and the location, ignoring case and accents. */
  search: string;
  division: Division | 'all';
  status: ProjectStatus | 'all';
}

export const NO_FILTERS: ProjectFilters = { search: '', division: 'all', status: 'all' };

/** The API query of one page of the dashboard for these filters (the search and filters run on the server). */
export function pageQuery(filters: ProjectFilters, page: number): AdminProjectQuery {
  const query: AdminProjectQuery = { page };
  const q = filters.search.trim();
  if (q) query.q = q;
  if (filters.division !== 'all') query.division = filters.division;
  if (filters.status !== 'all') query.status = filters.status;
  return query;
}

export function isFiltering(filters: ProjectFilters): boolean {
  return filters.search.trim() !== '' || filters.division !== 'all' || filters.status !== 'all';
}
