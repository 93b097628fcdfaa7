import type { RequestHandler } from 'express';
import { MESSAGES } from '@casa/core';
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

/** 401 unless the request carries a valid admin session (req.user set by sessionMiddleware). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new HttpError(401, MESSAGES.unauthenticated));
};
