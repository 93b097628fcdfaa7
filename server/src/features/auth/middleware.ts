import type { RequestHandler } from 'express';
import { MESSAGES } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';

// Placeholder: the auth owner replaces sessionMiddleware with the real cookie/session lookup.
export function sessionMiddleware(_deps: AppDeps): RequestHandler {
  return (_req, _res, next) => next();
}

/** 401 unless the request carries a valid admin session (req.user set by sessionMiddleware). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new HttpError(401, MESSAGES.unauthenticated));
};
