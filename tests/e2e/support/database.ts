import { createRequire } from 'node:module';
import { E2E } from './env';

const require = createRequire(import.meta.url);

export interface Statement {
  run(...params: unknown[]): { lastInsertRowid: number | bigint };
  get(...params: unknown[]): Record<string, unknown> | undefined;
  all(...params: unknown[]): Record<string, unknown>[];
}
export interface Sqlite {
  prepare(sql: string): Statement;
  pragma(text: string): unknown;
  transaction<T>(fn: () => T): { (): T; immediate(): T };
  close(): void;
}
type SqliteCtor = new (file: string, options?: { timeout?: number; readonly?: boolean }) => Sqlite;

/** The e2e server's SQLite file, opened for a moment (the server keeps running meanwhile). */
export function withDatabase<T>(fn: (db: Sqlite) => T): T {
  const Database = require('better-sqlite3') as SqliteCtor;
  const db = new Database(E2E.sqliteFile, { timeout: 10_000 });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
