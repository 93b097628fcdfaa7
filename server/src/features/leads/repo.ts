import type { Knex } from 'knex';
import {
  type AppointmentInput,
  type ContactInput,
  type Division,
  type Lang,
  type Lead,
  type LeadKind,
  type LeadNotification,
  type LeadSource,
  type LeadSourceInput,
  type LeadStatus,
  type NotificationStatus,
} from '@casa/core';
import { type Db, dbTimestamp, toIso, toNumber } from '../../db/rows.js';

/** A contact message or an appointment request as the public forms send it. */
export type NewLead = { kind: 'contact'; input: ContactInput } | { kind: 'appointment'; input: AppointmentInput };

/** The filters of the inbox list and its CSV export. */
export interface LeadFilter {
  kind?: LeadKind;
  division?: Division;
  status?: LeadStatus;
  notification?: 'pending' | 'failed';
  q?: string;
  utmSource?: string;
  utmCampaign?: string;
  /** The language of the page the form was sent from (docs/decisions/0026-english-site.md). */
  language?: Lang;
}

/** A lead as stored; whether its notification can be sent depends on the configuration (service.ts). */
export type StoredLead = Omit<Lead, 'notification'> & { notification: Omit<LeadNotification, 'canSend'> };

type Row = Record<string, unknown>;

export async function insertLead(db: Db, lead: NewLead, now: Date): Promise<number> {
  const { input } = lead;
  const [row] = await db('leads')
    .insert({
      kind: lead.kind,
      division: input.division,
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: lead.kind === 'appointment' ? (lead.input.company ?? null) : null,
      message: input.message,
      preferred_date: lead.kind === 'appointment' ? (lead.input.preferredDate ?? null) : null,
      preferred_time: lead.kind === 'appointment' ? (lead.input.preferredTime ?? null) : null,
      accept_privacy: input.acceptPrivacy,
      language: input.language,
      ...sourceColumns(input.source),
      created_at: dbTimestamp(db, now),
    })
    .returning('id');
  return toNumber(typeof row === 'object' ? row.id : row);
}

/** The columns of a lead's source (docs/product.md §5 "Origen"): null for each part the visit did not have. */
const SOURCE_COLUMNS: Record<keyof LeadSource, string> = {
  landingPage: 'landing_page',
  referrer: 'referrer',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
};

function sourceColumns(source: LeadSourceInput | undefined): Record<string, string | null> {
  return Object.fromEntries(Object.entries(SOURCE_COLUMNS).map(([key, column]) => [column, source?.[key as keyof LeadSource] ?? null]));
}

function sourceOf(row: Row): LeadSource {
  return Object.fromEntries(Object.entries(SOURCE_COLUMNS).map(([key, column]) => [key, textOrNull(row[column])])) as LeadSource;
}

/** Each lead with its staff notification's outbox row (none for a lead from before the outbox). */
const withNotification = (db: Db): Knex.QueryBuilder =>
  db('leads').leftJoin('mail_outbox as o', (join) => {
    join.on('o.lead_id', '=', 'leads.id').andOnVal('o.message_key', '=', 'notification');
  });

/** `%`, `_` and `\` in a search are plain characters. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function applyFilter(query: Knex.QueryBuilder, filter: LeadFilter): Knex.QueryBuilder {
  if (filter.kind) query.where('leads.kind', filter.kind);
  if (filter.division) query.where('leads.division', filter.division);
  if (filter.status) query.where('leads.status', filter.status);
  if (filter.notification) query.where('o.status', filter.notification);
  if (filter.utmSource) query.where('leads.utm_source', filter.utmSource);
  if (filter.utmCampaign) query.where('leads.utm_campaign', filter.utmCampaign);
  if (filter.language) query.where('leads.language', filter.language);
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
  'leads.id',
  'leads.kind',
  'leads.division',
  'leads.name',
  'leads.email',
  'leads.phone',
  'leads.company',
  'leads.message',
  'leads.preferred_date',
  'leads.preferred_time',
  'leads.confirmed_date',
  'leads.confirmed_time',
  'leads.confirmed_location',
  'leads.status',
  'leads.created_at',
  'leads.handled_at',
  'leads.handled_by',
  'leads.language',
  ...Object.values(SOURCE_COLUMNS).map((column) => `leads.${column}`),
  'o.status as mail_status',
  'o.attempts as mail_attempts',
  'o.sent_at as mail_sent_at',
  'o.last_error as mail_last_error',
];

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function toLead(row: Row): StoredLead {
  return {
    // The browser keeps ids as text; the server reads them back as numbers (docs/decisions/0017-one-leads-table.md).
    id: String(toNumber(row.id)),
    kind: row.kind as LeadKind,
    division: row.division as Division,
    name: String(row.name),
    email: String(row.email),
    phone: textOrNull(row.phone),
    company: textOrNull(row.company),
    message: String(row.message),
    preferredDate: textOrNull(row.preferred_date),
    preferredTime: textOrNull(row.preferred_time),
    confirmedDate: textOrNull(row.confirmed_date),
    confirmedTime: textOrNull(row.confirmed_time),
    confirmedLocation: textOrNull(row.confirmed_location),
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
    source: sourceOf(row),
    // Anything but 'en' is Spanish, the site's own language.
    language: row.language === 'en' ? 'en' : 'es',
  };
}

/** Newest first; `page` undefined means every match (the CSV export). */
export async function listLeads(db: Db, filter: LeadFilter, page?: { limit: number; offset: number }): Promise<StoredLead[]> {
  const query = applyFilter(withNotification(db).select(LEAD_COLUMNS), filter)
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.id', 'desc');
  if (page) query.limit(page.limit).offset(page.offset);
  return ((await query) as Row[]).map(toLead);
}

export async function countLeads(db: Db, filter: LeadFilter): Promise<number> {
  // With the notification's row: the e-mail filter reads it (one row per lead, see withNotification).
  const [row] = (await applyFilter(withNotification(db), filter).count({ c: '*' })) as { c: unknown }[];
  return toNumber(row?.c ?? 0);
}

export async function findLead(db: Db, id: number): Promise<StoredLead | null> {
  const [row] = (await withNotification(db).select(LEAD_COLUMNS).where('leads.id', id)) as Row[];
  return row ? toLead(row) : null;
}

/** A lead by the id it had before the one table ('contact-12'): exactly that text, nothing parsed. */
export async function findLeadByLegacyRef(db: Db, ref: string): Promise<StoredLead | null> {
  const [row] = (await withNotification(db).select(LEAD_COLUMNS).where('leads.legacy_ref', ref)) as Row[];
  return row ? toLead(row) : null;
}

/** Who handled a lead and when: set by 'handled', kept by 'archived' (or set if missing), cleared by 'new'. */
export async function updateLeadStatus(
  db: Db,
  id: number,
  change: { status: Exclude<LeadStatus, 'confirmed'>; by: string; now: Date },
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
  return (await db('leads').where({ id }).update(values)) > 0;
}

export async function countNewLeads(db: Db): Promise<number> {
  const [row] = (await db('leads').where({ status: 'new' }).count({ c: '*' })) as { c: unknown }[];
  return toNumber(row?.c ?? 0);
}

/**
 * Sets (or clears, `appointment` null) a lead's confirmed appointment and moves its invitation
 * SEQUENCE on by one, in one UPDATE: two staff confirming at the same moment get one number each
 * (PostgreSQL locks the row; SQLite runs one writer at a time). Resolves to the new SEQUENCE,
 * null when there is no such lead.
 */
export async function setConfirmedAppointment(
  trx: Db,
  id: number,
  appointment: { date: string; time: string; location: string } | null,
): Promise<number | null> {
  const updated = await trx('leads')
    .where({ id })
    .update({
      confirmed_date: appointment?.date ?? null,
      confirmed_time: appointment?.time ?? null,
      confirmed_location: appointment?.location ?? null,
      // Confirmed, or back to new when cancelled ('handled' and 'archived' stay as they are).
      status: appointment ? 'confirmed' : trx.raw(`CASE WHEN status = 'confirmed' THEN 'new' ELSE status END`),
      appointment_sequence: trx.raw('COALESCE(appointment_sequence, -1) + 1'),
    });
  if (updated === 0) return null;
  const row = (await trx('leads').select('appointment_sequence').where({ id }).first()) as Row | undefined;
  return row ? toNumber(row.appointment_sequence) : null;
}
