import type { RequestHandler } from 'express';
import { MESSAGES, type Role } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { readSessionToken } from './cookie.js';
import { sessionUser } from './service.js';

/** Sets req.user when the cookie names a live session; anonymous requests pass through. */
export function sessionMiddleware(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const token = readSessionToken(req);
    if (!token) return next();
    try {
      req.user = (await sessionUser(deps, token)) ?? undefined;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** 401 unless the request carries a valid staff session (req.user set by sessionMiddleware). */
export const requireSignedIn: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new HttpError(401, MESSAGES.unauthenticated));
};

/**
 * 401 without a session, 403 when the signed-in user's role is not one of `roles`. Routes that
 * every staff member may use (projects, brands) need only requireSignedIn.
 */
export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(new HttpError(401, MESSAGES.unauthenticated));
    next((roles as string[]).includes(req.user.role) ? undefined : new HttpError(403, MESSAGES.forbidden));
  };
}
