import { Router } from 'express';
import { loginInputSchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { clientAddressKey } from '../../http/client-address.js';
import { parseOrThrow } from '../../http/errors.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session-cookie.js';
import { requireSignedIn } from '../../http/request-user.js';
import * as auth from './service.js';
import { createLoginThrottle } from './throttle.js';

export function authRoutes(deps: AppDeps): Router {
  const router = Router();
  const throttle = createLoginThrottle(deps);

  router.post('/login', async (req, res) => {
    const input = parseOrThrow(loginInputSchema, req.body);
    const session = await auth.login(deps, throttle, { ...input, address: clientAddressKey(req.ip) });
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
