import type { AuditAction, AuditEntry, HistoryUser } from '@casa/core';
import type { Request } from 'express';
import type { Knex } from 'knex';
import { type Db, dbTimestamp, toIso, toNumber } from '../db/rows.js';
import type { AppDeps } from '../deps.js';

/**
 * The activity log, 'Actividad' (docs/decisions/0021-history-and-activity.md): one row per sign-in,
 * save, export or restore, with who, when and from where. Any feature records through
 * `recordAudit`/`auditRequest`; writing a row never fails the action it records (it is logged).
 */

export interface AuditEvent {
  action: AuditAction;
  user?: HistoryUser | null;
  /** What was acted on: 'Proyecto 12 «Hotel Mar»', the account tried, a file name. */
  target?: string | null;
  address?: string | null;
  userAgent?: string | null;
}

type AuditDeps = Pick<AppDeps, 'db' | 'log' | 'now'>;

const clip = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/** Writes one row in `db` (a transaction of its own action, such as a restore); throws as any write. */
export async function insertAuditRow(db: Db, event: AuditEvent, at: Date): Promise<void> {
  await db('audit_log').insert({
    created_at: dbTimestamp(db, at),
    user_id: event.user?.id ?? null,
    username: clip(event.user?.username, 100),
    action: event.action,
    target: clip(event.target, 200),
    address: clip(event.address, 100),
    user_agent: clip(event.userAgent, 300),
  });
}

/** Writes one row; never throws. */
export async function recordAudit(deps: AuditDeps, event: AuditEvent): Promise<void> {
  try {
    await insertAuditRow(deps.db, event, deps.now());
  } catch (error) {
    deps.log.error(`No se pudo registrar la actividad ${event.action}`, error);
  }
}

/** The client's address as the request log shows it (an IPv4-mapped IPv6 address as IPv4). */
export function requestAddress(req: Request): string | null {
  const ip = req.ip ?? req.socket.remoteAddress;
  if (!ip) return null;
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/** recordAudit for a request: its signed-in user (unless `user` is given), address and user agent. */
export async function auditRequest(
  deps: AuditDeps,
  req: Request,
  action: AuditAction,
  target?: string | null,
  user?: HistoryUser | null,
): Promise<void> {
  const who = user === undefined ? (req.user ? { id: req.user.id, username: req.user.username } : null) : user;
  await recordAudit(deps, {
    action,
    user: who,
    target: target ?? null,
    address: requestAddress(req),
    userAgent: req.get('user-agent') ?? null,
  });
}

export interface AuditFilter {
  action?: string | undefined;
  /** A username, exactly. */
  user?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  before?: Date | undefined;
}

interface AuditRow {
  id: number | string;
  created_at: unknown;
  user_id: number | string | null;
  username: string | null;
  action: string;
  target: string | null;
  address: string | null;
  user_agent: string | null;
}

function filtered(db: Db, filter: AuditFilter): Knex.QueryBuilder {
  const query = db('audit_log');
  // An area ('auth') matches all of its actions; a full name only itself.
  if (filter.action) {
    if (filter.action.includes('.')) query.where('action', filter.action);
    // `_` is a letter of area names ('page_content'), not a wildcard.
    else query.whereRaw("action like ? escape '\\'", [`${filter.action.replace(/[%_\\]/g, (c) => `\\${c}`)}.%`]);
  }
  if (filter.user) query.where('username', filter.user);
  if (filter.from) query.where('created_at', '>=', dbTimestamp(db, filter.from));
  if (filter.before) query.where('created_at', '<', dbTimestamp(db, filter.before));
  return query;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    at: toIso(row.created_at) ?? '',
    user: row.username === null ? null : { id: row.user_id === null ? 0 : toNumber(row.user_id), username: row.username },
    action: row.action,
    target: row.target,
    address: row.address,
    userAgent: row.user_agent,
  };
}

/** Newest first, `limit` rows from `offset`, and how many match in all. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const [count] = (await filtered(db, filter).count({ count: '*' })) as { count: number | string }[];
  const rows = (await filtered(db, filter)
    .select('*')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)) as AuditRow[];
  return { items: rows.map(toEntry), total: toNumber(count?.count ?? 0) };
}

/** Rows older than `keepDays` go; answers how many. */
export async function pruneAudit(db: Db, keepDays: number, now: Date): Promise<number> {
  return db('audit_log')
    .where('created_at', '<', dbTimestamp(db, new Date(now.getTime() - keepDays * 86_400_000)))
    .delete();
}

/** Who is signed in on this request, as the history and the activity name them. */
export function requestUser(req: Request): HistoryUser | null {
  return req.user ? { id: req.user.id, username: req.user.username } : null;
}
