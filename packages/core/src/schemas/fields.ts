import { z } from 'zod';
import { DIVISIONS } from '../divisions.js';
import { LANGS } from '../i18n.js';
import { LENGTHS } from '../limits.js';
import { MESSAGES } from '../messages.js';

/** A required trimmed string with a minimum length and the product's message for both "missing" and "too short". */
export function requiredText(min: number, message: string, max: number = LENGTHS.shortText) {
  return z.string({ error: message }).trim().min(min, message).max(max, MESSAGES.tooLong(max));
}

/** An optional free-text field: blank becomes undefined, so "empty values are not sent/stored". */
export function optionalText(max: number = LENGTHS.shortText) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string({ error: MESSAGES.required }).trim().max(max, MESSAGES.tooLong(max)).optional(),
  );
}

export const emailField = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .max(LENGTHS.email, MESSAGES.tooLong(LENGTHS.email))
  .pipe(z.email(MESSAGES.emailInvalid));

export const divisionField = z.enum(DIVISIONS, { error: MESSAGES.invalidDivision });

/** The language of a public form's page: 'es' or 'en', absent is 'es' (docs/decisions/0026-english-site.md). */
export const languageField = z.enum(LANGS, { error: MESSAGES.invalidLanguage }).default('es');

/** An absolute http(s) URL with no white space. */
export const isHttpUrl = (value: string): boolean => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value);

/** http(s) URL only: a `javascript:` website link must never reach a visitor. */
export function httpUrl(max: number) {
  return z.string({ error: MESSAGES.invalidUrl }).trim().max(max, MESSAGES.tooLong(max)).refine(isHttpUrl, MESSAGES.invalidUrl);
}

/** Booleans that arrive as strings from multipart forms ('true' / 'false'). */
export const booleanish = z.preprocess(
  (value) => {
    if (value === 'true' || value === '1' || value === 'on') return true;
    if (value === 'false' || value === '0' || value === '') return false;
    return value;
  },
  z.boolean({ error: MESSAGES.required }),
);

/**
 * The hidden field of every public form (contact, appointment, newsletter): people never see or
 * fill it; a bot that does gets a success-like answer and nothing is stored.
 */
export const HONEYPOT_FIELD = 'website';
export const honeypotField = z.string().max(500, MESSAGES.tooLong(500)).optional();

/** true when the honeypot of a parsed public form was filled in. */
export function filledHoneypot(input: { [HONEYPOT_FIELD]?: string | undefined }): boolean {
  return Boolean(input[HONEYPOT_FIELD]);
}
