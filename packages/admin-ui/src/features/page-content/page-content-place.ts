import type { Division, Lang } from '@casa/core';
import type { FieldErrors } from 'react-hook-form';

/** The panels of a division's tab, one per page (the process steps apart from the services). */
export type Panel = 'landing' | 'home' | 'services' | 'process' | 'about' | 'projects' | 'contact';
export type TabKey = 'general' | Division | 'legal';

/**
 * Where a field lives on the screen, from its path ('divisions.corporativo.services.process.2.title'):
 * the language tab (an English text's path starts with 'en.'), then the page's tab and panel.
 */
export function placeOf(path: string): { lang: Lang; tab: TabKey; panel: Panel | null } {
  const lang: Lang = path.startsWith('en.') ? 'en' : 'es';
  const [root, division, page, part] = (lang === 'en' ? path.slice(3) : path).split('.');
  if (root === 'legal') return { lang, tab: 'legal', panel: null };
  if (root !== 'divisions' || (division !== 'corporativo' && division !== 'hospitality')) return { lang, tab: 'general', panel: null };
  const panel = (page === 'services' && part === 'process' ? 'process' : page) as Panel;
  return { lang, tab: division, panel };
}

/** The first field path of react-hook-form's errors, in the form's order. */
export function firstErrorPath(errors: FieldErrors, prefix = ''): string | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') return path;
    const inner = firstErrorPath(value as FieldErrors, path);
    if (inner) return inner;
  }
  return null;
}
