// Test-only: the per-worker PostgreSQL databases of worker-database.ts. Also vitest's global setup
// of the `server` project: it drops them when the run ends (and any a killed run left behind).
import pg from 'pg';

/** `postgres://…/casa_ci` and worker 2 → `postgres://…/casa_ci_w2`. */
export function workerDatabaseUrl(shared: string, worker: string): string {
  const url = new URL(shared);
  url.pathname = `${url.pathname}_w${worker}`;
  return url.toString();
}

async function dropWorkerDatabases(shared: string): Promise<void> {
  const client = new pg.Client({ connectionString: shared });
  await client.connect();
  try {
    const prefix = `${new URL(shared).pathname.slice(1)}_w`;
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) {
      if (/^\d+$/.test(datname.slice(prefix.length))) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

export async function setup(): Promise<() => Promise<void>> {
  const shared = process.env.TEST_DATABASE_URL;
  if (!shared) return async () => {};
  await dropWorkerDatabases(shared);
  return () => dropWorkerDatabases(shared);
}
