import type { RequestHandler } from 'express';
import type { AppDeps } from '../../deps.js';
import { noStore } from '../../http/no-store.js';
import { hasSessionCookie, readSessionToken } from '../../http/session-cookie.js';
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

/**
 * Sets req.user when the cookie names a live session; anonymous requests pass through. Routes
 * check it with requireSignedIn, requireSession or requireRole (http/request-user.ts).
 */
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
