import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Config } from '../../config.js';
import type { Logger } from '../../deps.js';
import { claimDueBackup, ensureScheduleRow, extendLease, recordFailure, recordSuccess } from './schedule-repo.js';
import { writeBackup } from './service.js';

/** Scheduled backups are named apart from `npm run backup`'s, so pruning never deletes a copy someone made by hand. */
const SCHEDULED = /^casa-auto-.+\.jsonl\.gz$/;
/** After a failed backup the next try comes this soon (or a period later, if sooner). */
export const RETRY_AFTER_FAILURE_MS = 60 * 60_000;

/** `casa-auto-2026-11-23T19-45-00Z.jsonl.gz`: sorts by date, a valid file name everywhere. */
export function scheduledBackupName(at: Date): string {
  return `casa-auto-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.jsonl.gz`;
}

export interface BackupScheduleOptions {
  db: Knex;
  config: Pick<Config, 'backupEveryMs' | 'backupKeep' | 'backupDir'>;
  log: Logger;
  now?: () => Date;
  /** How often a process looks whether a backup is due. */
  tickMs?: number;
  /** How long the lease lasts without being renewed; renewed while the backup is written. */
  leaseMs?: number;
}

export type BackupRound = 'written' | 'not-due' | 'failed';

export interface BackupSchedule {
  /** Looks in the background (an unref'd timer: it never keeps the process alive). */
  start(): void;
  /** Stops looking and waits for a backup in progress. */
  stop(): Promise<void>;
  /** One look: writes the backup when it is due and this process got the lease. */
  runOnce(): Promise<BackupRound>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Deletes the oldest scheduled backups beyond `keep`; other files in the folder are left alone. */
async function prune(dir: string, keep: number): Promise<void> {
  const names = (await fs.promises.readdir(dir)).filter((name) => SCHEDULED.test(name)).sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep))) await fs.promises.rm(path.join(dir, name), { force: true });
}

/**
 * Backups that happen by themselves (docs/decisions/0019-production-path.md): every process looks
 * every `tickMs`; the one that takes the lease in the database writes the backup into BACKUP_DIR
 * (0700, files 0600) and keeps the newest BACKUP_KEEP. With several processes on one database
 * there is one backup per period. A failure is logged and recorded for the status screen; it
 * never stops the server. Null when BACKUP_EVERY_HOURS is 0.
 */
export function createBackupSchedule(options: BackupScheduleOptions): BackupSchedule | null {
  const { db, config, log } = options;
  if (config.backupEveryMs <= 0) return null;
  const period = config.backupEveryMs;
  const now = options.now ?? (() => new Date());
  const tickMs = options.tickMs ?? Math.min(60_000, Math.max(1000, period / 6));
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const owner = `${process.pid}-${crypto.randomUUID()}`;

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<BackupRound> | null = null;
  let stopped = true;
  let rowReady = false;

  async function write(claimedAt: Date): Promise<void> {
    const file = path.join(config.backupDir, scheduledBackupName(claimedAt));
    // Renewed at a third of its length, so a backup of many images never loses its lease.
    const renew = setInterval(() => {
      extendLease(db, owner, new Date(now().getTime() + leaseMs)).catch((error: unknown) =>
        log.error('No se pudo renovar el turno de la copia de seguridad', error),
      );
    }, leaseMs / 3);
    renew.unref();
    try {
      // writeBackup makes the folder 0700 and the file 0600: a backup holds every password hash and lead.
      await writeBackup(db, file, claimedAt);
      const { size } = await fs.promises.stat(file);
      await prune(config.backupDir, config.backupKeep);
      await recordSuccess(db, owner, { at: now(), file, bytes: size, nextDue: new Date(claimedAt.getTime() + period) });
      log.info(`Copia de seguridad programada escrita en ${file}`, { file, bytes: size });
    } finally {
      clearInterval(renew);
    }
  }

  async function round(): Promise<BackupRound> {
    if (!rowReady) {
      await ensureScheduleRow(db);
      rowReady = true;
    }
    const claimedAt = now();
    if (!(await claimDueBackup(db, { owner, now: claimedAt, leaseUntil: new Date(claimedAt.getTime() + leaseMs) }))) return 'not-due';
    try {
      await write(claimedAt);
      return 'written';
    } catch (error) {
      log.error('La copia de seguridad programada falló', error);
      const at = now();
      await recordFailure(db, owner, {
        at,
        error: errorText(error),
        nextDue: new Date(at.getTime() + Math.min(period, RETRY_AFTER_FAILURE_MS)),
      }).catch((recordError: unknown) => log.error('No se pudo registrar el fallo de la copia de seguridad', recordError));
      return 'failed';
    }
  }

  function runOnce(): Promise<BackupRound> {
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error('Error en las copias de seguridad programadas', error))
        .finally(() => schedule(tickMs));
    }, delay);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      // The first look right away: a new server backs up at once, then once a period.
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
