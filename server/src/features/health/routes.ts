import { Router } from 'express';
import type { AppDeps } from '../../deps.js';

/** For load balancers: 200 only when the database answers. */
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
  return router;
}
