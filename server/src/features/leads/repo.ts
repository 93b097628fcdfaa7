import type { Knex } from 'knex';
import {
  type Division,
  type Lead,
  leadId,
  type LeadKind,
  type LeadNotification,
  type LeadStatus,
  type NewsletterSubscriber,
  type NotificationStatus,
} from '@casa/core';
import { dialectOf } from '../../db/knex.js';
import { type Db, dbTimestamp, toIso, toNumber } from '../../db/rows.js';

/** The filters of the inbox list and its CSV export. */
export interface LeadFilter {
  kind?: LeadKind;
  division?: Division;
  status?: LeadStatus;
  notification?: 'pending' | 'failed';
  q?: string;
}

const TABLE: Record<LeadKind, string> = { contact: 'contacts', appointment: 'appointments' };

/** Contacts and appointments as one relation (`leads`) with the same columns, plus their outbox row. */
function leadsRelation(db: Db): Knex.QueryBuilder {
  const common = ['division', 'name', 'email', 'phone', 'company', 'message'];
  const tail = ['status', 'created_at', 'handled_at', 'handled_by'];
  const contacts = db('contacts').select(
    db.raw("'contact' as kind"),
    'id',
    ...common,
    db.raw('CAST(NULL AS varchar(40)) as preferred_date'),
    db.raw('CAST(NULL AS varchar(40)) as preferred_time'),
    ...tail,
  );
  const appointments = db('appointments').select(
    db.raw("'appointment' as kind"),
    'id',
    ...common,
    'preferred_date',
    'preferred_time',
    ...tail,
  );
  return db
    .queryBuilder()
    .from(contacts.unionAll([appointments]).as('leads'))
    .leftJoin('mail_outbox as o', function joinOutbox() {
      this.on('o.lead_kind', '=', 'leads.kind').andOn('o.lead_id', '=', 'leads.id');
    });
}

/** `%`, `_` and `\` in a search are plain characters. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function applyFilter(query: Knex.QueryBuilder, filter: LeadFilter): Knex.QueryBuilder {
  if (filter.kind) query.where('leads.kind', filter.kind);
  if (filter.division) query.where('leads.division', filter.division);
  if (filter.status) query.where('leads.status', filter.status);
  if (filter.notification) query.where('o.status', filter.notification);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query.where((w) => {
      for (const column of ['name', 'email', 'company', 'message']) {
        w.orWhereRaw(`lower(leads.${column}) like ? escape '\\'`, [pattern]);
      }
    });
  }
  return query;
}

const LEAD_COLUMNS = [
  'leads.*',
  'o.status as mail_status',
  'o.attempts as mail_attempts',
  'o.sent_at as mail_sent_at',
  'o.last_error as mail_last_error',
];

type LeadRow = Record<string, unknown>;

/** A lead as stored; whether its notification can be sent depends on the configuration (service.ts). */
export type StoredLead = Omit<Lead, 'notification'> & { notification: Omit<LeadNotification, 'canSend'> };

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function toLead(row: LeadRow): StoredLead {
  const kind = row.kind as LeadKind;
  return {
    id: leadId(kind, toNumber(row.id)),
    kind,
    division: row.division as Division,
    name: String(row.name),
    email: String(row.email),
    phone: textOrNull(row.phone),
    company: textOrNull(row.company),
    message: String(row.message),
    preferredDate: textOrNull(row.preferred_date),
    preferredTime: textOrNull(row.preferred_time),
    status: row.status as LeadStatus,
    createdAt: toIso(row.created_at) ?? '',
    handledAt: toIso(row.handled_at),
    handledBy: textOrNull(row.handled_by),
    // CASE: a lead stored before the outbox existed has no row: nothing was ever sent for it.
    notification: {
      status: (row.mail_status as NotificationStatus | null) ?? 'disabled',
      attempts: row.mail_attempts == null ? 0 : toNumber(row.mail_attempts),
      sentAt: toIso(row.mail_sent_at),
      lastError: textOrNull(row.mail_last_error),
    },
  };
}

/** Newest first; `limit` undefined means every match (the CSV export). */
export async function listLeads(db: Db, filter: LeadFilter, page?: { limit: number; offset: number }): Promise<StoredLead[]> {
  const query = applyFilter(leadsRelation(db).select(LEAD_COLUMNS), filter)
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.kind', 'asc')
    .orderBy('leads.id', 'desc');
  if (page) query.limit(page.limit).offset(page.offset);
  return ((await query) as LeadRow[]).map(toLead);
}

export async function countLeads(db: Db, filter: LeadFilter): Promise<number> {
  const [row] = (await applyFilter(leadsRelation(db), filter).count({ c: '*' })) as { c: unknown }[];
  return toNumber(row?.c ?? 0);
}

export async function findLead(db: Db, kind: LeadKind, id: number): Promise<StoredLead | null> {
  const [row] = (await leadsRelation(db).select(LEAD_COLUMNS).where({ 'leads.kind': kind, 'leads.id': id })) as LeadRow[];
  return row ? toLead(row) : null;
}

/** Who handled a lead and when: set by 'handled', kept by 'archived' (or set if missing), cleared by 'new'. */
export async function updateLeadStatus(
  db: Db,
  kind: LeadKind,
  id: number,
  change: { status: LeadStatus; by: string; now: Date },
): Promise<boolean> {
  const at = dbTimestamp(db, change.now);
  const values =
    change.status === 'new'
      ? { status: 'new', handled_at: null, handled_by: null }
      : change.status === 'handled'
        ? { status: 'handled', handled_at: at, handled_by: change.by }
        : {
            status: 'archived',
            handled_at: db.raw('COALESCE(handled_at, ?)', [at]),
            handled_by: db.raw('COALESCE(handled_by, ?)', [change.by]),
          };
  return (await db(TABLE[kind]).where({ id }).update(values)) > 0;
}

export async function countNewLeads(db: Db): Promise<number> {
  let total = 0;
  for (const table of Object.values(TABLE)) {
    const [row] = (await db(table).where({ status: 'new' }).count({ c: '*' })) as { c: unknown }[];
    total += toNumber(row?.c ?? 0);
  }
  return total;
}

// ---- newsletter (read side) ----

export async function listSubscribers(
  db: Db,
  page?: { limit: number; offset: number },
): Promise<(NewsletterSubscriber & { firstName: string | null })[]> {
  const query = db('newsletter').select('email', 'first_name', 'created_at').orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (page) query.limit(page.limit).offset(page.offset);
  return (await query).map((row: LeadRow) => ({
    email: String(row.email),
    firstName: textOrNull(row.first_name),
    createdAt: toIso(row.created_at) ?? '',
  }));
}

export async function countSubscribers(db: Db): Promise<number> {
  const [row] = (await db('newsletter').count({ c: '*' })) as { c: unknown }[];
  return toNumber(row?.c ?? 0);
}

// ---- mail outbox ----

export interface OutboxRow {
  id: number;
  leadKind: LeadKind;
  leadId: number;
  attempts: number;
}

export async function insertOutbox(
  db: Db,
  row: { kind: LeadKind; leadId: number; status: 'pending' | 'disabled'; now: Date },
): Promise<void> {
  const now = dbTimestamp(db, row.now);
  await db('mail_outbox').insert({
    lead_kind: row.kind,
    lead_id: row.leadId,
    status: row.status,
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  });
}

const toOutboxRow = (row: LeadRow): OutboxRow => ({
  id: toNumber(row.id),
  leadKind: row.lead_kind as LeadKind,
  leadId: toNumber(row.lead_id),
  attempts: toNumber(row.attempts),
});

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
        .skipLocked()) as LeadRow[];
      if (rows.length === 0) return [];
      const claimed = (await trx('mail_outbox')
        .whereIn(
          'id',
          rows.map((row) => toNumber(row.id)),
        )
        .update(lease)
        .returning(['id', 'lead_kind', 'lead_id', 'attempts'])) as LeadRow[];
      return claimed.map(toOutboxRow);
    });
  }

  const candidates = (await due(db('mail_outbox').select('id')).orderBy('next_attempt_at').orderBy('id').limit(claim.limit)) as LeadRow[];
  const claimed: OutboxRow[] = [];
  for (const candidate of candidates) {
    const id = toNumber(candidate.id);
    const updated = await due(db('mail_outbox').where({ id })).update(lease);
    if (updated === 0) continue;
    const row = (await db('mail_outbox').select('id', 'lead_kind', 'lead_id', 'attempts').where({ id, locked_by: claim.owner }).first()) as
      LeadRow | undefined;
    if (row) claimed.push(toOutboxRow(row));
  }
  return claimed;
}

/**
 * Puts a lead's notification back in the queue as a new message (no attempts yet, due now) when it
 * failed or was never sent. A lead stored before the outbox existed gets its row here; the unique
 * (lead_kind, lead_id) key makes simultaneous requests queue it once.
 */
export async function requeueNotification(db: Db, kind: LeadKind, leadId: number, now: Date): Promise<void> {
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
    .where({ lead_kind: kind, lead_id: leadId })
    .whereIn('status', ['failed', 'disabled'])
    .update(fresh);
  if (updated > 0) return;
  await db('mail_outbox')
    .insert({ lead_kind: kind, lead_id: leadId, ...fresh, created_at: at })
    .onConflict(['lead_kind', 'lead_id'])
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
