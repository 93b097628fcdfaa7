import { DIVISIONS, type Division, isDivision } from '@casa/core';

/** What the server knows about a path of the public site (docs/product.md §2 route table). */
export type RouteMatch =
  | { kind: 'landing' }
  | { kind: 'division'; division: Division; section: DivisionSection }
  | { kind: 'project'; id: number; division: Division | null }
  | { kind: 'projects' }
  | { kind: 'legal'; page: 'privacy' | 'terms' }
  | { kind: 'admin'; page: 'login' | 'admin' }
  | { kind: 'not-found' };

export type DivisionSection = 'home' | 'nosotros' | 'servicios' | 'proyectos' | 'contacto';
const SECTIONS = new Set<string>(['nosotros', 'servicios', 'proyectos', 'contacto']);

export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = path.split('/').filter(Boolean).map(safeDecode);
  const [first, second, third] = parts;
  if (parts.length === 0) return { kind: 'landing' };
  if (parts.length === 1) {
    if (isDivision(first)) return { kind: 'division', division: first, section: 'home' };
    if (first === 'projects') return { kind: 'projects' };
    if (first === 'privacy' || first === 'politica-de-privacidad') return { kind: 'legal', page: 'privacy' };
    if (first === 'terms' || first === 'terminos-y-condiciones') return { kind: 'legal', page: 'terms' };
    if (first === 'login' || first === 'admin') return { kind: 'admin', page: first };
  }
  if (parts.length === 2) {
    if (isDivision(first) && second !== undefined && SECTIONS.has(second)) {
      return { kind: 'division', division: first, section: second as DivisionSection };
    }
    if (first === 'proyecto' && isId(second)) return { kind: 'project', id: Number(second), division: null };
  }
  if (parts.length === 3 && isDivision(first) && second === 'proyecto' && isId(third)) {
    return { kind: 'project', id: Number(third), division: first };
  }
  return { kind: 'not-found' };
}

function isId(value: string | undefined): value is string {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value);
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Every public path for the sitemap (project pages are added from the database). */
export function staticPublicPaths(): string[] {
  const paths = ['/'];
  for (const division of DIVISIONS) {
    paths.push(`/${division}`, ...[...SECTIONS].map((section) => `/${division}/${section}`));
  }
  paths.push('/politica-de-privacidad', '/terminos-y-condiciones');
  return paths;
}
