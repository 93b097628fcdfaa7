import { type Brand, normalizeBrand } from '@casa/core';
import { type ApiError, api } from '@casa/api-client';
import { sendMultipart, type UploadProgress } from './upload.js';

export interface BrandUpload {
  body: FormData;
  onProgress?: UploadProgress;
}

function toBrand(raw: unknown): { data: Brand } | { error: ApiError } {
  const brand = normalizeBrand(raw);
  if (brand) return { data: brand };
  return { error: { status: 'PARSING_ERROR', data: raw, message: 'Unexpected brand response' } };
}

/** Admin brand calls (docs/product.md §7); every change refreshes the carousels and the project form's list. */
export const adminBrandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBrand: build.mutation<Brand, BrandUpload>({
      queryFn: async ({ body, onProgress }) => {
        const result = await sendMultipart({ method: 'POST', url: '/brands', body, onProgress });
        return 'error' in result ? result : toBrand(result.data);
      },
      invalidatesTags: (_brand, error) => (error ? [] : ['Brand']),
    }),
    updateBrand: build.mutation<Brand, BrandUpload & { id: number }>({
      queryFn: async ({ id, body, onProgress }) => {
        const result = await sendMultipart({ method: 'PUT', url: `/brands/${id}`, body, onProgress });
        return 'error' in result ? result : toBrand(result.data);
      },
      // Projects embed brand names and logos, so their pages refresh too.
      invalidatesTags: (_brand, error) => (error ? [] : ['Brand', 'Project']),
    }),
    deleteBrand: build.mutation<null, number>({
      query: (id) => ({ url: `/brands/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Brand', 'Project']),
    }),
  }),
});

export const { useCreateBrandMutation, useUpdateBrandMutation, useDeleteBrandMutation } = adminBrandsApi;
