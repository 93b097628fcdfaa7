import { MESSAGES } from '@casa/core';
import { api, type AppStore } from '@casa/api-client';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { authApi } from '../api/auth-endpoints.js';

/**
 * CASE: the session ended (expired, idle, disabled, or logged out elsewhere): a 401 means signed
 * out. CASE: the session is held to setting up a second factor (an admin promoted, or the
 * setting turned on meanwhile): a 403 saying so refetches `me`, and the set-up screen opens.
 */
export function useSignedOutOn401(error: unknown): void {
  const dispatch = useDispatch<AppStore['dispatch']>();
  const failure = error as { status?: unknown; data?: { message?: unknown } } | undefined;
  const expired = failure?.status === 401;
  const held = failure?.status === 403 && failure.data?.message === MESSAGES.twoFactorSetupRequired;
  useEffect(() => {
    if (expired) dispatch(authApi.util.upsertQueryData('me', undefined, null));
    else if (held) dispatch(api.util.invalidateTags(['Me']));
  }, [dispatch, expired, held]);
}
