import { alternatePath, type Lang, matchRoute } from '@casa/core';
import { Link, useLocation } from 'react-router-dom';
import { useLang } from '../lib/lang.js';

/** The switch's words: its name says where it leads, in that language. */
const TEXTS = {
  es: { label: 'English version', text: 'EN' },
  en: { label: 'Versión en español', text: 'ES' },
} satisfies Record<Lang, { label: string; text: string }>;

/**
 * The same page in the other language (docs/decisions/0026-english-site.md), or null where there
 * is none. The projects page keeps its query (its page and filters read the same in both).
 */
export function useTwinPath(): { path: string; lang: Lang } | null {
  const { pathname, search } = useLocation();
  const other: Lang = useLang() === 'en' ? 'es' : 'en';
  const path = alternatePath(pathname, other);
  if (path === null) return null;
  return { path: matchRoute(pathname).page === 'projects' ? `${path}${search}` : path, lang: other };
}

/** 'EN' on a Spanish page, 'ES' on an English one: the link to the same page in the other language (the header, the mobile menu, the landing). */
export function LanguageSwitch({ className, onClick }: { className?: string; onClick?: () => void }) {
  const twin = useTwinPath();
  const t = TEXTS[useLang()];
  if (!twin) return null;
  return (
    // Its name is the whole phrase, in the language it leads to; the abbreviation is what the eye
    // reads. The phrase is a hidden text rather than aria-label, which axe would require to hold
    // the visible 'EN' as a word of its own.
    <Link to={twin.path} hrefLang={twin.lang} lang={twin.lang} className={className} onClick={onClick}>
      <span aria-hidden="true">{t.text}</span>
      <span className="sr-only">{t.label}</span>
    </Link>
  );
}
