import type { Request, RequestHandler } from 'express';
import { MESSAGES, type Role, type SignedInUser } from '@casa/core';
import { HttpError } from './errors.js';
import { noStore } from './no-store.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the session middleware (features/auth) when a valid session cookie came with the request. */
      user?: SignedInUser;
      /**
       * Set instead of `user` for an admin held to setting up a second factor
       * (docs/decisions/0015-device-cookies-and-two-step-sign-in.md): routes that test `req.user`
       * treat that session as anonymous; only requireSession lets it through.
       */
      heldUser?: SignedInUser;
    }
  }
}

/** Without a usable session: 403 saying why for a session held to setting up a second factor, else 401. */
const notSignedIn = (req: Request) =>
  req.heldUser ? new HttpError(403, MESSAGES.twoFactorSetupRequired) : new HttpError(401, MESSAGES.unauthenticated);

/**
 * 401 unless the request carries a valid staff session (req.user set by the session middleware).
 * An admin held to setting up a second factor may use only routes guarded by requireSession.
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
