import type { RequestListener } from 'node:http';
import compression from 'compression';
import express, { type Express } from 'express';
import { contentVersionReader } from './cache/content-version.js';
import { type ReadCache, type ReadCacheStats, withReadCache } from './cache/read-cache.js';
import type { AppDeps } from './deps.js';
import { apiNotFound, errorHandler } from './http/errors.js';
import './http/request-user.js';
import { originCheck } from './http/origin-check.js';
import { securityHeaders } from './http/security-headers.js';
import { authRoutes } from './features/auth/routes.js';
import { noStoreForPersonalAnswers, sessionMiddleware } from './features/auth/middleware.js';
import { brandRoutes } from './features/brands/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { leadFormRoutes, leadRoutes } from './features/leads/routes.js';
import { mediaRoutes } from './media/routes.js';
import { newsletterRoutes } from './features/newsletter/routes.js';
import { projectRoutes } from './features/projects/routes.js';
import { settingsRoutes } from './features/settings/routes.js';
import { pageContentRoutes } from './features/page-content/routes.js';
import { getSettings } from './features/settings/service.js';
import { ownPasswordRoutes, userRoutes } from './features/users/routes.js';
import { webRoutes } from './web/routes.js';
import { systemRoutes } from './features/system/routes.js';
import { auditRoutes } from './features/audit/routes.js';
import { historyRoutes } from './features/history/routes.js';
import type { Restorers } from './features/history/service.js';
import { restoreBrand } from './features/brands/service.js';
import { restorePageContent } from './features/page-content/service.js';
import { restoreProject } from './features/projects/service.js';
import { restoreSettings } from './features/settings/service.js';
import { metricsRoute } from './observability/metrics.js';
import { withRequestLog } from './observability/request-log.js';
import { opsSources } from './ops-sources.js';

/**
 * How each kind of record is written back from its history (docs/decisions/0021-history-and-activity.md):
 * composed here, since a feature never imports another.
 */
export const HISTORY_RESTORERS: Restorers = {
  project: restoreProject,
  brand: restoreBrand,
  settings: restoreSettings,
  'page-content': restorePageContent,
};

/**
 * The whole HTTP surface, built from injected dependencies; `main.ts` listens, tests use ephemeral
 * ports. `readCacheStats` reads the read cache in front of it (status screen, /metrics).
 */
export function createApp(deps: AppDeps, readCacheStats: () => ReadCacheStats | null = () => null): Express {
  const app = express();
  const ops = opsSources(deps, readCacheStats);
  deps.metrics?.watch(ops);
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.use(securityHeaders(deps.config));
  app.use(compression());
  app.use(noStoreForPersonalAnswers);

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(originCheck(deps.config));
  api.use(sessionMiddleware(deps));
  api.use('/health', healthRoutes(deps));
  api.use('/auth/password', ownPasswordRoutes(deps));
  api.use('/auth', authRoutes(deps));
  api.use('/users', userRoutes(deps));
  api.use('/projects', projectRoutes(deps));
  api.use('/brands', brandRoutes(deps));
  // POST /contacts and /appointments: the public forms.
  // The leads' e-mails to visitors read Configuración through the settings feature's reader.
  const siteSettings = () => getSettings(deps);
  api.use(leadFormRoutes(deps, siteSettings));
  api.use('/leads', leadRoutes(deps, siteSettings));
  api.use('/newsletter', newsletterRoutes(deps));
  api.use('/settings', settingsRoutes(deps));
  api.use('/page-content', pageContentRoutes(deps));
  api.use('/system', systemRoutes(deps, ops));
  api.use('/history', historyRoutes(deps, HISTORY_RESTORERS));
  api.use('/audit', auditRoutes(deps));
  api.use(apiNotFound);
  app.use('/api', api);

  app.get('/metrics', metricsRoute(deps.metrics, deps.config.metricsToken));
  app.use('/media', mediaRoutes(deps));
  app.use(webRoutes(deps));
  app.use(errorHandler(deps.log.error));
  return app;
}

/**
 * What the HTTP server runs: the read cache of public pages and reads in front of the Express app
 * (docs/decisions/0008-read-cache.md), or the app alone when READ_CACHE_MB is 0; around both, the
 * request id and log line of every request (observability/request-log.ts).
 */
export function createRequestHandler(deps: AppDeps): RequestListener {
  return createServerHandler(deps).handler;
}

/** The same, with the read cache's handle (null when it is off) for its `stats()`: hits, misses, entries, bytes. */
export function createServerHandler(deps: AppDeps): { handler: RequestListener; cache: ReadCache | null } {
  let cache: ReadCache | null = null;
  const app = createApp(deps, () => cache?.stats() ?? null) as unknown as RequestListener;
  if (deps.config.readCacheBytes > 0) {
    cache = withReadCache(app, {
      maxBytes: deps.config.readCacheBytes,
      readVersion: contentVersionReader(deps.db),
      logError: deps.log.error,
    });
  }
  return {
    handler: withRequestLog(cache?.handler ?? app, { log: deps.log, trustProxy: deps.config.trustProxy, metrics: deps.metrics }),
    cache,
  };
}
