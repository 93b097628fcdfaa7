import { DIVISIONS, type Division, isDivision } from './divisions.js';
import { DEFAULT_LANG, type Lang } from './i18n.js';
import { type ProjectsView, projectsSearchString, readProjectsSearch } from './projects-search.js';

/**
 * The one route table of the site (docs/product.md §2, docs/decisions/0007-one-route-table.md). The
 * browser app, the server's server rendering, its 404 decision, its data loading and the sitemap
 * all read it; nothing else lists paths.
 */

/** Every screen of docs/product.md §2. */
export type PageKind =
  | 'landing'
  | 'division-home'
  | 'about'
  | 'services'
  | 'projects'
  | 'contact'
  | 'project'
  | 'privacy'
  | 'terms'
  | 'login'
  | 'admin'
  | 'not-found';

/** What a page reads from the API, in the domain's words: the server loads it, the browser caches it. */
export type DataNeed =
  | { kind: 'projects'; division: Division }
  /** One page of the projects page (division null: both divisions), docs/decisions/0025-project-pages.md. */
  | { kind: 'project-page'; division: Division | null; view: ProjectsView }
  /** The division home's two featured projects (docs/decisions/0013-project-drafts-featured-gallery.md), never the whole list. */
  | { kind: 'featured-projects'; division: Division }
  | { kind: 'project'; id: number }
  | { kind: 'brands'; division: Division }
  | { kind: 'all-brands' };

export interface RouteMatch {
  page: PageKind;
  /** The division segment of `/:division/…` routes, else null. */
  division: Division | null;
  /** Project pages: the id in the URL, or null when that segment cannot name a project. */
  projectId: number | null;
  /** The page's language: 'en' under /en (docs/decisions/0026-english-site.md), else 'es'. */
  lang: Lang;
}

interface RouteDef {
  /** Segments; `:division` matches corporativo or hospitality, `:id` any one segment, a final `*` one or more. */
  pattern: string;
  page: PageKind;
  /** An alias: the preferred path of the same page (canonical URL, sitemap). */
  canonical?: string;
  /** Left out of the sitemap (a fallback link, not a page of its own). */
  unlisted?: boolean;
  /** The same page's English path, under /en with English words (none: the page is Spanish only, like the admin). */
  en?: string;
}

const ROUTES: readonly RouteDef[] = [
  { pattern: '/', page: 'landing', en: '/en' },
  { pattern: '/:division', page: 'division-home', en: '/en/:division' },
  { pattern: '/:division/nosotros', page: 'about', en: '/en/:division/about' },
  { pattern: '/:division/servicios', page: 'services', en: '/en/:division/services' },
  { pattern: '/:division/proyectos', page: 'projects', en: '/en/:division/projects' },
  { pattern: '/:division/contacto', page: 'contact', en: '/en/:division/contact' },
  { pattern: '/:division/proyecto/:id', page: 'project', en: '/en/:division/project/:id' },
  { pattern: '/proyecto/:id', page: 'project', en: '/en/project/:id' },
  { pattern: '/projects', page: 'projects', unlisted: true, en: '/en/projects' },
  { pattern: '/privacy', page: 'privacy', canonical: '/politica-de-privacidad' },
  { pattern: '/politica-de-privacidad', page: 'privacy', en: '/en/privacy-policy' },
  { pattern: '/terms', page: 'terms', canonical: '/terminos-y-condiciones' },
  { pattern: '/terminos-y-condiciones', page: 'terms', en: '/en/terms' },
  { pattern: '/login', page: 'login' },
  { pattern: '/admin', page: 'admin' },
  // Every admin screen (/admin/solicitudes/42, …): the same client-only page, whose own router
  // picks the screen (packages/admin-ui/src/app/sections.tsx, docs/decisions/0018-admin-urls.md).
  { pattern: '/admin/*', page: 'admin' },
];

/** /login and /admin render in the browser only (the admin needs a session and antd); every other page is rendered on the server. */
const CLIENT_ONLY: ReadonlySet<PageKind> = new Set(['login', 'admin']);

/** Pages inside the division frame (header, footer, appointment widget, WhatsApp); the others stand alone. */
const STANDALONE: ReadonlySet<PageKind> = new Set(['landing', 'login', 'admin']);

export function isServerRendered(page: PageKind): boolean {
  return !CLIENT_ONLY.has(page);
}

export function usesSiteLayout(page: PageKind): boolean {
  return !STANDALONE.has(page);
}

/** The largest value of an integer id column on both engines. */
const MAX_ID = 2_147_483_647;

/** A project id as a URL writes it: digits, 1 to the column's maximum; anything else names no project. */
export function parseProjectId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean).map(safeDecode);
}

/** The pattern of a route in a language (null: the page has no such path). */
function patternIn(route: RouteDef, lang: Lang): string | null {
  return lang === 'en' ? (route.en ?? null) : route.pattern;
}

interface Matched {
  route: RouteDef;
  match: RouteMatch;
}

function matchPattern(route: RouteDef, pattern: string, parts: string[], lang: Lang): Matched | null {
  const expectedParts = segments(pattern);
  const rest = expectedParts.at(-1) === '*';
  if (rest) expectedParts.pop();
  if (rest ? parts.length <= expectedParts.length : parts.length !== expectedParts.length) return null;
  let division: Division | null = null;
  let id: string | undefined;
  const fits = expectedParts.every((expected, index) => {
    const actual = parts[index];
    if (expected === ':division') {
      if (!isDivision(actual)) return false;
      division = actual;
      return true;
    }
    if (expected === ':id') {
      id = actual;
      return true;
    }
    return actual === expected;
  });
  if (!fits) return null;
  return { route, match: { page: route.page, division, projectId: route.page === 'project' ? parseProjectId(id) : null, lang } };
}

function find(pathname: string): Matched | null {
  const parts = segments(pathname);
  for (const route of ROUTES) {
    for (const lang of ['es', 'en'] as const) {
      const pattern = patternIn(route, lang);
      const found = pattern === null ? null : matchPattern(route, pattern, parts, lang);
      if (found) return found;
    }
  }
  return null;
}

/** The language of a path no route knows: English under /en, so its 404 page is English too. */
function langOfPath(pathname: string): Lang {
  return segments(pathname)[0] === 'en' ? 'en' : DEFAULT_LANG;
}

/** The page of a path. Case-sensitive; a trailing slash is ignored; anything unknown is 'not-found'. */
export function matchRoute(pathname: string): RouteMatch {
  return find(pathname)?.match ?? { page: 'not-found', division: null, projectId: null, lang: langOfPath(pathname) };
}

function fill(pattern: string, division: Division | null, id: number | string | null): string {
  return pattern.replace(':division', division ?? '').replace(':id', id === null ? '' : encodeURIComponent(String(id)));
}

/**
 * The path of a page in a language, for links: `sitePath('about', 'en', 'hospitality')` is
 * /en/hospitality/about. A project page without a division is /proyecto/:id (/en/project/:id).
 */
export function sitePath(page: PageKind, lang: Lang, division: Division | null = null, id: number | null = null): string {
  const route = ROUTES.find(
    (candidate) =>
      candidate.page === page &&
      !candidate.canonical &&
      (page !== 'projects' || candidate.pattern.includes(':division') === (division !== null)) &&
      (page !== 'project' || candidate.pattern.includes(':division') === (division !== null)),
  );
  const pattern = route ? patternIn(route, lang) : null;
  return pattern === null ? (lang === 'en' ? '/en' : '/') : fill(pattern, division, id);
}

/**
 * The same page in the other language (the language switch, hreflang): /hospitality/nosotros ↔
 * /en/hospitality/about. A Spanish alias answers with its canonical page's twin; a path no route
 * knows (a 404) gives the other language's home; a Spanish-only page (the admin) gives null.
 */
export function alternatePath(pathname: string, lang: Lang): string | null {
  const found = find(pathname);
  if (!found) return lang === 'en' ? '/en' : '/';
  const route = found.route.canonical
    ? (ROUTES.find((candidate) => candidate.pattern === found.route.canonical) ?? found.route)
    : found.route;
  const pattern = patternIn(route, lang);
  if (pattern === null) return null;
  return fill(pattern, found.match.division, route.page === 'project' ? (segments(pathname).at(-1) ?? null) : null);
}

/**
 * The API reads a page shows on its first render. The projects page reads one page of its list,
 * as its address says (`?pagina=2&tipo=Hotel`); without a division in the URL (/projects) it
 * lists both divisions (the current division is empty on a first visit). A project page also
 * lists the brands it used, by id, against all brands.
 */
export function dataNeeds(match: RouteMatch, search: URLSearchParams = new URLSearchParams()): DataNeed[] {
  const { division } = match;
  switch (match.page) {
    case 'division-home':
      return division
        ? [
            { kind: 'featured-projects', division },
            { kind: 'brands', division },
          ]
        : [];
    case 'projects':
      return [{ kind: 'project-page', division, view: readProjectsSearch(search, division) }];
    case 'project':
      return match.projectId === null ? [] : [{ kind: 'project', id: match.projectId }, { kind: 'all-brands' }];
    default:
      return [];
  }
}

/** The preferred path of a page reached through an alias (/privacy → /politica-de-privacidad), else the path itself without a trailing slash. */
export function canonicalPath(pathname: string): string {
  const parts = segments(pathname);
  const path = `/${parts.map(encodeURIComponent).join('/')}`;
  const route = ROUTES.find((candidate) => candidate.canonical && candidate.pattern === path);
  return route?.canonical ?? path;
}

/**
 * The canonical path and query of a page: the projects page keeps its page and filters (each page
 * of the list is a page of its own, docs/decisions/0025-project-pages.md), written in one order
 * without values it cannot use; every other page drops its query.
 */
export function canonicalPathAndQuery(pathname: string, search: URLSearchParams, match: RouteMatch): string {
  const path = canonicalPath(pathname);
  return match.page === 'projects' ? `${path}${projectsSearchString(readProjectsSearch(search, match.division))}` : path;
}

/** Every public path without an id in a language, for the sitemap (project pages are added from the database). */
export function listedPaths(lang: Lang = DEFAULT_LANG): string[] {
  return ROUTES.filter(
    (route) => isServerRendered(route.page) && !route.canonical && !route.unlisted && !route.pattern.includes(':id'),
  ).flatMap((route) => {
    const pattern = patternIn(route, lang);
    if (pattern === null) return [];
    return pattern.includes(':division') ? DIVISIONS.map((division) => pattern.replace(':division', division)) : [pattern];
  });
}
