import { Router } from 'express';
import { MESSAGES, passwordChangeInputSchema, userCreateInputSchema, userUpdateInputSchema } from '@casa/core';
import { auditRequest } from '../../audit/index.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, parseOrThrow } from '../../http/errors.js';
import { parseId } from '../../http/params.js';
import { readSessionToken } from '../../http/session-cookie.js';
import { requireRole, requireSession } from '../../http/request-user.js';
import { changeOwnPassword, createPasswordChangeLimiter, createUser, deleteUser, listUsers, updateUser } from './service.js';

/** /api/users: admins only (docs/product.md §6); an editor gets 403 with the Spanish message. */
export function userRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(requireRole('admin'));

  router.get('/', async (_req, res) => {
    res.json(await listUsers(deps));
  });

  router.post('/', async (req, res) => {
    const created = await createUser(deps, parseOrThrow(userCreateInputSchema, req.body ?? {}));
    await auditRequest(deps, req, 'user.create', `${userTarget(created)}: ${created.role}`);
    res.status(201).json(created);
  });

  router.patch('/:id', async (req, res) => {
    const id = parseId(req.params.id, MESSAGES.userNotFound);
    const input = parseOrThrow(userUpdateInputSchema, req.body ?? {});
    const updated = await updateUser(deps, req.user!, id, input);
    const what = [
      input.role !== undefined && `rol ${input.role}`,
      input.disabled === true && 'desactivado',
      input.disabled === false && 'activado',
      input.password !== undefined && 'contraseña nueva',
      input.twoFactorEnabled === false && 'verificación en dos pasos desactivada',
    ].filter(Boolean);
    await auditRequest(
      deps,
      req,
      input.disabled === true ? 'user.disable' : 'user.update',
      `${userTarget(updated)}${what.length ? `: ${what.join(', ')}` : ''}`,
    );
    res.json(updated);
  });

  router.delete('/:id', async (req, res) => {
    const deleted = await deleteUser(deps, req.user!, parseId(req.params.id, MESSAGES.userNotFound));
    await auditRequest(deps, req, 'user.delete', userTarget(deleted));
    res.status(204).end();
  });

  return router;
}

/**
 * POST /api/auth/password (Mi cuenta): any signed-in user, also one held to setting up a second
 * factor; the session it is sent from stays open.
 */
export function ownPasswordRoutes(deps: AppDeps): Router {
  const router = Router();
  const limiter = createPasswordChangeLimiter(deps);
  router.post('/', requireSession, async (req, res) => {
    const input = parseOrThrow(passwordChangeInputSchema, req.body ?? {});
    const token = readSessionToken(req);
    if (!token) throw new HttpError(401, MESSAGES.unauthenticated);
    await changeOwnPassword(deps, limiter, req.user!, token, input);
    await auditRequest(deps, req, 'auth.password_change', req.user!.username);
    res.status(204).end();
  });
  return router;
}

/** How 'Actividad' names an account: 'Usuario 4 «maria»'. */
const userTarget = (user: { id: number; username: string }) => `Usuario ${user.id} «${user.username}»`;
