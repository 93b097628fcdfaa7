import type { Lang } from '@casa/core';

/** What an English page says when the server refused too many submissions (its own message is Spanish). */
const TOO_MANY_EN = 'You have sent too many requests in a short time. Please wait a few minutes and try again.';

/**
 * The description of a public form's error toast: when the server answered 429 (too many
 * submissions from this address), its own Spanish message on a Spanish page and the same in
 * English on an English page; else the form's usual error, in the page's language.
 */
export function submitErrorMessage(error: unknown, fallback: string, lang: Lang = 'es'): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { status, data } = error as { status?: unknown; data?: unknown };
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  if (status !== 429 || typeof message !== 'string' || message.length === 0) return fallback;
  return lang === 'en' ? TOO_MANY_EN : message;
}
