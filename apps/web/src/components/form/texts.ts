import { type Lang, MESSAGES } from '@casa/core';

const es = {
  optional: '(opcional)',
  privacyBefore: 'He leído y acepto la',
  privacyLink: 'política de privacidad',
  honeypot: 'Sitio web',
};

/** The shared form pieces' fixed words (docs/decisions/0026-english-site.md). */
export const TEXTS = {
  es,
  en: {
    optional: '(optional)',
    privacyBefore: 'I have read and accept the',
    privacyLink: 'privacy policy',
    honeypot: 'Website',
  },
} satisfies Record<Lang, Record<keyof typeof es, string>>;

/**
 * The English of each validation message the public forms' schemas give (they are written once,
 * in Spanish, in packages/core/src/messages.ts and shared with the server).
 */
const ENGLISH_MESSAGES: ReadonlyMap<string, string> = new Map([
  [MESSAGES.nameMin, 'Your name must be at least 2 characters long'],
  [MESSAGES.emailInvalid, 'Please enter a valid email address'],
  [MESSAGES.phoneMin, 'Your phone number must have at least 10 digits'],
  [MESSAGES.messageMin, 'Your message must be at least 10 characters long'],
  [MESSAGES.acceptPrivacy, 'You must accept the privacy policy'],
  [MESSAGES.required, 'This field is required'],
  [MESSAGES.appointmentDateInvalid, 'Choose one of the dates on the list'],
  [MESSAGES.preferredTimeInvalid, 'Choose a time of day or an hour from the list'],
]);

/** What an English page says for a message it has no English for: never the Spanish text. */
const ENGLISH_FALLBACK = 'Please check this field';

/**
 * A field's validation message in the page's language. Spanish pages show the schema's message
 * as it is. CASE: "too long" carries its limit (MESSAGES.tooLong), so it is read back from the text.
 */
export function fieldMessage(message: string | undefined, lang: Lang): string | undefined {
  if (lang === 'es' || message === undefined || message === '') return message;
  const known = ENGLISH_MESSAGES.get(message);
  if (known) return known;
  const max = /superar (\d+) caracteres/.exec(message)?.[1];
  return max ? `This field cannot be longer than ${max} characters` : ENGLISH_FALLBACK;
}
