import type { Knex } from 'knex';
import type { Config } from '../config.js';
import { createDb, migrate } from '../db/knex.js';

/** The database the settings point at, migrated, for the length of `work`; closed whatever happens. */
export async function withMigratedDb<T>(config: Config, work: (db: Knex) => Promise<T>): Promise<T> {
  const db = createDb(config);
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Runs a command on the process's arguments. A failure it expects (`expected`: its Spanish message
 * says it all) prints that message alone, anything else in full; either way the exit code is 1.
 */
export function runCommand(main: (args: string[]) => Promise<void>, expected: (error: unknown) => error is Error): void {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(expected(error) ? error.message : error);
    process.exitCode = 1;
  });
}
