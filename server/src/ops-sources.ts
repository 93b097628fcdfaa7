import type { ReadCacheStats } from './cache/read-cache.js';
import type { AppDeps } from './deps.js';
import { readBackupState } from './features/backup/schedule-repo.js';
import { writeBackup } from './features/backup/service.js';
import { countOutbox } from './features/leads/outbox/repo.js';
import { uploadBudget } from './media/upload-budget.js';
import type { SystemSources } from './features/system/service.js';
import type { MetricSources } from './observability/metrics.js';

/**
 * The figures 'Estado del sistema' and /metrics show, read from the features that hold them. Here,
 * beside app.ts, so that no feature imports another (docs/style.md).
 */
export function opsSources(deps: AppDeps, readCache: () => ReadCacheStats | null): SystemSources & MetricSources {
  return {
    readCache,
    uploadsRefused: () => uploadBudget(deps.config).stats().refused,
    outbox: () => countOutbox(deps.db),
    async backup() {
      const state = await readBackupState(deps.db);
      const { lastSuccessAt, lastBytes, lastFailureAt, lastError } = state;
      return { lastSuccessAt, lastBytes, lastFailureAt, lastError, nextDueAt: deps.config.backupEveryMs > 0 ? state.dueAt : null };
    },
    async lastBackupAt() {
      const { lastSuccessAt } = await readBackupState(deps.db);
      return lastSuccessAt ? new Date(lastSuccessAt) : null;
    },
    async writeBackup(file) {
      await writeBackup(deps.db, file, deps.now());
    },
  };
}
