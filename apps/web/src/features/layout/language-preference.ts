/**
 * Whether the language note is offered (docs/decisions/0026-english-site.md): the browser's
 * languages put an English one ('en', 'en-US', …) before any Spanish one, and the visitor has not
 * dismissed the note. The choice is kept in localStorage, never in a cookie, so it stays in the
 * browser and no page's HTML depends on it.
 */
export const NOTE_DISMISSED_KEY = 'casa:language-note-dismissed';

const startsWith = (tag: string, lang: string) => tag.toLowerCase() === lang || tag.toLowerCase().startsWith(`${lang}-`);

/** English comes first among the browser's languages: an 'en*' tag before every 'es*' one. */
export function prefersEnglish(languages: readonly string[]): boolean {
  const english = languages.findIndex((tag) => startsWith(tag, 'en'));
  if (english === -1) return false;
  const spanish = languages.findIndex((tag) => startsWith(tag, 'es'));
  return spanish === -1 || english < spanish;
}

/** CASE: storage refused (a private mode): the note is offered, and dismissing it lasts for the page. */
export function noteDismissed(): boolean {
  try {
    return window.localStorage.getItem(NOTE_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function dismissNote(): void {
  try {
    window.localStorage.setItem(NOTE_DISMISSED_KEY, '1');
  } catch {
    // The note still closes; it may come back on the next page.
  }
}

/** Read in the browser only, after hydration. */
export function offersEnglish(): boolean {
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return prefersEnglish(languages) && !noteDismissed();
}
