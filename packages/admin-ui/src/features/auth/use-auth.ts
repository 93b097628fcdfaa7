import { MESSAGES, type SignedInUser } from '@casa/core';
import { api, type AppStore } from '@casa/api-client';
import { useCallback, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { authApi, useLogoutMutation, useMeQuery } from '../../api/auth-endpoints.js';
import { ADMIN_PATHS } from '../../shared/admin-paths.js';
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

/** The navigation state of the move to /login after 'Cerrar sesión' (here, or the session gate's). */
export const SIGNED_OUT = { signedOut: true } as const;

/** On /login: after a logout, forget every answer cached for the one who left. */
export function useForgetAfterLogout(): void {
  const dispatch = useDispatch();
  const signedOut = (useLocation().state as Partial<typeof SIGNED_OUT> | null)?.signedOut === true;
  useEffect(() => {
    if (signedOut) dispatch(api.util.resetApiState());
  }, [dispatch, signedOut]);
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
  const dispatch = useDispatch<AppStore['dispatch']>();
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
    // Signed out from now on. The session gate sees it at once and, the logout being shared with
    // it, sends the screens to a plain /login (not /login?next=…, as for an expired session),
    // whatever order React renders this navigation and the gate's in. The login page then forgets
    // every cached answer, once no admin screen is left to refetch into the emptied cache.
    dispatch(authApi.util.upsertQueryData('me', undefined, null));
    void navigate(ADMIN_PATHS.login, { replace: true, state: SIGNED_OUT });
  }, [dispatch, logoutRequest, navigate, toast]);
  return { logout, isLoggingOut: isLoading };
}
