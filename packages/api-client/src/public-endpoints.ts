import {
  type Brand,
  type Division,
  normalizeBrandList,
  normalizeProject,
  normalizeProjectList,
  normalizeProjectPage,
  LIMITS,
  type Project,
  type ProjectCard,
  type ProjectPage,
  projectsApiQuery,
  type ProjectsView,
} from '@casa/core';
import { useSyncExternalStore } from 'react';
import { api } from './base.js';

/** The argument of one page of the projects page: the same object on the server and in the browser (no undefined fields). */
export interface ProjectPageArg extends ProjectsView {
  division: Division | null;
}

export function projectPageArg(division: Division | null, view: ProjectsView): ProjectPageArg {
  const arg: ProjectPageArg = { division, page: view.page };
  if (view.type !== undefined) arg.type = view.type;
  if (view.year !== undefined) arg.year = view.year;
  if (view.location !== undefined) arg.location = view.location;
  return arg;
}

/** Reads used by the public site and the admin alike. */
export const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectsByDivision: build.query<Project[], Division>({
      query: (division) => `/projects?division=${encodeURIComponent(division)}`,
      transformResponse: (raw: unknown) => normalizeProjectList(raw),
      transformErrorResponse: (error) => ({ ...error, message: 'Failed to fetch projects' }),
      providesTags: (projects = []) => ['Project', ...projects.map((project) => ({ type: 'Project' as const, id: project.id }))],
    }),
    /** One page of the projects page, 12 projects (docs/decisions/0025-project-pages.md). */
    getProjectPage: build.query<ProjectPage, ProjectPageArg>({
      query: ({ division, ...view }) => `/projects?${projectsApiQuery(division, view)}`,
      transformResponse: (raw: unknown) => normalizeProjectPage(raw),
      transformErrorResponse: (error) => ({ ...error, message: 'Failed to fetch projects' }),
      providesTags: (answer) => ['Project', ...(answer?.items ?? []).map((project) => ({ type: 'Project' as const, id: project.id }))],
    }),
    /** The division home's featured projects: those marked 'Destacado' first, then the newest; two at most. */
    getFeaturedProjects: build.query<ProjectCard[], Division>({
      query: (division) => `/projects?division=${encodeURIComponent(division)}&page=1&pageSize=${LIMITS.featuredProjects}&sort=featured`,
      transformResponse: (raw: unknown) => normalizeProjectPage(raw).items,
      transformErrorResponse: (error) => ({ ...error, message: 'Failed to fetch projects' }),
      providesTags: (projects = []) => ['Project', ...projects.map((project) => ({ type: 'Project' as const, id: project.id }))],
    }),
    /** One project; null when there is no such project (a 404 is an answer, so a server-rendered 'not found' needs no request). */
    getProject: build.query<Project | null, number>({
      query: (id) => ({ url: `/projects/${id}`, validateStatus: (response) => response.ok || response.status === 404 }),
      transformResponse: (raw: unknown, meta) => (meta?.response?.status === 404 ? null : normalizeProject(raw)),
      providesTags: (_project, _error, id) => [{ type: 'Project', id }],
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

export const { useGetProjectsByDivisionQuery, useGetFeaturedProjectsQuery, useGetProjectPageQuery, useGetProjectQuery, useGetBrandsQuery } =
  publicApi;

const subscribeToNothing = () => () => undefined;

/** True only while React hydrates server-rendered HTML (its server snapshot), false in every later render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * The carousel's brands, refetched every time the component mounts (docs/product.md §9 exception),
 * except when it hydrates a server-rendered page: that page already carries them.
 */
export function useDivisionBrands(division: Division) {
  const hydrating = useHydrating();
  return publicApi.useGetBrandsByDivisionQuery(division, { refetchOnMountOrArgChange: !hydrating });
}
