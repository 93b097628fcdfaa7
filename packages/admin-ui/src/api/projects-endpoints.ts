import { normalizeProject, normalizeProjectList, type Project } from '@casa/core';
import { api } from '@casa/api-client';
import { sendMultipart, type UploadProgress } from './upload.js';

export interface ProjectUpload {
  body: FormData;
  onProgress?: UploadProgress;
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

export const { useGetAdminProjectsQuery, useCreateProjectMutation, useUpdateProjectMutation, useDeleteProjectMutation } = adminProjectsApi;
