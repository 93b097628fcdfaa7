/**
 * The site's two languages (docs/decisions/0026-english-site.md). Spanish is the site's own
 * language: every stored text has a Spanish value, and an English value beside it that may be
 * empty (not written yet). The admin stays in Spanish.
 */
export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'es';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The admin's words for each language: the tabs of a form ('Español' / 'English'). */
export const LANG_TAB_LABELS: Record<Lang, string> = { es: 'Español', en: 'English' };

/** The inbox's words for a lead's language ('Idioma: inglés'). */
export const LANG_LABELS: Record<Lang, string> = { es: 'español', en: 'inglés' };

/** Open Graph's locale of each language's pages. */
export const OG_LOCALES: Record<Lang, string> = { es: 'es_DO', en: 'en_US' };

/** The locale `Intl` formats dates and numbers in on each language's pages. */
export const INTL_LOCALES: Record<Lang, string> = { es: 'es-DO', en: 'en-US' };

/** A text as a page shows it: `lang` is set only when it is not in the page's language (a Spanish fallback on an English page). */
export interface ShownText {
  text: string;
  lang: Lang | undefined;
}

/**
 * The text a page in `lang` shows for a field written in Spanish (`es`) and maybe in English
 * (`en`): on an English page the English value when one is written, else the Spanish one marked
 * `lang: 'es'` so the element can say so (`<h1 lang="es">`), never an empty heading.
 */
export function shownText(es: string, en: string | null | undefined, lang: Lang): ShownText {
  if (lang === 'en' && typeof en === 'string' && en.trim() !== '') return { text: en, lang: undefined };
  return { text: es, lang: lang === 'en' ? 'es' : undefined };
}

/** The divisions' visible names on each language's pages; their URL slugs are the same in both. */
export const DIVISION_NAMES: Record<Lang, Record<'corporativo' | 'hospitality', string>> = {
  es: { corporativo: 'Corporativo', hospitality: 'Hospitality' },
  en: { corporativo: 'Corporate', hospitality: 'Hospitality' },
};
