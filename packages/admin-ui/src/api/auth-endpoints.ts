import {
  type AuthPolicy,
  isTwoFactorChallenge,
  type LoginAnswer,
  type LoginInput,
  type SignedInUser,
  type TwoFactorCodeInput,
  type TwoFactorDisableInput,
  type TwoFactorRecoveryCodes,
  type TwoFactorSetup,
} from '@casa/core';
import { api } from '@casa/api-client';

function isSignedInUser(value: unknown): value is SignedInUser {
  return value !== null && typeof value === 'object' && typeof (value as { username?: unknown }).username === 'string';
}

/**
 * The admin session (docs/product.md §4 "Auth state") and two-step sign-in
 * (docs/decisions/0015-device-cookies-and-two-step-sign-in.md). Admin-only: not exported to public pages.
 */
export const authApi = api.enhanceEndpoints({ addTagTypes: ['AuthPolicy'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Fetched once, never retried; any failure means "not signed in" (null). */
    me: build.query<SignedInUser | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/auth/me');
        if (result.error || !isSignedInUser(result.data)) return { data: null };
        return { data: result.data };
      },
      providesTags: ['Me'],
    }),
    /** The password step: the user, or `{ twoFactorRequired: true }` when a code must follow. */
    login: build.mutation<LoginAnswer, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The dashboard reads `me`: fill it with the signed-in user instead of asking again.
          if (!isTwoFactorChallenge(data)) dispatch(authApi.util.upsertQueryData('me', undefined, isSignedInUser(data) ? data : null));
        } catch {
          // the login form shows the error
        }
      },
    }),
    /** The second step: a code from the app or a recovery code completes the sign-in. */
    verifySecondStep: build.mutation<SignedInUser, TwoFactorCodeInput>({
      query: (body) => ({ url: '/auth/2fa/verify', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('me', undefined, isSignedInUser(data) ? data : null));
        } catch {
          // the form shows the error
        }
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    startTwoFactorSetup: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/auth/2fa/setup', method: 'POST' }),
    }),
    /** Not `Me` at once: the recovery codes are shown first, and 'Listo' refreshes the session's user. */
    enableTwoFactor: build.mutation<TwoFactorRecoveryCodes, TwoFactorCodeInput>({
      query: (body) => ({ url: '/auth/2fa/enable', method: 'POST', body }),
    }),
    disableTwoFactor: build.mutation<null, TwoFactorDisableInput>({
      query: (body) => ({ url: '/auth/2fa/disable', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    /** Configuración, admins only. */
    getAuthPolicy: build.query<AuthPolicy, void>({
      query: () => '/auth/policy',
      providesTags: ['AuthPolicy'],
    }),
    saveAuthPolicy: build.mutation<AuthPolicy, AuthPolicy>({
      query: (body) => ({ url: '/auth/policy', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['AuthPolicy']),
    }),
  }),
});

export const {
  useMeQuery,
  useLoginMutation,
  useVerifySecondStepMutation,
  useLogoutMutation,
  useStartTwoFactorSetupMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useGetAuthPolicyQuery,
  useSaveAuthPolicyMutation,
} = authApi;
