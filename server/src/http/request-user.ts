import type { RequestHandler } from 'express';
import { type CurrentUser, MESSAGES, type Role } from '@casa/core';
import { HttpError } from './errors.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the session middleware (features/auth) when a valid session cookie came with the request. */
      user?: CurrentUser;
    }
  }
}

/** 401 unless the request carries a valid staff session (req.user set by the session middleware). */
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
