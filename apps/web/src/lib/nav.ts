import { type Division, DEFAULT_LANG, type Lang, sitePath } from '@casa/core';

export interface NavItem {
  label: string;
  href: string;
  /** Inicio (Home) is active only on an exact match; the others by prefix (docs/product.md §2). */
  exact: boolean;
}

const NAV_LABELS: Record<Lang, { home: string; about: string; services: string; projects: string; contact: string }> = {
  es: { home: 'Inicio', about: 'Nosotros', services: 'Servicios', projects: 'Proyectos', contact: 'Contacto' },
  en: { home: 'Home', about: 'About', services: 'Services', projects: 'Projects', contact: 'Contact' },
};

/** The header navigation of a division in a language (docs/product.md §2 "Division pages"). */
export function divisionNav(division: Division, lang: Lang = DEFAULT_LANG): NavItem[] {
  const labels = NAV_LABELS[lang];
  return [
    { label: labels.home, href: sitePath('division-home', lang, division), exact: true },
    { label: labels.about, href: sitePath('about', lang, division), exact: false },
    { label: labels.services, href: sitePath('services', lang, division), exact: false },
    { label: labels.projects, href: sitePath('projects', lang, division), exact: false },
    { label: labels.contact, href: sitePath('contact', lang, division), exact: false },
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
