import { type Request, type Response, Router } from 'express';
import { authPolicySchema, loginInputSchema, MESSAGES, twoFactorCodeInputSchema, twoFactorDisableInputSchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { auditRequest } from '../../audit/index.js';
import { clientAddressKey } from '../../http/client-address.js';
import { HttpError, parseOrThrow } from '../../http/errors.js';
import { noStore } from '../../http/no-store.js';
import { requireRole, requireSession } from '../../http/request-user.js';
import {
  clearSecondStepCookie,
  clearSessionCookie,
  readDeviceCookie,
  readSecondStepToken,
  readSessionToken,
  setDeviceCookie,
  setSecondStepCookie,
  setSessionCookie,
} from '../../http/session-cookie.js';
import * as auth from './service.js';
import { login, type OpenedSession, verifySecondStep } from './sign-in.js';
import { createCodeThrottle, createLoginThrottle } from './throttle.js';
import * as twoFactor from './two-factor.js';

/**
 * /api/auth: the password step, the second step (docs/decisions/0015-device-cookies-and-two-step-sign-in.md),
 * the session, Mi cuenta's two-step set-up, and Configuración's requireTwoFactorForAdmins.
 */
export function authRoutes(deps: AppDeps): Router {
  const router = Router();
  const throttle = createLoginThrottle(deps);
  const codes = createCodeThrottle(deps);
  const ownPassword = twoFactor.createOwnPasswordLimiter(deps);
  const address = (req: Request) => clientAddressKey(req.ip);

  /**
   * 'Actividad' of a sign-in step that failed: throttled (429) or refused (401, 403); the account
   * tried is the target, nobody is signed in yet.
   */
  async function auditRefusal(req: Request, error: unknown, username: string) {
    if (!(error instanceof HttpError) || ![401, 403, 429].includes(error.status)) return;
    await auditRequest(deps, req, error.status === 429 ? 'auth.login_throttled' : 'auth.login_failed', username, null);
  }

  function signedIn(res: Response, session: OpenedSession) {
    setSessionCookie(res, deps.config, session.token, session.expiresAt);
    setDeviceCookie(res, deps.config, session.deviceCookie, deps.now());
    res.json(session.user);
  }

  router.post('/login', async (req, res) => {
    noStore(res);
    const input = parseOrThrow(loginInputSchema, req.body);
    let result: Awaited<ReturnType<typeof login>>;
    try {
      result = await login(deps, throttle, { ...input, address: address(req), deviceCookie: readDeviceCookie(req) });
    } catch (error) {
      await auditRefusal(req, error, input.username);
      throw error;
    }
    if (result.kind === 'session') {
      await auditRequest(deps, req, 'auth.login', input.username, { id: result.session.user.id, username: result.session.user.username });
      return signedIn(res, result.session);
    }
    setSecondStepCookie(res, deps.config, result.token, result.expiresAt);
    res.json({ twoFactorRequired: true });
  });

  router.post('/2fa/verify', async (req, res) => {
    noStore(res);
    const { code } = parseOrThrow(twoFactorCodeInputSchema, req.body ?? {});
    const token = readSecondStepToken(req);
    if (!token) throw new HttpError(401, MESSAGES.twoFactorExpired);
    let session: OpenedSession;
    try {
      session = await verifySecondStep(deps, codes, { token, code, address: address(req), deviceCookie: readDeviceCookie(req) });
    } catch (error) {
      await auditRefusal(req, error, 'verificación en dos pasos');
      throw error;
    }
    await auditRequest(deps, req, 'auth.login', `${session.user.username} (verificación en dos pasos)`, {
      id: session.user.id,
      username: session.user.username,
    });
    clearSecondStepCookie(res, deps.config);
    signedIn(res, session);
  });

  router.get('/me', requireSession, (req, res) => {
    res.json(req.user);
  });

  router.post('/logout', async (req, res) => {
    noStore(res);
    const token = readSessionToken(req);
    // Clear the browser's cookie even if deleting the row fails.
    clearSessionCookie(res, deps.config);
    if (token) await auth.logout(deps, token);
    const user = req.user ?? req.heldUser;
    if (user) await auditRequest(deps, req, 'auth.logout', user.username, { id: user.id, username: user.username });
    res.status(204).end();
  });

  router.post('/2fa/setup', requireSession, async (req, res) => {
    res.json(await twoFactor.startSetup(deps, req.user!));
  });

  router.post('/2fa/enable', requireSession, async (req, res) => {
    const { code } = parseOrThrow(twoFactorCodeInputSchema, req.body ?? {});
    res.json({ recoveryCodes: await twoFactor.enable(deps, codes, req.user!, { code, address: address(req) }) });
  });

  router.post('/2fa/disable', requireSession, async (req, res) => {
    const { password } = parseOrThrow(twoFactorDisableInputSchema, req.body ?? {});
    await twoFactor.disable(deps, ownPassword, req.user!, password);
    res.status(204).end();
  });

  router.get('/policy', requireRole('admin'), async (_req, res) => {
    res.json(await twoFactor.readPolicy(deps));
  });

  router.put('/policy', requireRole('admin'), async (req, res) => {
    const policy = await twoFactor.writePolicy(deps, req.user!, parseOrThrow(authPolicySchema, req.body ?? {}));
    const rule = policy.requireTwoFactorForAdmins ? 'exigida' : 'no exigida';
    await auditRequest(deps, req, 'settings.update', `Seguridad: verificación en dos pasos ${rule} a los administradores`);
    res.json(policy);
  });

  return router;
}
