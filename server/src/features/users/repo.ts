import type { AdminUser } from '@casa/core';
import { type Db, dbTimestamp, toIso, toNumber } from '../../db/rows.js';
import { dialectOf } from '../../db/knex.js';

interface UserRow {
  id: number | string;
  username: string;
  password: string;
  role: string;
  created_at: unknown;
  disabled_at: unknown;
  totp_secret?: string | null;
}

export interface StoredUser extends AdminUser {
  passwordHash: string;
}

function toUser(row: UserRow): StoredUser {
  return {
    id: toNumber(row.id),
    username: row.username,
    role: row.role,
    disabled: row.disabled_at !== null && row.disabled_at !== undefined,
    createdAt: toIso(row.created_at),
    twoFactorEnabled: row.totp_secret !== null && row.totp_secret !== undefined,
    passwordHash: row.password,
  };
}

/** Never hand the hash further than the service. */
export function publicUser({ passwordHash: _hash, ...user }: StoredUser): AdminUser {
  return user;
}

export async function listUsers(db: Db): Promise<StoredUser[]> {
  const rows = await db<UserRow>('admin_users').orderBy('id');
  return rows.map(toUser);
}

export async function findUserById(db: Db, id: number): Promise<StoredUser | null> {
  const row = await db<UserRow>('admin_users').where({ id }).first();
  return row ? toUser(row) : null;
}

/** Whether a username is taken ignoring case: 'Maria' and 'maria' would be two accounts staff mix up. */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db('admin_users').whereRaw('lower(username) = lower(?)', [username]).first('id');
  return row !== undefined;
}

/** The new id, or null when the username is taken (also by a request at the same moment). */
export async function insertUser(
  db: Db,
  user: { username: string; passwordHash: string; role: string; createdAt: Date },
): Promise<number | null> {
  const rows: Array<{ id: number | string } | number> = await db('admin_users')
    .insert({ username: user.username, password: user.passwordHash, role: user.role, created_at: dbTimestamp(db, user.createdAt) })
    .onConflict('username')
    .ignore()
    .returning('id');
  const row = rows[0];
  if (row === undefined) return null;
  return toNumber(typeof row === 'object' ? row.id : row);
}

export async function updateUser(
  db: Db,
  id: number,
  changes: { role?: string; disabledAt?: Date | null; passwordHash?: string; twoFactorOff?: true },
): Promise<void> {
  const values: Record<string, unknown> = {};
  if (changes.role !== undefined) values.role = changes.role;
  if (changes.disabledAt !== undefined) values.disabled_at = changes.disabledAt === null ? null : dbTimestamp(db, changes.disabledAt);
  if (changes.passwordHash !== undefined) {
    values.password = changes.passwordHash;
    // A new password meets the rule (packages/core/src/password-rule.ts): nothing asks to change it any more.
    values.password_change_reason = null;
  }
  if (changes.twoFactorOff)
    Object.assign(values, { totp_secret: null, totp_pending_secret: null, totp_last_step: null, recovery_codes: null });
  if (Object.keys(values).length > 0) await db('admin_users').where({ id }).update(values);
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db('admin_users').where({ id }).delete();
}

/** Ends a user's sessions, all of them or all but the one whose hash is kept. */
export async function deleteSessionsOfUser(db: Db, userId: number, keepIdHash?: string): Promise<void> {
  const query = db('admin_sessions').where({ user_id: userId });
  if (keepIdHash !== undefined) query.andWhereNot({ id: keepIdHash });
  await query.delete();
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db('admin_users')
    .where({ role: 'admin' })
    .whereNull('disabled_at')
    .count<{ count: string | number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

// Any constant shared by every server process; names the "user changes" lock on PostgreSQL.
const USERS_LOCK_KEY = 2026112417;

/**
 * Serialises the changes that count admins, so two requests at the same moment cannot each
 * leave the other as "the last admin" and then both succeed. SQLite runs one transaction at a
 * time already; PostgreSQL takes a lock held until the transaction ends.
 */
export async function lockUserChanges(trx: Db): Promise<void> {
  if (dialectOf(trx) === 'pg') await trx.raw('SELECT pg_advisory_xact_lock(?)', [USERS_LOCK_KEY]);
}
