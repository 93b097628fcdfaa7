import type { QueryEntry } from '@casa/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateQueries } from './hydration.js';
import { publicApi } from './public-endpoints.js';
import { makeStore } from './store.js';

const project = { id: 4, name: 'Hotel Brisa', division: 'hospitality', imageUrls: ['/media/k1'] };
const brand = { id: 7, name: 'Marca', division: 'hospitality', logoUrl: '/media/logo', category: 'mobiliario', description: 'x' };
const queries: QueryEntry[] = [
  { need: { kind: 'projects', division: 'hospitality' }, data: [project] },
  { need: { kind: 'brands', division: 'hospitality' }, data: [brand] },
  { need: { kind: 'project', id: 4 }, data: project },
  { need: { kind: 'project', id: 99 }, data: null },
  { need: { kind: 'all-brands' }, data: [brand] },
];

const fetchSpy = vi.fn(() => Promise.reject(new Error('no request expected')));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  fetchSpy.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('hydrateQueries: the server-read data as RTK Query cache entries', () => {
  it('answers each page hook from the cache, normalized as the endpoint would, without a request', () => {
    const store = makeStore();
    hydrateQueries(store, queries);
    const state = store.getState();
    expect(publicApi.endpoints.getProjectsByDivision.select('hospitality')(state).data?.[0]).toMatchObject({
      id: 4,
      cover: '/media/k1',
    });
    expect(publicApi.endpoints.getProject.select(4)(state)).toMatchObject({ isSuccess: true, data: { name: 'Hotel Brisa' } });
    expect(publicApi.endpoints.getProject.select(99)(state)).toMatchObject({ isSuccess: true, data: null });
    expect(publicApi.endpoints.getBrandsByDivision.select('hospitality')(state).data).toEqual([expect.objectContaining({ id: 7 })]);
    expect(publicApi.endpoints.getBrands.select()(state).data).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps the brands of a division (kept 0 s) until the page has subscribed, and lets them go after', async () => {
    vi.useFakeTimers();
    const store = makeStore();
    const release = hydrateQueries(store, queries);
    await vi.advanceTimersByTimeAsync(1000);
    expect(publicApi.endpoints.getBrandsByDivision.select('hospitality')(store.getState()).data).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(10);
    expect(publicApi.endpoints.getBrandsByDivision.select('hospitality')(store.getState()).data).toBeUndefined();
    // Projects never go stale (docs/product.md §9).
    expect(publicApi.endpoints.getProjectsByDivision.select('hospitality')(store.getState()).data).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('provides the tags an admin edit invalidates', () => {
    const store = makeStore();
    hydrateQueries(store, queries);
    const tags = store.getState().api.provided.tags;
    expect(Object.keys(tags.Project ?? {})).toEqual(expect.arrayContaining(['4']));
    expect(Object.keys(tags.Brand ?? {}).length).toBeGreaterThan(0);
  });
});
