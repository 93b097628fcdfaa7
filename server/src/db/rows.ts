import type { Knex } from 'knex';
import type { ParseErrorLogger } from '@casa/core';
import type { Logger } from '../deps.js';
import { dialectOf } from './knex.js';

/** A connection or an open transaction: repos take either, so services decide the transaction. */
export type Db = Knex | Knex.Transaction;

/**
 * Timestamps are written by the app (deps.now), so tests control them and ordering is exact:
 * a Date on PostgreSQL (timestamptz), and on SQLite text in the same UTC form as its
 * CURRENT_TIMESTAMP default, with milliseconds.
 */
export function dbTimestamp(db: Db, date: Date): Date | string {
  return dialectOf(db) === 'pg' ? date : date.toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * Stored values are read tolerantly (lists of brands, features and stages, the site settings): one
 * that cannot be parsed is logged with its field and the first characters of the raw text, then
 * treated as empty (or as the defaults).
 */
export function readToleranceLogger(log: Logger): ParseErrorLogger {
  return (field, raw, error) =>
    log.error(`[read-tolerance] could not parse ${field} (${typeof raw === 'string' ? raw.slice(0, 80) : typeof raw})`, error);
}

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
