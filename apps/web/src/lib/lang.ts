import { type Lang, shownText, type ShownText } from '@casa/core';
import { useRouteMatch } from './route-match.js';

/** The language of the page being rendered: 'en' under /en (docs/decisions/0026-english-site.md). */
export function useLang(): Lang {
  return useRouteMatch().lang;
}

/**
 * The text of a field written in Spanish and maybe in English, as this page shows it: the
 * English value on an English page when one is written, else the Spanish one with `lang: 'es'`
 * for the element that holds it (`<h2 lang={title.lang}>{title.text}</h2>`).
 */
export function useShownText(): (es: string, en: string | null | undefined) => ShownText {
  const lang = useLang();
  return (es, en) => shownText(es, en, lang);
}
