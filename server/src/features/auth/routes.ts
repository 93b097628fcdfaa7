import { Router } from 'express';
import { loginInputSchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { parseOrThrow } from '../../http/errors.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './cookie.js';
import { requireSignedIn } from './middleware.js';
import * as auth from './service.js';

export function authRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const input = parseOrThrow(loginInputSchema, req.body);
    const session = await auth.login(deps, { ...input, ip: req.ip ?? 'unknown' });
    setSessionCookie(res, deps.config, session.token, session.expiresAt);
    res.json(session.user);
  });

  router.get('/me', requireSignedIn, (req, res) => {
    res.json(req.user);
  });

  router.post('/logout', async (req, res) => {
    const token = readSessionToken(req);
    // Clear the browser's cookie even if deleting the row fails.
    clearSessionCookie(res, deps.config);
    if (token) await auth.logout(deps, token);
    res.status(204).end();
  });

  return router;
}
