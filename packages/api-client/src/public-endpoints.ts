import { type Brand, type Division, normalizeBrandList, normalizeProject, normalizeProjectList, type Project } from '@casa/core';
import { api } from './base.js';

/** Reads used by the public site and the admin alike. */
export const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectsByDivision: build.query<Project[], Division>({
      query: (division) => `/projects?division=${encodeURIComponent(division)}`,
      transformResponse: (raw: unknown) => normalizeProjectList(raw),
      transformErrorResponse: (error) => ({ ...error, message: 'Failed to fetch projects' }),
      providesTags: (projects = []) => ['Project', ...projects.map((project) => ({ type: 'Project' as const, id: project.id }))],
    }),
    getProject: build.query<Project, number | string>({
      query: (id) => `/projects/${encodeURIComponent(String(id))}`,
      transformResponse: (raw: unknown) => normalizeProject(raw),
      providesTags: (_project, _error, id) => [{ type: 'Project', id: Number(id) }],
    }),
    /** Brands of one division: never cached (docs/product.md §7 "always refetched, data kept 0 ms"). */
    getBrandsByDivision: build.query<Brand[], Division>({
      query: (division) => `/brands?division=${encodeURIComponent(division)}`,
      transformResponse: (raw: unknown) => normalizeBrandList(raw),
      keepUnusedDataFor: 0,
      providesTags: ['Brand'],
    }),
    getBrands: build.query<Brand[], void>({
      query: () => '/brands',
      transformResponse: (raw: unknown) => normalizeBrandList(raw),
      providesTags: (brands = []) => ['Brand', ...brands.map((brand) => ({ type: 'Brand' as const, id: brand.id }))],
    }),
  }),
});

export const { useGetProjectsByDivisionQuery, useGetProjectQuery, useGetBrandsQuery } = publicApi;

/** The carousel's brands, refetched every time the component mounts (docs/product.md §9 exception). */
export function useDivisionBrands(division: Division) {
  return publicApi.useGetBrandsByDivisionQuery(division, { refetchOnMountOrArgChange: true });
}
