/** Reports a stored value that could not be read; the value is then treated as empty (docs/product.md §3). */
export type ParseErrorLogger = (field: string, raw: unknown, error: unknown) => void;

export const warnParseError: ParseErrorLogger = (field, raw, error) => {
  const preview = typeof raw === 'string' ? raw.slice(0, 80) : typeof raw;
  console.warn(`[read-tolerance] could not parse ${field} (${preview}):`, error instanceof Error ? error.message : error);
};

const MAX_NESTING = 4;

/**
 * JSON text to a value, unwrapping JSON strings nested inside JSON strings
 * ('"[\\"a\\"]"' → ['a']). Returns `undefined` and logs when the text is not JSON.
 */
export function parseNestedJson(raw: string, field: string, log: ParseErrorLogger): unknown {
  let value: unknown = raw;
  for (let depth = 0; depth < MAX_NESTING && typeof value === 'string'; depth += 1) {
    const text = value.trim();
    if (text === '') return undefined;
    try {
      value = JSON.parse(text) as unknown;
    } catch (error) {
      if (depth === 0) {
        log(field, raw, error);
        return undefined;
      }
      return value; // a plain string that was itself the JSON payload
    }
  }
  return value;
}

/** A list stored as an array or as JSON text; anything else is an empty list. */
export function toList(value: unknown, field: string, log: ParseErrorLogger): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    const parsed = parseNestedJson(value, field, log);
    if (Array.isArray(parsed)) return parsed;
    if (parsed !== undefined) log(field, value, new Error('not a list'));
    return [];
  }
  if (value !== null && value !== undefined) log(field, value, new Error('not a list'));
  return [];
}

export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function toOptionalText(value: unknown): string | null {
  const text = toText(value).trim();
  return text === '' ? null : text;
}

export function toInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

export function toBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}
