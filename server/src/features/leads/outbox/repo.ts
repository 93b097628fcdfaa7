import type { Knex } from 'knex';
import { dialectOf } from '../../../db/knex.js';
import { type Db, dbTimestamp, toNumber } from '../../../db/rows.js';

/** One message of a lead, claimed for delivery. */
export interface OutboxRow {
  id: number;
  leadId: number;
  attempts: number;
  /** 'notification' (to staff), 'acknowledgement', 'appointment-<SEQUENCE>' (to the visitor). */
  messageKey: string;
  /** The visitor's message as written when queued (JSON); null for the staff notification. */
  payload: string | null;
}

type Row = Record<string, unknown>;

/** Written in the lead's own transaction: either both exist or neither (docs/decisions/0009-leads-inbox-and-mail-outbox.md). */
export async function insertOutbox(db: Db, row: { leadId: number; status: 'pending' | 'disabled'; now: Date }): Promise<void> {
  const now = dbTimestamp(db, row.now);
  await db('mail_outbox').insert({
    lead_id: row.leadId,
    status: row.status,
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  });
}

const toOutboxRow = (row: Row): OutboxRow => ({
  id: toNumber(row.id),
  leadId: toNumber(row.lead_id),
  attempts: toNumber(row.attempts),
  messageKey: typeof row.message_key === 'string' ? row.message_key : 'notification',
  payload: typeof row.payload === 'string' ? row.payload : null,
});

const CLAIMED = ['id', 'lead_id', 'attempts', 'message_key', 'payload'];

/**
 * Claims up to `limit` due messages for `owner` until `leaseUntil`. On PostgreSQL the candidates
 * are locked with FOR UPDATE SKIP LOCKED, so concurrent senders never wait on or take the same
 * row; on both engines the claim itself is a conditional UPDATE that only succeeds while nobody
 * else holds a live lease, so a message is claimed by one sender at a time.
 */
export async function claimDueMessages(
  db: Knex,
  claim: { owner: string; now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const now = dbTimestamp(db, claim.now);
  const lease = { locked_by: claim.owner, locked_until: dbTimestamp(db, claim.leaseUntil) };
  const due = (q: Knex.QueryBuilder) =>
    q
      .where('status', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((w) => w.whereNull('locked_until').orWhere('locked_until', '<=', now));

  if (dialectOf(db) === 'pg') {
    return db.transaction(async (trx) => {
      const rows = (await due(trx('mail_outbox').select('id'))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(claim.limit)
        .forUpdate()
        .skipLocked()) as Row[];
      if (rows.length === 0) return [];
      const claimed = (await trx('mail_outbox')
        .whereIn(
          'id',
          rows.map((row) => toNumber(row.id)),
        )
        .update(lease)
        .returning(CLAIMED)) as Row[];
      return claimed.map(toOutboxRow);
    });
  }

  const candidates = (await due(db('mail_outbox').select('id')).orderBy('next_attempt_at').orderBy('id').limit(claim.limit)) as Row[];
  const claimed: OutboxRow[] = [];
  for (const candidate of candidates) {
    const id = toNumber(candidate.id);
    const updated = await due(db('mail_outbox').where({ id })).update(lease);
    if (updated === 0) continue;
    const row = (await db('mail_outbox').select(CLAIMED).where({ id, locked_by: claim.owner }).first()) as Row | undefined;
    if (row) claimed.push(toOutboxRow(row));
  }
  return claimed;
}

/**
 * Puts a lead's notification back in the queue as a new message (no attempts yet, due now) when it
 * failed or was never sent. A lead stored before the outbox existed gets its row here; the unique
 * lead_id makes simultaneous requests queue it once.
 */
export async function requeueNotification(db: Db, leadId: number, now: Date): Promise<void> {
  const at = dbTimestamp(db, now);
  const fresh = {
    status: 'pending',
    attempts: 0,
    next_attempt_at: at,
    sent_at: null,
    last_error: null,
    locked_by: null,
    locked_until: null,
  };
  const updated = await db('mail_outbox')
    .where({ lead_id: leadId, message_key: 'notification' })
    .whereIn('status', ['failed', 'disabled'])
    .update(fresh);
  if (updated > 0) return;
  await db('mail_outbox')
    .insert({ lead_id: leadId, message_key: 'notification', ...fresh, created_at: at })
    .onConflict(['lead_id', 'message_key'])
    .ignore();
}

/**
 * Queues a message to the visitor, written now (docs/decisions/0024-appointment-dates-and-visitor-mail.md).
 * The key is unique per lead: asking twice for the same one ('acknowledgement') queues it once.
 */
export async function insertVisitorMessage(
  db: Db,
  row: { leadId: number; key: string; payload: unknown; status: 'pending' | 'disabled'; now: Date },
): Promise<void> {
  const now = dbTimestamp(db, row.now);
  await db('mail_outbox')
    .insert({
      lead_id: row.leadId,
      message_key: row.key,
      payload: JSON.stringify(row.payload),
      status: row.status,
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .onConflict(['lead_id', 'message_key'])
    .ignore();
}

/** Records a delivery; only the lease holder may. */
export async function markSent(db: Db, id: number, owner: string, now: Date): Promise<void> {
  await db('mail_outbox')
    .where({ id, locked_by: owner })
    .update({
      status: 'sent',
      attempts: db.raw('attempts + 1'),
      sent_at: dbTimestamp(db, now),
      last_error: null,
      locked_by: null,
      locked_until: null,
    });
}

/** Records a failed attempt: retried at `retryAt`, or given up ('failed') when it is null. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  owner: string,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  await db('mail_outbox')
    .where({ id, locked_by: owner })
    .update({
      status: failure.retryAt ? 'pending' : 'failed',
      attempts: db.raw('attempts + 1'),
      last_error: failure.error.slice(0, 1000),
      ...(failure.retryAt ? { next_attempt_at: dbTimestamp(db, failure.retryAt) } : {}),
      locked_by: null,
      locked_until: null,
    });
}

/** Lead e-mails waiting to go out and given up on, for the status screen and /metrics. */
export async function countOutbox(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = (await db('mail_outbox').whereIn('status', ['pending', 'failed']).select('status').count({ c: '*' }).groupBy('status')) as {
    status: string;
    c: unknown;
  }[];
  const count = (status: string) => toNumber(rows.find((row) => row.status === status)?.c ?? 0);
  return { pending: count('pending'), failed: count('failed') };
}
