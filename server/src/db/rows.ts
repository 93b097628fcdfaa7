/** Timestamps read back as ISO strings on both engines (SQLite gives 'YYYY-MM-DD HH:MM:SS' UTC text). */
export function toIso(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value !== '') {
    const text =
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(value) && !/[zZ+]/.test(value.slice(19)) ? `${value.replace(' ', 'T')}Z` : value;
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  if (typeof value === 'number') return new Date(value).toISOString();
  return null;
}

/** PostgreSQL answers bigint columns as strings. */
export function toNumber(value: unknown): number {
  return typeof value === 'string' ? Number(value) : (value as number);
}

/** SQLite answers booleans as 0/1. */
export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** JSON text columns: a broken value is the caller's read-tolerance problem, so return the raw text. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value ?? []);
}
