import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { dialectOf } from './knex.js';
import { ALL_TABLES, BACKUP_TABLES, EMPTIED_TABLES, KEPT_TABLES, TRANSIENT_TABLES } from './tables.js';

/** knex's own bookkeeping, not the site's. */
const KNEX_TABLES = ['knex_migrations', 'knex_migrations_lock'];

async function schemaTables(db: Knex): Promise<string[]> {
  const rows =
    dialectOf(db) === 'pg'
      ? (
          (await db.raw(
            `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
          )) as { rows: { name: string }[] }
        ).rows
      : ((await db.raw(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)) as { name: string }[]);
  return rows.map((row) => row.name).filter((name) => !KNEX_TABLES.includes(name));
}

/** [table, the table its foreign key points to] for every foreign key of the schema. */
async function foreignKeys(db: Knex, tables: readonly string[]): Promise<[string, string][]> {
  if (dialectOf(db) === 'pg') {
    const { rows } = (await db.raw(
      `SELECT tc.table_name AS child, ccu.table_name AS parent
       FROM information_schema.table_constraints tc
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
       WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
    )) as { rows: { child: string; parent: string }[] };
    return rows.map((row) => [row.child, row.parent]);
  }
  const keys: [string, string][] = [];
  for (const table of tables) {
    const rows = (await db.raw(`PRAGMA foreign_key_list(??)`, [table])) as { table: string }[];
    for (const row of rows) keys.push([table, row.table]);
  }
  return keys;
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the one list of tables (server/src/db/tables.ts)', () => {
  it('names every table the migrations create, once, and nothing else (SQLite, and PostgreSQL with TEST_DATABASE_URL)', async () => {
    expect(new Set(ALL_TABLES).size).toBe(ALL_TABLES.length);
    expect([...(await schemaTables(app.db))].sort()).toEqual([...ALL_TABLES].sort());
    expect(ALL_TABLES).toEqual([...BACKUP_TABLES, ...TRANSIENT_TABLES, ...KEPT_TABLES]);
    expect([...EMPTIED_TABLES].sort()).toEqual([...BACKUP_TABLES, ...TRANSIENT_TABLES].sort());
  });

  it('puts every table after the tables its foreign keys point to, so a restore writes parents first', async () => {
    const keys = await foreignKeys(app.db, ALL_TABLES);
    expect(keys.length).toBeGreaterThan(0);
    for (const [child, parent] of keys) {
      expect(ALL_TABLES.indexOf(parent), `${child} → ${parent}`).toBeLessThan(ALL_TABLES.indexOf(child));
      expect(EMPTIED_TABLES.indexOf(child), `${child} emptied before ${parent}`).toBeLessThan(EMPTIED_TABLES.indexOf(parent));
    }
  });
});
