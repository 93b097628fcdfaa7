import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { publicConfig } from '../config.js';
import type { AppDeps } from '../deps.js';
import { pageHead, renderHead } from './head.js';
import { matchRoute, staticPublicPaths } from './known-routes.js';
import { findProjectSummary, listProjectPaths } from './repo.js';

const HEAD_MARKER = '<!--app-head-->';

/**
 * Serves the apps/web build: hashed assets cached forever, index.html never cached and filled
 * per route with its <head>, HTTP 404 for unknown paths (the SPA still renders its 404 page),
 * plus sitemap.xml and robots.txt.
 */
export function webRoutes(deps: AppDeps): Router {
  const { config } = deps;
  const router = Router();
  const appConfigJson = JSON.stringify(publicConfig(config));

  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /login',
          'Disallow: /api/',
          '',
          `Sitemap: ${config.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const projects = await listProjectPaths(deps.db);
    const urls = [
      ...staticPublicPaths().map((p) => `  <url><loc>${config.publicUrl}${p}</loc></url>`),
      ...projects.map((project) => `  <url><loc>${config.publicUrl}/${project.division}/proyecto/${project.id}</loc></url>`),
    ];
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  // Vite's content-hashed files never change under the same name.
  router.use(
    '/assets',
    express.static(path.join(config.webDist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  router.use(express.static(config.webDist, { index: false, maxAge: '1d' }));

  // Re-read when the build changes (a rebuild replaces the hashed assets the old page names).
  let template: { html: string; mtimeMs: number } | null = null;
  const readTemplate = (): string | null => {
    const file = path.join(config.webDist, 'index.html');
    try {
      const { mtimeMs } = fs.statSync(file);
      if (template?.mtimeMs !== mtimeMs) template = { html: fs.readFileSync(file, 'utf8'), mtimeMs };
      return template.html;
    } catch {
      return null;
    }
  };

  router.get('/{*path}', async (req: Request, res: Response) => {
    const html = readTemplate();
    if (html === null) {
      res.status(503).type('text/plain').send('El sitio web aún no está compilado: ejecuta `npm run build`.');
      return;
    }
    const match = matchRoute(req.path);
    const project = match.kind === 'project' ? await findProjectSummary(deps.db, match.id) : null;
    const missing = match.kind === 'not-found' || (match.kind === 'project' && project === null);
    const head = renderHead(pageHead(match, req.path, project), config.publicUrl, appConfigJson);
    res
      .status(missing ? 404 : 200)
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(html.replace(HEAD_MARKER, head));
  });

  return router;
}
