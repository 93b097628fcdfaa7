import type { PageContent } from '@casa/core';
import { api } from '@casa/api-client';

/** An uploaded photo a page's hero may show (GET /api/page-content/photos). */
export interface HeroPhoto {
  key: string;
  url: string;
  width: number | null;
  height: number | null;
}

/** Páginas (admins and editors): the public pages' texts, saved whole. */
export const pageContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPageContent: build.query<PageContent, void>({
      query: () => '/page-content',
    }),
    savePageContent: build.mutation<PageContent, PageContent>({
      query: (body) => ({ url: '/page-content', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(pageContentApi.util.upsertQueryData('getPageContent', undefined, data));
        } catch {
          // the screen shows the error
        }
      },
    }),
    getHeroPhotos: build.query<{ items: HeroPhoto[] }, void>({
      query: () => '/page-content/photos',
    }),
  }),
});

export const { useGetPageContentQuery, useSavePageContentMutation, useGetHeroPhotosQuery } = pageContentApi;
