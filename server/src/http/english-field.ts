import { MESSAGES } from '@casa/core';
import type { z } from 'zod';
import { badRequest } from './errors.js';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The `en` field of a form (docs/decisions/0026-english-site.md): JSON text in a multipart body, or
 * the object itself in a JSON body, checked with one of core's English schemas. undefined when
 * the body has no `en` (an edit then keeps the English texts as they are). Anything else than an
 * object, or a value of the wrong kind inside it, is a 400 with a Spanish message; the field errors
 * are named as the form names them ('en.name', 'en.keyFeatures.0').
 */
export function englishOf<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> | undefined {
  const raw = isRecord(body) ? body.en : undefined;
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      value = null;
    }
  }
  if (!isRecord(value)) throw badRequest(MESSAGES.invalidJson, { en: [MESSAGES.invalidJson] });
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    // zod writes its own (English) words for a value of the wrong kind or a list too long; ours are Spanish.
    const message =
      issue.code === 'invalid_type'
        ? MESSAGES.invalidJson
        : issue.code === 'too_big' && issue.origin === 'array'
          ? `Máximo ${String(issue.maximum)} elementos`
          : issue.message;
    const list = (errors[['en', ...issue.path.map(String)].join('.')] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  const first = Object.values(errors)[0]?.[0] ?? MESSAGES.invalidJson;
  throw badRequest(first, errors);
}
