import type { CurrentUser, LoginInput } from '@casa/core';
import { api } from '@casa/api-client';

function isCurrentUser(value: unknown): value is CurrentUser {
  return value !== null && typeof value === 'object' && typeof (value as { username?: unknown }).username === 'string';
}

/** The admin session (docs/product.md §4 "Auth state"). Admin-only: not exported to public pages. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Fetched once, never retried; any failure means "not signed in" (null). */
    me: build.query<CurrentUser | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/auth/me');
        if (result.error || !isCurrentUser(result.data)) return { data: null };
        return { data: result.data };
      },
      providesTags: ['Me'],
    }),
    login: build.mutation<CurrentUser, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The dashboard reads `me`: fill it with the signed-in user instead of asking again.
          dispatch(authApi.util.upsertQueryData('me', undefined, isCurrentUser(data) ? data : null));
        } catch {
          // the login form shows the error
        }
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useMeQuery, useLoginMutation, useLogoutMutation } = authApi;
