import { pruneAudit } from '../audit/index.js';
import type { AppDeps } from '../deps.js';
import { pruneHistory } from './index.js';

/** How often every process prunes; deleting what is old is the same whichever process does it. */
export const RETENTION_PRUNE_MS = 60 * 60_000;

/** One pruning round: versions beyond HISTORY_KEEP_DAYS, activity beyond AUDIT_KEEP_DAYS. */
export async function pruneRetention(deps: Pick<AppDeps, 'db' | 'config' | 'now'>): Promise<{ versions: number; activity: number }> {
  const now = deps.now();
  const versions = await pruneHistory(deps.db, deps.config.historyKeepDays, now);
  const activity = await pruneAudit(deps.db, deps.config.auditKeepDays, now);
  return { versions, activity };
}

/** Prunes at start and every `everyMs` (an unref'd timer); a failure is logged and tried again next round. Answers stop. */
export function startRetentionPruning(deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'log'>, everyMs = RETENTION_PRUNE_MS): () => void {
  const round = () => {
    pruneRetention(deps).catch((error: unknown) => deps.log.error('No se pudo borrar el historial o la actividad caducados', error));
  };
  round();
  const timer = setInterval(round, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
