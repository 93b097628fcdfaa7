import { MESSAGES, type SignedInUser } from '@casa/core';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation, useMeQuery } from '../../api/auth-endpoints.js';
import { api } from '@casa/api-client';
import { failureReason } from '../../shared/failure-reason.js';
import { useToast } from '../../shared/toast.js';

export interface AuthState {
  user: SignedInUser | null;
  /** True until the one `me` request has answered. */
  isChecking: boolean;
}

/** docs/product.md §4 "Auth state": fetched once, never retried; a failed check means signed out. */
export function useCurrentUser(): AuthState {
  const { data, isLoading, isUninitialized } = useMeQuery();
  return { user: data ?? null, isChecking: isLoading || isUninitialized };
}

/** The one logout request, shared by the button and the session gate. */
const LOGOUT = { fixedCacheKey: 'logout' } as const;

/**
 * True from the moment staff press 'Cerrar sesión': a refresh refused meanwhile (the server has
 * already ended the session) must not send them to /login?next=…, as an expired session would.
 */
export function useIsLoggingOut(): boolean {
  const [, { isLoading, isSuccess }] = useLogoutMutation(LOGOUT);
  return isLoading || isSuccess;
}

/** Logout: POST /api/auth/logout, then forget every cached answer and go to /login. */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const [logoutRequest, { isLoading }] = useLogoutMutation(LOGOUT);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const logout = useCallback(async () => {
    try {
      await logoutRequest().unwrap();
    } catch (error) {
      console.error('Logout failed', error);
      toast.error(MESSAGES.logoutError, failureReason(error));
      return;
    }
    // Leave first, and wait for the admin's screens to unmount: still mounted, they would refetch
    // into the emptied cache, and the session check's 401 would send us to /login?next=… instead.
    flushSync(() => navigate('/login', { replace: true }));
    dispatch(api.util.resetApiState());
  }, [dispatch, logoutRequest, navigate, toast]);
  return { logout, isLoggingOut: isLoading };
}
