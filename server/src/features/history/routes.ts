import { type Request, Router } from 'express';
import { HISTORY_MESSAGES, historyQuerySchema, historyRestoreInputSchema, historyTypeSchema, type HistoryType, MESSAGES } from '@casa/core';
import { auditRequest, requestUser } from '../../audit/index.js';
import type { AppDeps } from '../../deps.js';
import { HttpError, parseOrThrow } from '../../http/errors.js';
import { listDeleted } from '../../history/index.js';
import { parseId } from '../../http/params.js';
import { requireSignedIn } from '../../http/request-user.js';
import { ADMIN_ONLY_TYPES, historyOf, RESTORE_AUDIT_ACTION, type Restorers, restoreTarget, restoreVersion, versionOf } from './service.js';

function allowType(req: Request, type: HistoryType): void {
  if (ADMIN_ONLY_TYPES.includes(type) && req.user?.role !== 'admin') throw new HttpError(403, MESSAGES.forbidden);
}

/**
 * /api/history (docs/decisions/0021-history-and-activity.md): the versions of a project, a brand,
 * the settings or the page texts, one version whole, and a restore. Staff only; the settings'
 * history admins only.
 */
export function historyRoutes(deps: AppDeps, restorers: Restorers): Router {
  const router = Router();
  router.use(requireSignedIn);

  router.get('/', async (req, res) => {
    const { type, id } = parseOrThrow(historyQuerySchema, req.query);
    allowType(req, type);
    res.json({ items: await historyOf(deps, type, id) });
  });

  // Projects and brands deleted, for 'Eliminados' (the settings and the page texts are never deleted).
  router.get('/deleted', async (req, res) => {
    const type = historyTypeSchema.safeParse(req.query.type);
    if (!type.success || (type.data !== 'project' && type.data !== 'brand')) {
      throw new HttpError(400, HISTORY_MESSAGES.typeInvalid, { type: [HISTORY_MESSAGES.typeInvalid] });
    }
    res.json({ items: await listDeleted(deps.db, type.data) });
  });

  router.post('/restore', async (req, res) => {
    const input = parseOrThrow(historyRestoreInputSchema, req.body ?? {});
    allowType(req, input.type);
    const result = await restoreVersion(deps, restorers, input, requestUser(req));
    await auditRequest(
      deps,
      req,
      RESTORE_AUDIT_ACTION[input.type],
      restoreTarget(input.type, input.id, input.version, result.restored.value),
    );
    res.json({ type: input.type, id: input.id, version: result.version, restoredFrom: input.version });
  });

  router.get('/:type/:id/:version', async (req, res) => {
    const type = historyTypeSchema.safeParse(req.params.type);
    if (!type.success) throw new HttpError(404, HISTORY_MESSAGES.typeInvalid);
    allowType(req, type.data);
    const id = parseId(req.params.id, HISTORY_MESSAGES.versionNotFound);
    const version = parseId(req.params.version, HISTORY_MESSAGES.versionNotFound);
    res.json(await versionOf(deps, type.data, id, version));
  });

  return router;
}
