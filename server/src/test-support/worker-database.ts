// Test-only (a vitest setup file of the `server` project). On PostgreSQL (TEST_DATABASE_URL) each
// vitest worker moves to a database of its own, `<that database>_w<worker>`, created on first use
// and dropped after the run (worker-databases.ts), so the API files run side by side there as
// they do on SQLite instead of one at a time on one shared database. Tests read the URL from
// process.env (harness.ts, migration-db.ts, and child servers they spawn), so they follow.
import pg from 'pg';
import { workerDatabaseUrl } from './worker-databases.js';

const shared = process.env.TEST_DATABASE_URL;
const worker = process.env.VITEST_POOL_ID;
if (shared && worker && !process.env.CASA_SHARED_TEST_DATABASE_URL) {
  const own = workerDatabaseUrl(shared, worker);
  const client = new pg.Client({ connectionString: shared });
  await client.connect();
  try {
    const name = new URL(own).pathname.slice(1);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  process.env.CASA_SHARED_TEST_DATABASE_URL = shared;
  process.env.TEST_DATABASE_URL = own;
}
