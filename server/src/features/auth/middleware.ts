import type { RequestHandler } from 'express';
import type { AppDeps } from '../../deps.js';
import { readSessionToken } from '../../http/session-cookie.js';
import { sessionUser } from './service.js';

/**
 * Sets req.user when the cookie names a live session; anonymous requests pass through. Routes
 * check it with requireSignedIn / requireRole (http/request-user.ts).
 */
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
