import { loadConfig } from '../config.js';
import { createDb, migrate } from './knex.js';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the SQLite file in DATA_DIR. */
const config = loadConfig();
const db = createDb(config);
try {
  const applied = await migrate(db);
  console.log(applied.length > 0 ? `Migraciones aplicadas:\n  ${applied.join('\n  ')}` : 'La base de datos ya está al día.');
} catch (error) {
  console.error('La migración falló:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
