import { ADMIN_PATHS } from '../shared/admin-paths.js';

/** Stands in for this site's origin: only the path of the address is ever used. */
const SAME_SITE = 'https://admin.invalid';

/**
 * The admin address to go back to after signing in, from /login's `?next=`, or null. Only a path
 * of this site's admin passes: never another site (`//evil.example`, `https://…`), never a path
 * that leaves /admin once resolved (`/admin/../login`), so the login is no open redirect.
 */
export function returnPathFrom(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE) return null;
  if (url.pathname !== ADMIN_PATHS.home && !url.pathname.startsWith(`${ADMIN_PATHS.home}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a signed-out visitor of an admin address goes: /login, remembering the address unless it
 * is where signing in leads anyway (/admin and the first screen).
 */
export function loginPathFor(location: { pathname: string; search: string }, firstScreen: string): string {
  const pathname = location.pathname.replace(/\/+$/, '');
  const here = `${pathname}${location.search}`;
  if (here === ADMIN_PATHS.home || here === firstScreen) return ADMIN_PATHS.login;
  return `${ADMIN_PATHS.login}?${new URLSearchParams({ next: here }).toString()}`;
}
