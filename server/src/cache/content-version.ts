import type { Knex } from 'knex';
import { dialectOf } from '../db/knex.js';
import type { Db } from '../db/rows.js';

const TABLE = 'content_version';

/**
 * Every write that changes what a visitor sees (projects, brands, site settings, published
 * drafts…) calls this INSIDE its transaction, so the change and the new content version commit
 * together: every server process's read cache then drops its ready answers at its next request
 * (docs/decisions/0008-read-cache.md). On PostgreSQL the row lock also orders concurrent writers.
 */
export async function publicContentChanged(db: Db): Promise<void> {
  const updated = await db(TABLE).where({ id: 1 }).increment('version', 1);
  // CASE: the row was deleted by hand; put it back rather than leave every cache frozen.
  if (updated === 0) await db(TABLE).insert({ id: 1, version: 1 });
}

const SQLITE_VERSION_SQL = `select (select version from ${TABLE} where id = 1) as version, (select data_version from pragma_data_version) as dv`;

/** What knex's better-sqlite3 pool hands out, as far as this file uses it. */
interface SqliteConnection {
  prepare(sql: string): { get(): { version: number | null; dv: number } | undefined };
}
interface PooledClient {
  acquireConnection(): Promise<SqliteConnection>;
  releaseConnection(connection: SqliteConnection): Promise<unknown>;
}

/** One prepared statement per pooled connection: the check runs on every turn of a busy server. */
const statements = new WeakMap<SqliteConnection, ReturnType<SqliteConnection['prepare']>>();

/**
 * The current content version as an opaque string. On SQLite it also carries `PRAGMA
 * data_version`, which moves whenever another connection commits (the admin CLI, a script or a
 * test writing the file directly), so even writes that never call publicContentChanged are seen.
 * SQLite's query runs as a prepared statement on the pool's connection, about a sixth of the CPU of
 * the same query through knex's query pipeline.
 */
async function queryVersion(db: Knex): Promise<string> {
  if (dialectOf(db) === 'pg') {
    const row = (await db(TABLE).where({ id: 1 }).first('version')) as { version: string | number } | undefined;
    return String(row?.version ?? 'none');
  }
  const client = db.client as PooledClient;
  const connection = await client.acquireConnection();
  try {
    let statement = statements.get(connection);
    if (!statement) {
      statement = connection.prepare(SQLITE_VERSION_SQL);
      statements.set(connection, statement);
    }
    const row = statement.get();
    return `${row?.version ?? 'none'}:${row?.dv ?? 0}`;
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * Reads the content version for a request, sharing one query among the requests that arrive
 * together. A query starts only at the end of the current turn of the event loop (setImmediate),
 * so every request read from the sockets in this turn joins it, and a request never takes the
 * answer of a query that started before it arrived: a write committed before the request is
 * always seen. While a query runs, the requests that arrive wait for the next one. Under load this
 * is about one query per turn of the event loop instead of one per request.
 */
export function contentVersionReader(db: Knex): () => Promise<string> {
  let running: Promise<unknown> | null = null;
  let next: Promise<string> | null = null;
  const launch = (resolve: (version: string) => void, reject: (error: unknown) => void) => {
    next = null;
    const query = queryVersion(db);
    const settled = query.then(
      () => undefined,
      () => undefined,
    );
    running = settled;
    void settled.then(() => {
      if (running === settled) running = null;
    });
    query.then(resolve, reject);
  };
  return () => {
    if (next) return next;
    const after = running;
    next = new Promise<string>((resolve, reject) => {
      const schedule = () => setImmediate(() => launch(resolve, reject));
      if (after) void after.then(schedule);
      else schedule();
    });
    return next;
  };
}
