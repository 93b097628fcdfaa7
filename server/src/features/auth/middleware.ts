import type { Request, RequestHandler } from 'express';
import { MESSAGES, type Role } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { noStore } from '../../http/no-store.js';
import { hasSessionCookie, readSessionToken } from './cookie.js';
import { sessionUser } from './service.js';

/**
 * Sets req.user when the cookie names a live session; anonymous requests pass through. Every
 * answer to a request with a session cookie is `no-store`: it may hold personal data.
 */
export function sessionMiddleware(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    if (hasSessionCookie(req)) noStore(res);
    const token = readSessionToken(req);
    if (!token) return next();
    try {
      const user = await sessionUser(deps, token);
      if (user?.twoFactorSetupRequired) req.heldUser = user;
      else req.user = user ?? undefined;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Without a usable session: 403 saying why for a session held to setting up a second factor, else 401. */
const notSignedIn = (req: Request) =>
  req.heldUser ? new HttpError(403, MESSAGES.twoFactorSetupRequired) : new HttpError(401, MESSAGES.unauthenticated);

/**
 * 401 unless the request carries a valid staff session. An admin held to setting up a second
 * factor may use only routes guarded by requireSession.
 */
export const requireSignedIn: RequestHandler = (req, res, next) => {
  noStore(res);
  next(req.user ? undefined : notSignedIn(req));
};

/** Any live session, also one held to setting up a second factor (then req.user is set for the route): /me, the set-up, Mi cuenta's password. */
export const requireSession: RequestHandler = (req, res, next) => {
  noStore(res);
  req.user ??= req.heldUser;
  next(req.user ? undefined : new HttpError(401, MESSAGES.unauthenticated));
};

/**
 * 401 without a session, 403 when the signed-in user's role is not one of `roles`. Routes that
 * every staff member may use (projects, brands) need only requireSignedIn.
 */
export function requireRole(...roles: Role[]): RequestHandler {
  return (req, res, next) => {
    noStore(res);
    if (!req.user) return next(notSignedIn(req));
    next((roles as string[]).includes(req.user.role) ? undefined : new HttpError(403, MESSAGES.forbidden));
  };
}
