import type { SiteSettings } from '@casa/core';
import { api } from '@casa/api-client';

/** Configuración (admins): the site settings, saved whole; the server keeps the version before for undo. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSettings, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
    saveSiteSettings: build.mutation<SiteSettings, SiteSettings>({
      query: (body) => ({ url: '/settings', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getSiteSettings', undefined, data));
        } catch {
          // the screen shows the error
        }
      },
    }),
    undoSiteSettings: build.mutation<SiteSettings, void>({
      query: () => ({ url: '/settings/undo', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getSiteSettings', undefined, data));
        } catch {
          // the screen shows the error
        }
      },
    }),
  }),
});

export const { useGetSiteSettingsQuery, useSaveSiteSettingsMutation, useUndoSiteSettingsMutation } = settingsApi;
