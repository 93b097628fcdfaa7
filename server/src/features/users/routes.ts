import { Router } from 'express';
import { MESSAGES, passwordChangeInputSchema, userCreateInputSchema, userUpdateInputSchema } from '@casa/core';
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
    res.status(201).json(await createUser(deps, parseOrThrow(userCreateInputSchema, req.body ?? {})));
  });

  router.patch('/:id', async (req, res) => {
    const id = parseId(req.params.id, MESSAGES.userNotFound);
    res.json(await updateUser(deps, req.user!, id, parseOrThrow(userUpdateInputSchema, req.body ?? {})));
  });

  router.delete('/:id', async (req, res) => {
    await deleteUser(deps, req.user!, parseId(req.params.id, MESSAGES.userNotFound));
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
    res.status(204).end();
  });
  return router;
}
