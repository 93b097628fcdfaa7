import fs from 'node:fs';
import http from 'node:http';
import { createRequestHandler } from './app.js';
import { loadConfig } from './config.js';
import { createDb, migrate } from './db/knex.js';
import { seedDemoIfEmpty } from './seed/demo.js';
import { type AppDeps, consoleLogger } from './deps.js';
import { ensureInitialAdmin } from './features/auth/service.js';
import { createMailSender } from './features/leads/outbox/sender.js';
import { describeNotifications } from './features/leads/service.js';
import { getSettings } from './features/settings/service.js';
import { RATE_LIMIT_PRUNE_MS, startRateLimitPruning } from './http/rate-limits.js';

/** Reads the settings, prepares the database, listens, and shuts down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = consoleLogger(config.logLevel);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = createDb(config);
  const deps: AppDeps = { db, config, log, now: () => new Date() };

  const applied = await migrate(db);
  if (applied.length > 0) log.info(`Migraciones aplicadas: ${applied.length}`);

  await ensureInitialAdmin(deps);

  if (config.seedDemo && (await seedDemoIfEmpty(deps))) log.info('Datos de demostración creados.');

  for (const line of describeNotifications(config)) log.info(line);
  const mailSender = createMailSender({ db, config, log, phoneCountryCode: async () => (await getSettings(deps)).phoneCountryCode });
  mailSender?.start();

  // Rate-limit counters whose window has ended are deleted every few minutes.
  const stopPruning = startRateLimitPruning(db, RATE_LIMIT_PRUNE_MS, (error) =>
    log.error('No se pudieron borrar los contadores caducados', error),
  );

  const server = http.createServer(createRequestHandler(deps));
  server.listen(config.port, config.host, () => {
    log.info(`Servidor escuchando en ${config.publicUrl} (${config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.sqliteFile}`})`);
  });
  server.on('error', (error) => {
    log.error('No se pudo iniciar el servidor', error);
    process.exit(1);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopPruning();
    log.info(`${signal}: cerrando conexiones...`);
    // Finish in-flight requests, then close the database; give up after 10 s.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      void (mailSender?.stop() ?? Promise.resolve()).then(() => db.destroy()).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
