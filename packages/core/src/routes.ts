import { DIVISIONS, type Division, isDivision } from './divisions.js';
import { type ProjectsView, projectsSearchString, readProjectsSearch } from './project-list.js';

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
}

interface RouteDef {
  /** Segments; `:division` matches corporativo or hospitality, `:id` any one segment, a final `*` one or more. */
  pattern: string;
  page: PageKind;
  /** An alias: the preferred path of the same page (canonical URL, sitemap). */
  canonical?: string;
  /** Left out of the sitemap (a fallback link, not a page of its own). */
  unlisted?: boolean;
}

const ROUTES: readonly RouteDef[] = [
  { pattern: '/', page: 'landing' },
  { pattern: '/:division', page: 'division-home' },
  { pattern: '/:division/nosotros', page: 'about' },
  { pattern: '/:division/servicios', page: 'services' },
  { pattern: '/:division/proyectos', page: 'projects' },
  { pattern: '/:division/contacto', page: 'contact' },
  { pattern: '/:division/proyecto/:id', page: 'project' },
  { pattern: '/proyecto/:id', page: 'project' },
  { pattern: '/projects', page: 'projects', unlisted: true },
  { pattern: '/privacy', page: 'privacy', canonical: '/politica-de-privacidad' },
  { pattern: '/politica-de-privacidad', page: 'privacy' },
  { pattern: '/terms', page: 'terms', canonical: '/terminos-y-condiciones' },
  { pattern: '/terminos-y-condiciones', page: 'terms' },
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

const NOT_FOUND: RouteMatch = { page: 'not-found', division: null, projectId: null };

/** The page of a path. Case-sensitive; a trailing slash is ignored; anything unknown is 'not-found'. */
export function matchRoute(pathname: string): RouteMatch {
  const parts = segments(pathname);
  for (const route of ROUTES) {
    const pattern = segments(route.pattern);
    const rest = pattern.at(-1) === '*';
    if (rest) pattern.pop();
    if (rest ? parts.length <= pattern.length : parts.length !== pattern.length) continue;
    let division: Division | null = null;
    let id: string | undefined;
    const fits = pattern.every((expected, index) => {
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
    if (fits) return { page: route.page, division, projectId: route.page === 'project' ? parseProjectId(id) : null };
  }
  return NOT_FOUND;
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

/** Every public path without an id, for the sitemap (project pages are added from the database). */
export function listedPaths(): string[] {
  return ROUTES.filter(
    (route) => isServerRendered(route.page) && !route.canonical && !route.unlisted && !route.pattern.includes(':id'),
  ).flatMap((route) =>
    route.pattern.includes(':division') ? DIVISIONS.map((division) => route.pattern.replace(':division', division)) : [route.pattern],
  );
}
