import type { Division, Project, ProjectStatus } from '@casa/core';

/** The dashboard's search and filters (docs/decisions/0013-project-drafts-featured-gallery.md). */
export interface ProjectFilters {
  /** Matched against the name and the location, ignoring case and accents. */
  search: string;
  division: Division | 'all';
  status: ProjectStatus | 'all';
}

export const NO_FILTERS: ProjectFilters = { search: '', division: 'all', status: 'all' };

function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The projects that match every filter, in the order given (newest first). */
export function filterProjects(projects: readonly Project[], filters: ProjectFilters): Project[] {
  const words = folded(filters.search).split(/\s+/).filter(Boolean);
  return projects.filter((project) => {
    if (filters.division !== 'all' && project.division !== filters.division) return false;
    if (filters.status !== 'all' && project.status !== filters.status) return false;
    const haystack = folded(`${project.name} ${project.location}`);
    return words.every((word) => haystack.includes(word));
  });
}

export function isFiltering(filters: ProjectFilters): boolean {
  return filters.search.trim() !== '' || filters.division !== 'all' || filters.status !== 'all';
}
