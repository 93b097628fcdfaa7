import { Router } from 'express';
import { pendingMigrations } from '../../db/knex.js';
import type { AppDeps } from '../../deps.js';

/**
 * For load balancers and process supervisors. `/api/health` is liveness: 200 when the database
 * answers. `/api/health/ready` is readiness: 200 only when the database answers and has every
 * migration of this code, so a new version takes no traffic before its schema is in place.
 */
export function healthRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    try {
      await deps.db.raw('select 1');
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    } catch (error) {
      deps.log.error('health check failed', error);
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'error', message: 'Base de datos no disponible' });
    }
  });

  router.get('/ready', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    let pending: string[];
    try {
      pending = await pendingMigrations(deps.db);
    } catch (error) {
      deps.log.error('readiness check failed', error);
      res.status(503).json({ status: 'error', message: 'Base de datos no disponible' });
      return;
    }
    if (pending.length > 0) {
      res.status(503).json({ status: 'error', message: `Faltan migraciones por aplicar: ${pending.join(', ')}` });
      return;
    }
    res.json({ status: 'ok' });
  });
  return router;
}
