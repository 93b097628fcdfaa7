import { type DataNeed, dataNeeds, LIMITS, PROJECT_PAGING, type QueryEntry, type RouteMatch } from '@casa/core';
import type { AppDeps } from '../deps.js';
import { listBrands } from '../features/brands/service.js';
import { getProject, listPublicProjectPage, listPublicProjects } from '../features/projects/service.js';
import { HttpError } from '../http/errors.js';

/** The JSON the public API answers an anonymous visitor for one need (null: no such project). */
async function answer(deps: AppDeps, need: DataNeed): Promise<unknown> {
  switch (need.kind) {
    case 'projects':
      return listPublicProjects(deps, need.division);
    case 'featured-projects':
      return listPublicProjectPage(deps, need.division, { page: 1, pageSize: LIMITS.featuredProjects, sort: 'featured' });
    case 'project-page':
      return listPublicProjectPage(deps, need.division, { ...need.view, pageSize: PROJECT_PAGING.publicPageSize });
    case 'project':
      try {
        return await getProject(deps, need.id);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    case 'brands':
      return listBrands(deps, { division: need.division, includeInactive: false });
    case 'all-brands':
      return listBrands(deps, { includeInactive: false });
  }
}

/**
 * The queries a page shows on its first render (the route table's data needs), read through the
 * same services as the API, as the API would answer a visitor: never per-visitor data, so the
 * page is the same for everyone who asks for it.
 */
export async function loadPageQueries(deps: AppDeps, match: RouteMatch, search?: URLSearchParams): Promise<QueryEntry[]> {
  return Promise.all(dataNeeds(match, search).map(async (need) => ({ need, data: await answer(deps, need) })));
}
