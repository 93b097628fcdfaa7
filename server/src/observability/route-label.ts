import type { IncomingMessage } from 'node:http';
import { matchRoute } from '@casa/core';

/** What Express leaves on a request it handled: the router's mount path and the route that matched. */
type RoutedRequest = IncomingMessage & { baseUrl?: string; route?: { path?: unknown } };

/** The path with the route's own pattern in place of its last segments (the mount path may be gone after an error). */
function fromRoute(pathname: string, route: string): string {
  const parts = pathname.replace(/\/+$/, '').split('/');
  const prefix = parts.slice(0, parts.length - route.split('/').filter(Boolean).length).join('/');
  return route === '/' ? prefix || '/' : `${prefix}${route}`;
}

/** A public read the read cache answered: `/api/projects/12` → `/api/projects/:id`. */
function withParams(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/');
}

/** A page path as its route-table pattern: `/corporativo/proyecto/12` → `/:division/proyecto/:id`. */
function pagePattern(pathname: string): string {
  const match = matchRoute(pathname);
  if (match.page === 'not-found') return 'not-found';
  if (pathname === '/') return '/';
  return pathname
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) =>
      segment === match.division ? ':division' : match.projectId !== null && segment === String(match.projectId) ? ':id' : segment,
    )
    .join('/');
}

/**
 * The label a request is measured under in GET /metrics: its route's pattern, never the raw path,
 * so the number of series stays small whatever visitors and scanners ask for. Works for answers of
 * the read cache too (Express never saw them: they are public pages and reads).
 */
export function routeLabel(req: RoutedRequest, pathname: string): string {
  const sawExpress = typeof req.baseUrl === 'string';
  const route = typeof req.route?.path === 'string' ? req.route.path : null;
  if (route !== null && !route.includes('*')) return fromRoute(pathname, route);
  // CASE: an /api path no route took (a scanner's guess, or refused before its route): one label for all.
  if (pathname === '/api' || pathname.startsWith('/api/')) return sawExpress ? 'unmatched' : withParams(pathname);
  if (pathname.startsWith('/media/')) return '/media/:key';
  if (pathname.startsWith('/assets/')) return '/assets/*';
  if (sawExpress && route === null) return 'static';
  return pagePattern(pathname);
}
