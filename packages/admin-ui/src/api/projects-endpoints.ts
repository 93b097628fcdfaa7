import {
  type Division,
  normalizeProject,
  normalizeProjectList,
  normalizeProjectPage,
  PROJECT_PAGING,
  type Project,
  type ProjectPage,
  type ProjectStatus,
} from '@casa/core';
import { api } from '@casa/api-client';
import { sendMultipart, type UploadProgress } from './upload.js';

export interface ProjectUpload {
  body: FormData;
  onProgress?: UploadProgress;
}

/** One page of the staff list, searched and filtered on the server (docs/decisions/0025-project-pages.md). */
export interface AdminProjectQuery {
  page: number;
  pageSize?: number;
  /** Words of the name or the location. */
  q?: string;
  division?: Division;
  status?: ProjectStatus;
  featured?: boolean;
}

function adminListQuery({ page, pageSize = PROJECT_PAGING.adminPageSize, q, division, status, featured }: AdminProjectQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  if (division) params.set('division', division);
  if (status) params.set('status', status);
  if (featured !== undefined) params.set('featured', String(featured));
  return params.toString();
}

/** Admin project calls (docs/product.md §7). The multipart ones go through XHR for the progress bar. */
export const adminProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every project, for the dashboard (admin only). */
    getAdminProjects: build.query<Project[], void>({
      query: () => '/projects/all',
      transformResponse: (raw: unknown) => normalizeProjectList(raw),
      providesTags: (projects = []) => ['Project', ...projects.map((project) => ({ type: 'Project' as const, id: project.id }))],
    }),
    /** A page of the dashboard: cards only (the form and 'Ver' read the whole project by id). */
    getAdminProjectPage: build.query<ProjectPage, AdminProjectQuery>({
      query: (arg) => `/projects/all?${adminListQuery(arg)}`,
      transformResponse: (raw: unknown) => normalizeProjectPage(raw),
      providesTags: (answer) => ['Project', ...(answer?.items ?? []).map((project) => ({ type: 'Project' as const, id: project.id }))],
    }),
    createProject: build.mutation<Project, ProjectUpload>({
      queryFn: async ({ body, onProgress }) => {
        const result = await sendMultipart({ method: 'POST', url: '/projects', body, onProgress });
        return 'error' in result ? result : { data: normalizeProject(result.data) };
      },
      invalidatesTags: (_project, error) => (error ? [] : ['Project']),
    }),
    updateProject: build.mutation<Project, ProjectUpload & { id: number }>({
      queryFn: async ({ id, body, onProgress }) => {
        const result = await sendMultipart({ method: 'PUT', url: `/projects/${id}`, body, onProgress });
        return 'error' in result ? result : { data: normalizeProject(result.data) };
      },
      // The whole 'Project' tag, not just the id: a division change moves it between public lists.
      invalidatesTags: (_project, error) => (error ? [] : ['Project']),
    }),
    deleteProject: build.mutation<null, number>({
      query: (id) => ({ url: `/projects/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Project']),
    }),
  }),
});

export const {
  useGetAdminProjectsQuery,
  useGetAdminProjectPageQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
} = adminProjectsApi;
