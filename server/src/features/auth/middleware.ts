import type { Request, RequestHandler } from 'express';
import { MESSAGES, type Role } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { noStore } from '../../http/no-store.js';
import { hasSessionCookie, readSessionToken } from './cookie.js';
import { sessionUser } from './service.js';

/**
 * `Cache-Control: no-store` on every answer that may hold personal data, so a shared computer's
 * browser keeps none: to a request with a session cookie, every JSON, HTML or CSV answer (pages
 * and /api alike; images, scripts and fonts are the same files for everyone and stay cacheable);
 * to any request, an /api 401 or 403. Set as the headers go out, over whatever a route set.
 * Anonymous requests keep their Cache-Control, so the read cache's answers are unchanged.
 */
export const noStoreForPersonalAnswers: RequestHandler = (req, res, next) => {
  const signedIn = hasSessionCookie(req);
  const api = req.path.startsWith('/api/');
  noStore(res, () => {
    if (signedIn) return /^(application\/json|text\/html|text\/csv)/i.test(String(res.getHeader('content-type') ?? ''));
    return api && (res.statusCode === 401 || res.statusCode === 403);
  });
  next();
};

/** Sets req.user when the cookie names a live session; anonymous requests pass through. */
export function sessionMiddleware(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
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
