import { Router } from 'express';
import { settingsEnglishSchema, siteSettingsSchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { englishOf } from '../../http/english-field.js';
import { parseOrThrow } from '../../http/errors.js';
import { requireRole } from '../../http/request-user.js';
import { auditRequest, requestUser } from '../../audit/index.js';
import { getSettings, saveSettings, undoSettings } from './service.js';

/** /api/settings: what the public site shows (anyone); admins replace it whole or undo the last save. */
export function settingsRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(await getSettings(deps));
  });

  router.put('/', requireRole('admin'), async (req, res) => {
    // The English texts (docs/decisions/0026-english-site.md) are checked first, for messages in
    // Spanish; a save without them (an older admin) keeps the ones saved.
    const en = englishOf(settingsEnglishSchema, req.body) ?? (await getSettings(deps)).en;
    const settings = parseOrThrow(siteSettingsSchema, { ...((req.body ?? {}) as object), en });
    const saved = await saveSettings(deps, settings, requestUser(req));
    await auditRequest(deps, req, 'settings.update', 'Configuración');
    res.json(saved);
  });

  router.post('/undo', requireRole('admin'), async (req, res) => {
    const restored = await undoSettings(deps, requestUser(req));
    await auditRequest(deps, req, 'settings.restore', 'Configuración (deshacer último cambio)');
    res.json(restored);
  });

  return router;
}
