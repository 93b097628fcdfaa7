import type { Knex } from 'knex';
import { dbTimestamp, toIso, toNumber } from '../../db/rows.js';

const TABLE = 'backup_schedule';
const ROW = { id: 1 };

/** How the scheduled backups stand, for the status screen and /metrics. */
export interface BackupState {
  lastSuccessAt: string | null;
  lastFile: string | null;
  lastBytes: number | null;
  lastFailureAt: string | null;
  lastError: string | null;
  dueAt: string | null;
}

/** The one row exists from its migration; a test harness that empties tables gets it back here. */
export async function ensureScheduleRow(db: Knex): Promise<void> {
  await db(TABLE).insert(ROW).onConflict('id').ignore();
}

/**
 * Takes the lease when a backup is due and nobody holds a live lease: one conditional UPDATE, so
 * of several processes asking at the same moment exactly one gets it, on either engine.
 */
export async function claimDueBackup(db: Knex, claim: { owner: string; now: Date; leaseUntil: Date }): Promise<boolean> {
  const now = dbTimestamp(db, claim.now);
  const updated = await db(TABLE)
    .where(ROW)
    .where((w) => w.whereNull('due_at').orWhere('due_at', '<=', now))
    .where((w) => w.whereNull('locked_until').orWhere('locked_until', '<=', now))
    .update({ locked_by: claim.owner, locked_until: dbTimestamp(db, claim.leaseUntil) });
  return updated === 1;
}

/** Keeps the lease while a long backup is still being written. */
export async function extendLease(db: Knex, owner: string, leaseUntil: Date): Promise<void> {
  await db(TABLE)
    .where({ ...ROW, locked_by: owner })
    .update({ locked_until: dbTimestamp(db, leaseUntil) });
}

export async function recordSuccess(
  db: Knex,
  owner: string,
  result: { at: Date; file: string; bytes: number; nextDue: Date },
): Promise<void> {
  await db(TABLE)
    .where({ ...ROW, locked_by: owner })
    .update({
      last_success_at: dbTimestamp(db, result.at),
      last_file: result.file.slice(0, 500),
      last_bytes: result.bytes,
      due_at: dbTimestamp(db, result.nextDue),
      locked_by: null,
      locked_until: null,
    });
}

export async function recordFailure(db: Knex, owner: string, failure: { at: Date; error: string; nextDue: Date }): Promise<void> {
  await db(TABLE)
    .where({ ...ROW, locked_by: owner })
    .update({
      last_failure_at: dbTimestamp(db, failure.at),
      last_error: failure.error.slice(0, 1000),
      due_at: dbTimestamp(db, failure.nextDue),
      locked_by: null,
      locked_until: null,
    });
}

export async function readBackupState(db: Knex): Promise<BackupState> {
  const row = (await db(TABLE).where(ROW).first()) as Record<string, unknown> | undefined;
  return {
    lastSuccessAt: toIso(row?.last_success_at),
    lastFile: typeof row?.last_file === 'string' ? row.last_file : null,
    lastBytes: row?.last_bytes == null ? null : toNumber(row.last_bytes),
    lastFailureAt: toIso(row?.last_failure_at),
    lastError: typeof row?.last_error === 'string' ? row.last_error : null,
    dueAt: toIso(row?.due_at),
  };
}
