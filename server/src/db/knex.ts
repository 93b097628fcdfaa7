import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { ensurePrivateDir, ensurePrivateFile, restrictIfExists } from '../private-files.js';
import { migrationSource } from './migrations/index.js';

export type Dialect = 'sqlite' | 'pg';

export interface DbOptions {
  /** postgres://… ; when absent the SQLite file is used. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
}

/** One Knex for either engine; SQLite in WAL mode with foreign keys on (docs/architecture.md §Layout). */
export function createDb(options: DbOptions): Knex {
  if (options.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: 10 },
    });
  }
  // SQLite gives its -wal and -shm files the mode of the database file: owner-only, all three.
  ensurePrivateDir(path.dirname(options.sqliteFile));
  ensurePrivateFile(options.sqliteFile);
  for (const suffix of ['-wal', '-shm']) restrictIfExists(`${options.sqliteFile}${suffix}`);
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: options.sqliteFile },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(connection: { pragma: (sql: string) => unknown }, done: (error: Error | null, connection: unknown) => void) {
        connection.pragma('journal_mode = WAL');
        connection.pragma('foreign_keys = ON');
        connection.pragma('busy_timeout = 5000');
        done(null, connection);
      },
    },
  });
}

export function dialectOf(db: Knex | Knex.Transaction): Dialect {
  const client = String(db.client.config.client);
  return client === 'pg' || client === 'postgresql' ? 'pg' : 'sqlite';
}

export async function migrate(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

/** Migrations this code has that the database has not run yet (readiness, `npm run doctor`). */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const applied = new Set(((await db('knex_migrations').select('name')) as { name: string }[]).map((row) => row.name));
  return (await migrationSource.getMigrations([])).filter((name) => !applied.has(name));
}
