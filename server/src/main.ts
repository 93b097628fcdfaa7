import http from 'node:http';
import { createRequestHandler } from './app.js';
import { loadConfig } from './config.js';
import { createDb, migrate } from './db/knex.js';
import { seedDemoIfEmpty } from './seed/demo.js';
import type { AppDeps } from './deps.js';
import { checkTotpKey } from './features/auth/keys.js';
import { ensureInitialAdmin } from './features/auth/service.js';
import { createBackupSchedule } from './features/backup/schedule.js';
import { startRetentionPruning } from './history/retention.js';
import { createMailSender } from './features/leads/outbox/sender.js';
import { describeNotifications } from './features/leads/service.js';
import { getSettings } from './features/settings/service.js';
import { cleanUploadTmp } from './media/upload-tmp.js';
import { createVariantWarmer } from './media/variant-warmer.js';
import { ensurePrivateDir } from './private-files.js';
import { RATE_LIMIT_PRUNE_MS, startRateLimitPruning } from './http/rate-limits.js';
import { createLogger } from './observability/logger.js';
import { createMetrics } from './observability/metrics.js';

/** Reads the settings, prepares the database, listens, and shuts down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  ensurePrivateDir(config.dataDir);
  // Upload folders a killed process left behind (docs/decisions/0016-uploads-to-disk-and-the-web-build-layout.md).
  const leftovers = cleanUploadTmp(config.uploadTmpDir);
  if (leftovers > 0) log.info(`Archivos temporales de subidas interrumpidas borrados: ${leftovers}`);
  const db = createDb(config);
  const deps: AppDeps = { db, config, log, now: () => new Date(), metrics: config.metricsToken ? createMetrics() : undefined };

  const applied = await migrate(db);
  if (applied.length > 0) log.info(`Migraciones aplicadas: ${applied.length}`);

  await ensureInitialAdmin(deps);
  // Creates TOTP_KEY_FILE on a new install; a missing or different one is logged now, not at someone's sign-in.
  await checkTotpKey(deps);

  if (config.seedDemo && (await seedDemoIfEmpty(deps))) log.info('Datos de demostración creados.');

  for (const line of describeNotifications(config)) log.info(line);
  const mailSender = createMailSender({
    db,
    config,
    log,
    phoneCountryCode: async () => (await getSettings(deps)).phoneCountryCode,
    settings: () => getSettings(deps),
  });
  mailSender?.start();

  const backups = createBackupSchedule({ db, config, log });
  backups?.start();
  log.info(
    backups
      ? `Copias de seguridad programadas cada ${config.backupEveryMs / 3600_000} h en ${config.backupDir} (se guardan ${config.backupKeep}).`
      : 'Copias de seguridad programadas desactivadas (BACKUP_EVERY_HOURS=0).',
  );

  // Every image's resized variants, made ahead of visitors (older images first, in the background).
  const warmer = config.imageVariantsAhead ? createVariantWarmer(deps) : null;
  warmer?.start();

  // Rate-limit counters whose window has ended are deleted every few minutes.
  const stopPruning = startRateLimitPruning(db, RATE_LIMIT_PRUNE_MS, (error) =>
    log.error('No se pudieron borrar los contadores caducados', error),
  );

  // Versions and activity older than HISTORY_KEEP_DAYS / AUDIT_KEEP_DAYS are deleted every hour.
  const stopRetention = startRetentionPruning(deps);

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
    stopRetention();
    log.info(`${signal}: cerrando conexiones...`);
    // Finish in-flight requests, then close the database; give up after 10 s.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      void Promise.all([mailSender?.stop(), backups?.stop(), warmer?.stop()])
        .then(() => db.destroy())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Before the logger exists (bad settings) or after (a database that does not answer): one plain line.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
