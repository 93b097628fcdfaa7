import { Router } from 'express';
import { siteSettingsSchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { parseOrThrow } from '../../http/errors.js';
import { requireRole } from '../../http/request-user.js';
import { getSettings, saveSettings, undoSettings } from './service.js';

/** /api/settings: what the public site shows (anyone); admins replace it whole or undo the last save. */
export function settingsRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(await getSettings(deps));
  });

  router.put('/', requireRole('admin'), async (req, res) => {
    const settings = parseOrThrow(siteSettingsSchema, req.body ?? {});
    res.json(await saveSettings(deps, settings, req.user?.username ?? ''));
  });

  router.post('/undo', requireRole('admin'), async (req, res) => {
    res.json(await undoSettings(deps, req.user?.username ?? ''));
  });

  return router;
}
