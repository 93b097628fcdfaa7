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

/**
 * The current content version as an opaque string. On SQLite it also carries `PRAGMA
 * data_version`, which moves whenever another connection commits (the admin CLI, a script or a
 * test writing the file directly), so even writes that never call publicContentChanged are seen.
 */
async function queryVersion(db: Knex): Promise<string> {
  if (dialectOf(db) === 'pg') {
    const row = (await db(TABLE).where({ id: 1 }).first('version')) as { version: string | number } | undefined;
    return String(row?.version ?? 'none');
  }
  const rows = (await db.raw(
    `select (select version from ${TABLE} where id = 1) as version, (select data_version from pragma_data_version) as dv`,
  )) as Array<{ version: number | null; dv: number }>;
  const row = rows[0];
  return `${row?.version ?? 'none'}:${row?.dv ?? 0}`;
}

/**
 * Reads the content version for a request, sharing one query among requests that arrive
 * together: a request waits for a query that STARTED after it arrived (never an older answer),
 * so a write committed before the request is always seen, and under load there is about one
 * query per batch of concurrent requests instead of one per request.
 */
export function contentVersionReader(db: Knex): () => Promise<string> {
  let running: Promise<string> | null = null;
  let queued: Promise<string> | null = null;
  const start = (): Promise<string> => {
    running = queryVersion(db).finally(() => {
      running = null;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return running ?? start();
      });
    return queued;
  };
}
