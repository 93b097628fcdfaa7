import type { Division } from '@casa/core';

export interface NavItem {
  label: string;
  href: string;
  /** Inicio is active only on an exact match; the others by prefix (docs/product.md §2). */
  exact: boolean;
}

/** The header navigation of a division (docs/product.md §2 "Division pages"). */
export function divisionNav(division: Division): NavItem[] {
  const base = `/${division}`;
  return [
    { label: 'Inicio', href: base, exact: true },
    { label: 'Nosotros', href: `${base}/nosotros`, exact: false },
    { label: 'Servicios', href: `${base}/servicios`, exact: false },
    { label: 'Proyectos', href: `${base}/proyectos`, exact: false },
    { label: 'Contacto', href: `${base}/contacto`, exact: false },
  ];
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether a nav link is highlighted for a path: exact links match only themselves; prefix links
 * match themselves and anything below them (by whole path segments, so /a/proyectos does not
 * light up on /a/proyectos-viejos).
 */
export function isNavActive(pathname: string, item: Pick<NavItem, 'href' | 'exact'>): boolean {
  const path = trimSlash(pathname.toLowerCase());
  const href = trimSlash(item.href.toLowerCase());
  if (item.exact) return path === href;
  return path === href || path.startsWith(`${href}/`);
}
