import type { TestApp } from './harness.js';
import { pruneHistory } from '../history/index.js';

/**
 * Prunes the history as if HISTORY_KEEP_DAYS had passed since every version so far: what each
 * record shows now stays, older versions (and a deleted record's whole history) go, and with them
 * the images only they named.
 */
export async function pruneHistoryNow(app: TestApp): Promise<number> {
  return pruneHistory(app.db, 0, new Date(Date.now() + 60_000));
}
