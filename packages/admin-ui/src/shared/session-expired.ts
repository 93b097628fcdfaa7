import type { AppStore } from '@casa/api-client';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { authApi } from '../api/auth-endpoints.js';

/** CASE: the session ended (expired, disabled, or logged out elsewhere): a 401 means signed out. */
export function useSignedOutOn401(error: unknown): void {
  const dispatch = useDispatch<AppStore['dispatch']>();
  const expired = (error as { status?: unknown } | undefined)?.status === 401;
  useEffect(() => {
    if (expired) dispatch(authApi.util.upsertQueryData('me', undefined, null));
  }, [dispatch, expired]);
}
