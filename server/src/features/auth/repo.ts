import type { Knex } from 'knex';
import type { CurrentUser } from '@casa/core';
import { toIso, toNumber } from '../../db/rows.js';

export interface AdminUserRow extends CurrentUser {
  passwordHash: string;
  createdAt: string | null;
  disabled: boolean;
}

interface UserRecord {
  id: number;
  username: string;
  password: string;
  role: string;
  created_at: unknown;
  disabled_at?: unknown;
}

function toUser(row: UserRecord): AdminUserRow {
  return {
    id: toNumber(row.id),
    username: row.username,
    role: row.role,
    passwordHash: row.password,
    createdAt: toIso(row.created_at),
    disabled: row.disabled_at !== null && row.disabled_at !== undefined,
  };
}

export async function findUserByUsername(db: Knex, username: string): Promise<AdminUserRow | null> {
  const row = await db<UserRecord>('admin_users').where({ username }).first();
  return row ? toUser(row) : null;
}

export async function countUsers(db: Knex): Promise<number> {
  const row = await db('admin_users').count<{ count: string | number }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

export async function insertUser(db: Knex, user: { username: string; passwordHash: string; role: string }): Promise<number> {
  const [row] = await db('admin_users').insert({ username: user.username, password: user.passwordHash, role: user.role }).returning('id');
  return toNumber(typeof row === 'object' ? row.id : row);
}

export async function updatePassword(db: Knex, username: string, passwordHash: string): Promise<boolean> {
  const changed = await db('admin_users').where({ username }).update({ password: passwordHash });
  return changed > 0;
}

export async function insertSession(db: Knex, session: { idHash: string; userId: number; expiresAt: number }): Promise<void> {
  await db('admin_sessions').insert({ id: session.idHash, user_id: session.userId, expires_at: session.expiresAt });
}

/** The user of a live session; expired rows and disabled users never match. */
export async function findSessionUser(db: Knex, idHash: string, nowMs: number): Promise<CurrentUser | null> {
  const row = await db('admin_sessions as s')
    .join('admin_users as u', 'u.id', 's.user_id')
    .where('s.id', idHash)
    .andWhere('s.expires_at', '>', nowMs)
    .whereNull('u.disabled_at')
    .first<{ id: number; username: string; role: string } | undefined>('u.id', 'u.username', 'u.role');
  return row ? { id: toNumber(row.id), username: row.username, role: row.role } : null;
}

export async function deleteSession(db: Knex, idHash: string): Promise<void> {
  await db('admin_sessions').where({ id: idHash }).delete();
}

export async function deleteSessionsOfUser(db: Knex, username: string): Promise<void> {
  const user = await db('admin_users').where({ username }).first<{ id: number } | undefined>('id');
  if (user) await db('admin_sessions').where({ user_id: user.id }).delete();
}

export async function deleteExpiredSessions(db: Knex, nowMs: number): Promise<void> {
  await db('admin_sessions').where('expires_at', '<=', nowMs).delete();
}
