import type { DeletedRecord, HistoryAction, HistoryEntry, HistoryType, HistoryUser } from '@casa/core';
import type { Knex } from 'knex';
import { dialectOf } from '../db/knex.js';
import { type Db, dbTimestamp, toIso, toNumber } from '../db/rows.js';
import { mediaKeyFromUrl } from '../media/keys.js';

/**
 * The history of saved versions (docs/decisions/0021-history-and-activity.md). A feature that
 * saves a project, a brand, the settings or the page texts calls `recordVersion` in the same
 * transaction as its save, with the whole value as it is after the save: the newest version is
 * always what is stored now, the ones before it what was stored before. Restoring is the feature's
 * own (it knows its rows); app.ts hands the restorers to the history routes.
 */

export interface RecordVersionInput {
  type: HistoryType;
  id: number;
  /** The whole value after the save (for a deletion: the value that was deleted). */
  value: unknown;
  user: HistoryUser | null;
  action: HistoryAction;
  /**
   * The value before the save, when there was one. A record saved before the history existed has
   * no versions yet: its value before this save is kept first, as a version of nobody.
   */
  before?: unknown;
  at: Date;
}

/** Fields that say nothing about what was changed. */
const IGNORED_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

interface HistoryRow {
  id: number | string;
  type: string;
  entity_id: number | string;
  version: number | string;
  action: string;
  value: string;
  changes: string;
  user_id: number | string | null;
  username: string | null;
  created_at: unknown;
}

/**
 * Two saves of one record at once each keep their version: on PostgreSQL a transaction-scoped
 * advisory lock per record makes the second wait for the first's commit before it numbers its
 * version (SQLite has one writer at a time). Taken again in the same transaction it is a no-op.
 */
export async function lockHistory(trx: Db, type: HistoryType, id: number): Promise<void> {
  if (dialectOf(trx) === 'pg') await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?), ?)', [`history:${type}`, id]);
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Top-level fields whose JSON differs (all of `after`'s when there is nothing before). */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  const names = before === undefined || before === null ? Object.keys(b) : [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return names.filter((name) => !IGNORED_FIELDS.has(name) && JSON.stringify(a[name]) !== JSON.stringify(b[name]));
}

/** Every `/media/<key>` a value names, wherever in it. */
export function mediaKeysOf(value: unknown, keys = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const key = mediaKeyFromUrl(value);
    if (key) keys.add(key);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaKeysOf(item, keys);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) mediaKeysOf(item, keys);
  }
  return keys;
}

async function newestRow(trx: Db, type: HistoryType, id: number): Promise<HistoryRow | undefined> {
  return (await trx('history').where({ type, entity_id: id }).orderBy('version', 'desc').first()) as HistoryRow | undefined;
}

async function insertVersion(
  trx: Db,
  row: {
    type: HistoryType;
    id: number;
    version: number;
    action: HistoryAction;
    value: unknown;
    changes: string[];
    user: HistoryUser | null;
    at: Date;
  },
): Promise<void> {
  const [inserted] = (await trx('history')
    .insert({
      type: row.type,
      entity_id: row.id,
      version: row.version,
      action: row.action,
      value: JSON.stringify(row.value ?? null),
      changes: JSON.stringify(row.changes),
      user_id: row.user?.id ?? null,
      username: row.user?.username ?? null,
      created_at: dbTimestamp(trx, row.at),
    })
    .returning('id')) as { id: number | string }[];
  const historyId = toNumber(inserted?.id);
  const keys = [...mediaKeysOf(row.value)];
  if (keys.length > 0) await trx('history_media').insert(keys.map((key) => ({ history_id: historyId, media_key: key })));
}

/** Saves one version; answers its number (1, 2, … per record). Call it inside the save's transaction. */
export async function recordVersion(trx: Knex.Transaction, input: RecordVersionInput): Promise<number> {
  await lockHistory(trx, input.type, input.id);
  const newest = await newestRow(trx, input.type, input.id);
  let version = newest ? toNumber(newest.version) : 0;
  let previous: unknown = newest ? parseValue(newest.value) : undefined;
  if (!newest && input.before !== undefined && input.before !== null) {
    version += 1;
    await insertVersion(trx, {
      type: input.type,
      id: input.id,
      version,
      action: 'create',
      value: input.before,
      changes: changedFields(undefined, input.before),
      user: null,
      at: input.at,
    });
    previous = input.before;
  }
  version += 1;
  await insertVersion(trx, {
    type: input.type,
    id: input.id,
    version,
    action: input.action,
    value: input.value,
    changes: input.action === 'delete' ? [] : changedFields(previous, input.value),
    user: input.user,
    at: input.at,
  });
  return version;
}

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function parseChanges(text: string): string[] {
  const value = parseValue(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function toEntry(row: HistoryRow): HistoryEntry {
  return {
    version: toNumber(row.version),
    at: toIso(row.created_at) ?? '',
    user: row.username === null ? null : { id: row.user_id === null ? 0 : toNumber(row.user_id), username: row.username },
    action: row.action as HistoryAction,
    changes: parseChanges(row.changes),
  };
}

/** A record's versions, newest first. */
export async function listVersions(db: Db, type: HistoryType, id: number): Promise<HistoryEntry[]> {
  const rows = (await db('history').where({ type, entity_id: id }).orderBy('version', 'desc')) as HistoryRow[];
  return rows.map(toEntry);
}

export async function findVersion(
  db: Db,
  type: HistoryType,
  id: number,
  version: number,
): Promise<(HistoryEntry & { value: unknown }) | null> {
  const row = (await db('history').where({ type, entity_id: id, version }).first()) as HistoryRow | undefined;
  return row ? { ...toEntry(row), value: parseValue(row.value) } : null;
}

/** Records of `type` whose newest version is their deletion, most recently deleted first. */
export async function listDeleted(db: Db, type: HistoryType): Promise<DeletedRecord[]> {
  const rows = (await db('history as h')
    .select('h.*')
    .where({ 'h.type': type, 'h.action': 'delete' })
    .whereNotExists(
      db('history as n')
        .select(db.raw('1'))
        .whereRaw('n.type = h.type')
        .whereRaw('n.entity_id = h.entity_id')
        .whereRaw('n.version > h.version'),
    )
    .orderBy([
      { column: 'h.created_at', order: 'desc' },
      { column: 'h.id', order: 'desc' },
    ])
    .limit(500)) as HistoryRow[];
  return rows.map((row) => {
    const entry = toEntry(row);
    const value = parseValue(row.value) as { name?: unknown } | null;
    return {
      id: toNumber(row.entity_id),
      version: entry.version,
      at: entry.at,
      user: entry.user,
      name: value && typeof value.name === 'string' ? value.name : null,
    };
  });
}

export async function newestVersion(db: Db, type: HistoryType, id: number): Promise<number> {
  const row = await newestRow(db, type, id);
  return row ? toNumber(row.version) : 0;
}

/**
 * Media named by a kept version: `media/repo.ts` never deletes these, so an older version (or a
 * deleted project) restores with its images. Used as a sub-query.
 */
export function keptMediaKeys(db: Db): Knex.QueryBuilder {
  return db('history_media').select('media_key');
}

/**
 * Deletes versions older than `keepDays`, except the newest version of a record that still exists
 * (it is what is stored now); a deleted record's history goes whole once its deletion is old.
 * Images no version names any more, and that belonged to a version deleted here, are deleted too.
 * Answers how many versions went.
 */
export async function pruneHistory(db: Knex, keepDays: number, now: Date): Promise<number> {
  const cutoff = dbTimestamp(db, new Date(now.getTime() - keepDays * 86_400_000));
  return db.transaction(async (trx) => {
    const old = (await trx('history as h')
      .select('h.id')
      .where('h.created_at', '<', cutoff)
      .andWhere((q) =>
        q
          .where('h.action', 'delete')
          .orWhereExists(
            trx('history as n')
              .select(trx.raw('1'))
              .whereRaw('n.type = h.type')
              .whereRaw('n.entity_id = h.entity_id')
              .whereRaw('n.version > h.version'),
          ),
      )) as { id: number | string }[];
    if (old.length === 0) return 0;
    let pruned = 0;
    // In slices: SQLite allows a bounded number of bound values per statement.
    for (let start = 0; start < old.length; start += 500) {
      const ids = old.slice(start, start + 500).map((row) => toNumber(row.id));
      const keys = ((await trx('history_media').distinct('media_key').whereIn('history_id', ids)) as { media_key: string }[]).map(
        (row) => row.media_key,
      );
      await trx('history_media').whereIn('history_id', ids).delete();
      pruned += await trx('history').whereIn('id', ids).delete();
      if (keys.length > 0) {
        // Still named by a kept version (the newest version of a record is what it shows now): kept.
        await trx('media').whereIn('id', keys).whereNotIn('id', keptMediaKeys(trx)).delete();
      }
    }
    return pruned;
  });
}
