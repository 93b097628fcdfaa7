import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { createDb } from '../db/knex.js';
import { migrationSource } from '../db/migrations/index.js';

export interface MigrationDb {
  db: Knex;
  close(): Promise<void>;
}

/**
 * A database of its own, migrated up to just before `migration`, for a migration's test: a
 * temporary SQLite file, or on PostgreSQL (TEST_DATABASE_URL) a schema of its own, so the shared
 * test database is not touched.
 */
export async function databaseBefore(migration: string): Promise<MigrationDb> {
  const url = process.env.TEST_DATABASE_URL;
  let opened: MigrationDb;
  if (url) {
    const schema = `migration_${randomBytes(4).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: url });
    await admin.raw(`CREATE SCHEMA "${schema}"`);
    const db = knexFactory({ client: 'pg', connection: url, searchPath: [schema], pool: { min: 0, max: 2 } });
    opened = {
      db,
      close: async () => {
        await db.destroy();
        await admin.raw(`DROP SCHEMA "${schema}" CASCADE`);
        await admin.destroy();
      },
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-migration-'));
    const db = createDb({ sqliteFile: path.join(dir, 'site.sqlite') });
    opened = {
      db,
      close: async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  for (;;) {
    const [, pending] = (await opened.db.migrate.list({ migrationSource })) as [unknown[], string[]];
    if (pending[0] === undefined || pending[0] === migration) break;
    await opened.db.migrate.up({ migrationSource });
  }
  return opened;
}
