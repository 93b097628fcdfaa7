import {
  type DataNeed,
  normalizeBrandList,
  normalizeProject,
  normalizeProjectList,
  normalizeProjectPage,
  type QueryEntry,
} from '@casa/core';
import { projectPageArg } from './public-endpoints.js';
import { publicApi } from './public-endpoints.js';
import type { AppStore } from './store.js';

/**
 * The cache entry of one server-read query: the endpoint and argument the page's hook asks for,
 * and the value that endpoint's transformResponse gives for the same JSON.
 */
export function cacheEntry({ need, data }: QueryEntry) {
  switch (need.kind) {
    case 'projects':
      return { endpointName: 'getProjectsByDivision', arg: need.division, value: normalizeProjectList(data) } as const;
    case 'featured-projects':
      return { endpointName: 'getFeaturedProjects', arg: need.division, value: normalizeProjectPage(data).items } as const;
    case 'project-page':
      return { endpointName: 'getProjectPage', arg: projectPageArg(need.division, need.view), value: normalizeProjectPage(data) } as const;
    case 'project':
      return { endpointName: 'getProject', arg: need.id, value: data === null ? null : normalizeProject(data) } as const;
    case 'brands':
      return { endpointName: 'getBrandsByDivision', arg: need.division, value: normalizeBrandList(data) } as const;
    case 'all-brands':
      return { endpointName: 'getBrands', arg: undefined, value: normalizeBrandList(data) } as const;
  }
}

/**
 * Puts what the server read for a page into the store (RTK Query's upsertQueryEntries), before the
 * server renders it and before the browser hydrates it, so both render the same data and the
 * browser asks the API for none of it.
 *
 * Each entry stays subscribed until `release()` is called: without a subscriber RTK Query drops
 * an entry after its keepUnusedDataFor, and the brands of a division are kept 0 s, so they would
 * be gone before the page that shows them has mounted. Call `release` once the page has rendered.
 */
export function hydrateQueries(store: AppStore, queries: readonly QueryEntry[]): () => void {
  const entries = queries.map(cacheEntry);
  if (entries.length === 0) return () => undefined;
  store.dispatch(publicApi.util.upsertQueryEntries(entries));
  const holds = queries.map(({ need }) => subscribe(store, need));
  return () => {
    for (const hold of holds) hold.unsubscribe();
  };
}

/** A subscription to the entry of a need; initiate() on a fulfilled entry fetches nothing. */
function subscribe(store: AppStore, need: DataNeed): { unsubscribe: () => void } {
  const { endpoints } = publicApi;
  switch (need.kind) {
    case 'projects':
      return store.dispatch(endpoints.getProjectsByDivision.initiate(need.division));
    case 'featured-projects':
      return store.dispatch(endpoints.getFeaturedProjects.initiate(need.division));
    case 'project-page':
      return store.dispatch(endpoints.getProjectPage.initiate(projectPageArg(need.division, need.view)));
    case 'project':
      return store.dispatch(endpoints.getProject.initiate(need.id));
    case 'brands':
      return store.dispatch(endpoints.getBrandsByDivision.initiate(need.division));
    case 'all-brands':
      return store.dispatch(endpoints.getBrands.initiate());
  }
}
