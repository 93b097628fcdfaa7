import fs from 'node:fs';
import type { SystemStatus } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { dialectOf } from '../../db/knex.js';
import { gitCommit, packageVersion } from './version.js';

/** What the status reads from the parts of the app that hold it (wired in app.ts; features stay apart). */
export interface SystemSources {
  readCache(): { entries: number; bytes: number; hits: number; misses: number } | null;
  outbox(): Promise<{ pending: number; failed: number }>;
  backup(): Promise<Pick<SystemStatus['backup'], 'lastSuccessAt' | 'lastBytes' | 'lastFailureAt' | 'lastError' | 'nextDueAt'>>;
  /** Writes a complete backup of the database to `file`. */
  writeBackup(file: string): Promise<void>;
}

const startedAt = new Date(Date.now() - process.uptime() * 1000);
const version = packageVersion();
// Read once: the checkout a running process serves does not change under it.
const commit = gitCommit();

/** Free and total bytes of the file system holding `folder`; null when it cannot be read. */
export async function diskSpace(folder: string): Promise<SystemStatus['disk']> {
  try {
    const stats = await fs.promises.statfs(folder);
    return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
  } catch {
    return null;
  }
}

export async function systemStatus(deps: AppDeps, sources: SystemSources): Promise<SystemStatus> {
  const { config } = deps;
  const [outbox, backup, disk] = await Promise.all([sources.outbox(), sources.backup(), diskSpace(config.dataDir)]);
  const cache = sources.readCache();
  const asked = cache ? cache.hits + cache.misses : 0;
  return {
    version,
    commit,
    database: dialectOf(deps.db) === 'pg' ? 'postgresql' : 'sqlite',
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    notifications: { enabled: Boolean(config.mail.smtpUrl), ...outbox },
    backup: { everyHours: config.backupEveryMs / 3600_000, keep: config.backupKeep, ...backup },
    readCache: {
      enabled: cache !== null,
      entries: cache?.entries ?? 0,
      bytes: cache?.bytes ?? 0,
      hits: cache?.hits ?? 0,
      misses: cache?.misses ?? 0,
      hitRate: asked > 0 ? (cache?.hits ?? 0) / asked : null,
    },
    disk,
  };
}
