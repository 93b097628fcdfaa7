import path from 'node:path';
import {
  alternatePath,
  isServerRendered,
  type Lang,
  listedPaths,
  matchRoute,
  normalizeProject,
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  pageTextsFor,
  pageTextsScope,
  type Project,
  type QueryEntry,
  type RouteMatch,
  type SiteSettings,
  siteSettingsFor,
  sitePath,
} from '@casa/core';
import { DEFAULT_SITE_SETTINGS, pageHead, projectDivision } from '@casa/core/content';
import express, { type Request, type Response, Router } from 'express';
import { publicConfig } from '../config.js';
import type { AppDeps } from '../deps.js';
import { listPublishedProjects } from '../features/projects/service.js';
import { getSettings, newsletterUrlOf } from '../features/settings/service.js';
import { getPageContent } from '../features/page-content/service.js';
import { markPublic } from '../http/cache-control.js';
import { pageCsp } from '../http/security-headers.js';
import { fontTags, moduleTags } from './assets.js';
import { escapeHtml, renderHead, renderPageData, withHtmlLang } from './head.js';
import { loadPageQueries } from './page-queries.js';
import { webBuildLoader, webClientDir } from './web-build.js';

const HEAD_MARKER = '<!--app-head-->';
const ROOT_MARKER = '<div id="root"></div>';

/** The project a project page shows, from its query (null: no such project). */
function projectOf(queries: readonly QueryEntry[]): Project | null {
  const entry = queries.find((query) => query.need.kind === 'project');
  return entry?.data ? normalizeProject(entry.data, { log: () => undefined }) : null;
}

/**
 * Whether a request path may name a built file: it is judged as decoded, the way the static
 * handler will read it. A path that does not decode, or decodes to a backslash, a NUL or a
 * dot-segment, never reaches the file system (it gets the 404 page).
 */
export function servablePath(requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return false;
  }
  return !/[\\\0]/.test(decoded) && !decoded.split('/').some((segment) => segment === '..' || segment.startsWith('.'));
}

/**
 * The page's <head> tags. A failure here (a settings value no rule foresaw) must not take the page
 * down: it is logged and the head is written from the default settings instead.
 */
function pageHeadTags(
  deps: AppDeps,
  match: RouteMatch,
  pathname: string,
  project: Project | null,
  settings: SiteSettings,
  search: URLSearchParams,
): string {
  try {
    return renderHead(pageHead(match, pathname, project, settings, search), deps.config.publicUrl, project, settings);
  } catch (error) {
    deps.log.error(`No se pudo escribir el <head> de ${pathname} con la configuración guardada; se usa la predeterminada`, error);
    return renderHead(pageHead(match, pathname, project, DEFAULT_SITE_SETTINGS, search), deps.config.publicUrl, project);
  }
}

/**
 * Serves the apps/web build: hashed assets cached forever; every public page rendered on the
 * server by the web app's server entry with its data read through the features' services
 * (docs/decisions/0007-one-route-table.md), its <head> written from the route table, HTTP 404 for
 * unknown paths and missing projects; /login and /admin as the bare page the browser renders;
 * plus sitemap.xml and robots.txt.
 */
export function webRoutes(deps: AppDeps): Router {
  const { config } = deps;
  const router = Router();
  const loadBuild = webBuildLoader(config.webDist, deps.log.error);
  const setPageCsp = pageCsp(config, deps.log.error);

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

  // Every page in both languages, each naming its twins (hreflang, x-default the Spanish page) as
  // search engines read them from a sitemap (docs/decisions/0026-english-site.md).
  router.get('/sitemap.xml', async (_req, res) => {
    const projects = await listPublishedProjects(deps);
    const url = (path: string) => escapeHtml(`${config.publicUrl}${path}`);
    const entry = (path: string, twins: Record<Lang, string>) =>
      `  <url><loc>${url(path)}</loc>` +
      `<xhtml:link rel="alternate" hreflang="es" href="${url(twins.es)}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${url(twins.en)}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(twins.es)}"/></url>`;
    const pages = (['es', 'en'] as const).flatMap((lang) =>
      listedPaths(lang).map((path) => entry(path, { es: alternatePath(path, 'es') ?? path, en: alternatePath(path, 'en') ?? path })),
    );
    const projectPages = projects.flatMap((project) => {
      const division = projectDivision(project);
      const twins = { es: sitePath('project', 'es', division, project.id), en: sitePath('project', 'en', division, project.id) };
      return [entry(twins.es, twins), entry(twins.en, twins)];
    });
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...pages, ...projectPages].join('\n')}\n</urlset>\n`,
      );
  });

  // Only WEB_DIST/client is served; the server's entry lives beside it, out of every request's
  // reach whatever the spelling (/%73erver/…, /Server/…, /server%2F…).
  const clientDir = webClientDir(config.webDist);
  // Vite's content-hashed files never change under the same name.
  const assets = express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false });
  router.use('/assets', (req, res, next) => (servablePath(req.path) ? assets(req, res, next) : next()));
  const publicFiles = express.static(clientDir, { index: false, maxAge: '1d' });
  router.use((req, res, next) => (servablePath(req.path) ? publicFiles(req, res, next) : next()));

  router.get('/{*path}', async (req: Request, res: Response) => {
    const build = await loadBuild();
    if (build === null) {
      res.status(503).type('text/plain').send('El sitio web aún no está compilado: ejecuta `npm run build`.');
      return;
    }
    const match = matchRoute(req.path);
    const rendered = isServerRendered(match.page);
    // The query is read only by the projects page (its page and filters); the rest ignore it.
    const search = new URL(req.originalUrl, 'http://localhost').searchParams;
    // Settings and page texts are read for every page (a primary-key read each), so a save in
    // Configuración or Páginas shows at the next request.
    const [queries, settings, pageContent] = await Promise.all([
      rendered ? loadPageQueries(deps, match, search) : [],
      getSettings(deps),
      getPageContent(deps),
    ]);
    const project = projectOf(queries);
    let status = match.page === 'not-found' || (match.page === 'project' && project === null) ? 404 : 200;
    const newsletterUrl = newsletterUrlOf(deps, settings);
    // Only the texts the page shows, whole and merged with the defaults here: the browser has no
    // default text, and a navigation to a page of another part reads the whole texts from the API.
    const data: PageData = {
      config: { ...publicConfig(config), newsletterUrl },
      queries,
      settings: siteSettingsFor(match, settings),
      pageContent: pageTextsFor(match, pageContent),
      textsScope: pageTextsScope(match),
    };
    setPageCsp(req, res, newsletterUrl);

    const head = pageHeadTags(deps, match, req.path, project, settings, search);
    let body = '';
    let preloads = '';
    let modules = '';
    let template = build.template;
    if (rendered && build.entry) {
      try {
        const page = await build.entry.render(req.originalUrl, data);
        body = page.html;
        preloads = page.head + fontTags(build.manifest, build.entry.preloadedFonts);
        modules = moduleTags(build.manifest, build.entry.routeModules(req.path), build.readAsset);
        template = build.renderedTemplate;
      } catch (error) {
        // The browser still renders the page from the same data; the 500 tells caches and monitoring.
        deps.log.error(`No se pudo renderizar ${req.path} en el servidor`, error);
        status = 500;
      }
    }
    // Functions as replacements: a project name holding "$&" must stay text.
    const html = withHtmlLang(template, match.lang)
      .replace(HEAD_MARKER, () => head + preloads)
      // The page's CSS after the entry's (index.html's own tags end <head>), as the browser would add it.
      .replace('</head>', () => `${modules}</head>`)
      .replace(ROOT_MARKER, () => `<div id="root">${body}</div>${renderPageData(data, PAGE_DATA_ELEMENT_ID)}`);
    // A page rendered for everyone may be kept by the read cache; /login, /admin and errors may not.
    if (rendered && status === 200) markPublic(res);
    else res.set('Cache-Control', 'no-cache');
    res.status(status).type('html').send(html);
  });

  return router;
}
