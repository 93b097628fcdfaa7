import { DIVISIONS, type Division, LEAD_STATS_TOP_SOURCES, type LeadStatsSource } from '@casa/core';
import { dialectOf } from '../../db/knex.js';
import { type Db, dbTimestamp, toNumber } from '../../db/rows.js';

/**
 * The figures of 'Resumen' (docs/product.md §6), each one query computed by the database on
 * either engine; the window's first instant comes from the service (stats.ts). The counts read
 * the indexes on leads.created_at, leads (kind, status) and mail_outbox (status, …).
 */

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** Seconds since 1970 of a stored timestamp, as a whole number, on each engine. */
const epochSeconds = (db: Db, column: string) =>
  dialectOf(db) === 'pg' ? `FLOOR(EXTRACT(EPOCH FROM ${column}))` : `CAST(strftime('%s', ${column}) AS INTEGER)`;

/** Hours between two stored timestamps, with their fraction. */
const hoursBetween = (db: Db, from: string, to: string) =>
  dialectOf(db) === 'pg' ? `(EXTRACT(EPOCH FROM (${to} - ${from})) / 3600.0)` : `((julianday(${to}) - julianday(${from})) * 24.0)`;

/**
 * Leads per week and division since `start`: week 0 is the one starting at `start`. A week is
 * exactly 7 × 24 h: the office's zone has no daylight saving time (stats.ts).
 */
export async function countLeadsPerWeek(db: Db, start: Date): Promise<{ week: number; division: Division; count: number }[]> {
  const startSeconds = Math.floor(start.getTime() / 1000);
  const week = `CAST(FLOOR((${epochSeconds(db, 'created_at')} - ?) / ${WEEK_SECONDS}.0) AS INTEGER)`;
  const rows = (await db('leads')
    .select(db.raw(`${week} AS week`, [startSeconds]), 'division')
    .count({ c: '*' })
    .where('created_at', '>=', dbTimestamp(db, start))
    // By position: PostgreSQL would not see two copies of a parameterised expression as the same.
    .groupByRaw('1, 2')) as { week: unknown; division: string; c: unknown }[];
  return rows
    .filter((row) => (DIVISIONS as readonly string[]).includes(row.division))
    .map((row) => ({ week: toNumber(row.week), division: row.division as Division, count: toNumber(row.c) }));
}

/** The campaigns (utm_source / utm_campaign) that brought the most leads since `start`. */
export async function topSources(db: Db, start: Date): Promise<LeadStatsSource[]> {
  const rows = (await db('leads')
    .select('utm_source', 'utm_campaign')
    .count({ c: '*' })
    .where('created_at', '>=', dbTimestamp(db, start))
    .where((w) => w.whereNotNull('utm_source').orWhereNotNull('utm_campaign'))
    .groupBy('utm_source', 'utm_campaign')
    .orderBy([
      { column: 'c', order: 'desc' },
      { column: 'utm_source', order: 'asc' },
      { column: 'utm_campaign', order: 'asc' },
    ])
    .limit(LEAD_STATS_TOP_SOURCES)) as { utm_source: string | null; utm_campaign: string | null; c: unknown }[];
  return rows.map((row) => ({ utmSource: row.utm_source, utmCampaign: row.utm_campaign, count: toNumber(row.c) }));
}

/**
 * The median of the hours from arrival to 'Atendido' of the leads that arrived since `start` and
 * were handled (handled_at set: handled, or archived after): the middle row, or the mean of the
 * two middle rows, numbered by a window function (PostgreSQL and SQLite ≥ 3.25 alike).
 */
export async function medianHoursToHandle(db: Db, start: Date): Promise<number | null> {
  const hours = hoursBetween(db, 'created_at', 'handled_at');
  const result: unknown = await db.raw(
    `WITH handled AS (
       SELECT ${hours} AS hours, ROW_NUMBER() OVER (ORDER BY ${hours}) AS n, COUNT(*) OVER () AS total
       FROM leads WHERE created_at >= ? AND handled_at IS NOT NULL
     )
     SELECT AVG(hours) AS median FROM handled WHERE n IN ((total + 1) / 2, (total + 2) / 2)`,
    [dbTimestamp(db, start)],
  );
  // better-sqlite3 answers the rows, pg a result that holds them.
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { median: unknown }[];
  return row?.median == null ? null : Number(row.median);
}

/** Appointment requests nobody has answered yet (still 'Nuevo'). */
export async function countAppointmentsToConfirm(db: Db): Promise<number> {
  const [row] = (await db('leads').where({ kind: 'appointment', status: 'new' }).count({ c: '*' })) as { c: unknown }[];
  return toNumber(row?.c ?? 0);
}

/** Leads whose staff e-mail failed for good. */
export async function countFailedMail(db: Db): Promise<number> {
  const [row] = (await db('mail_outbox').where({ status: 'failed' }).count({ c: '*' })) as { c: unknown }[];
  return toNumber(row?.c ?? 0);
}
