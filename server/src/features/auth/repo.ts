import type { Knex } from 'knex';
import type { CurrentUser, PasswordChangeReason } from '@casa/core';
import { type Db, toBool, toIso, toNumber } from '../../db/rows.js';

export interface AdminUserRow extends CurrentUser {
  passwordHash: string;
  createdAt: string | null;
  disabled: boolean;
  /** Sealed TOTP secret (keys.ts), null while two-step sign-in is off. */
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  /** JSON text of the SHA-256 of the unused recovery codes, as stored (compared as is on use). */
  recoveryCodes: string | null;
  passwordChangeReason: PasswordChangeReason | null;
}

interface UserRecord {
  id: number;
  username: string;
  password: string;
  role: string;
  created_at: unknown;
  disabled_at?: unknown;
  totp_secret?: string | null;
  totp_pending_secret?: string | null;
  totp_last_step?: unknown;
  recovery_codes?: string | null;
  password_change_reason?: string | null;
}

const changeReason = (value: unknown): PasswordChangeReason | null => (value === 'short' || value === 'common' ? value : null);

function toUser(row: UserRecord): AdminUserRow {
  return {
    id: toNumber(row.id),
    username: row.username,
    role: row.role,
    passwordHash: row.password,
    createdAt: toIso(row.created_at),
    disabled: row.disabled_at !== null && row.disabled_at !== undefined,
    totpSecret: row.totp_secret ?? null,
    totpPendingSecret: row.totp_pending_secret ?? null,
    totpLastStep: row.totp_last_step === null || row.totp_last_step === undefined ? null : toNumber(row.totp_last_step),
    recoveryCodes: row.recovery_codes ?? null,
    passwordChangeReason: changeReason(row.password_change_reason),
  };
}

export async function findUserByUsername(db: Db, username: string): Promise<AdminUserRow | null> {
  const row = await db<UserRecord>('admin_users').where({ username }).first();
  return row ? toUser(row) : null;
}

export async function findUserById(db: Db, id: number): Promise<AdminUserRow | null> {
  const row = await db<UserRecord>('admin_users').where({ id }).first();
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

/** A new password meets the rule, so nothing asks to change it any more. */
export async function updatePassword(db: Knex, username: string, passwordHash: string): Promise<boolean> {
  const changed = await db('admin_users').where({ username }).update({ password: passwordHash, password_change_reason: null });
  return changed > 0;
}

export async function setPasswordChangeReason(db: Db, userId: number, reason: PasswordChangeReason | null): Promise<void> {
  await db('admin_users').where({ id: userId }).update({ password_change_reason: reason });
}

// --- Sessions -------------------------------------------------------------------------------

export async function insertSession(
  db: Db,
  session: { idHash: string; userId: number; expiresAt: number; lastSeenAt: number; secondStep?: boolean },
): Promise<void> {
  await db('admin_sessions').insert({
    id: session.idHash,
    user_id: session.userId,
    expires_at: session.expiresAt,
    last_seen_at: session.lastSeenAt,
    second_step: session.secondStep ?? false,
  });
}

export interface SessionRow extends CurrentUser {
  twoFactorEnabled: boolean;
  passwordChangeReason: PasswordChangeReason | null;
  lastSeenAt: number;
}

/**
 * The user of a live session: not past its expiry, used within the idle time, not a second-step
 * row, and of an account that is not disabled.
 */
export async function findSessionUser(db: Db, idHash: string, nowMs: number, idleMs: number): Promise<SessionRow | null> {
  const row = await db('admin_sessions as s')
    .join('admin_users as u', 'u.id', 's.user_id')
    .where('s.id', idHash)
    .andWhere('s.expires_at', '>', nowMs)
    .andWhere('s.last_seen_at', '>', nowMs - idleMs)
    .andWhere('s.second_step', false)
    .whereNull('u.disabled_at')
    .first<
      | {
          id: number;
          username: string;
          role: string;
          totp_secret: string | null;
          password_change_reason: string | null;
          last_seen_at: unknown;
        }
      | undefined
    >('u.id', 'u.username', 'u.role', 'u.totp_secret', 'u.password_change_reason', 's.last_seen_at');
  if (!row) return null;
  return {
    id: toNumber(row.id),
    username: row.username,
    role: row.role,
    twoFactorEnabled: row.totp_secret !== null,
    passwordChangeReason: changeReason(row.password_change_reason),
    lastSeenAt: toNumber(row.last_seen_at),
  };
}

/** Marks the session used now; written at most once per `everyMs`, not on every request. */
export async function touchSession(db: Db, idHash: string, nowMs: number, everyMs: number): Promise<void> {
  await db('admin_sessions')
    .where('id', idHash)
    .andWhere('last_seen_at', '<=', nowMs - everyMs)
    .update({ last_seen_at: nowMs });
}

/** The account a live second-step row (password right, code still to come) belongs to. */
export async function findSecondStepUser(db: Db, idHash: string, nowMs: number): Promise<number | null> {
  const row = await db('admin_sessions')
    .where({ id: idHash, second_step: true })
    .andWhere('expires_at', '>', nowMs)
    .first<{ user_id: number } | undefined>('user_id');
  return row ? toNumber(row.user_id) : null;
}

/** true when this call deleted the row: of two requests finishing one second step, one wins. */
export async function deleteSession(db: Db, idHash: string): Promise<boolean> {
  return (await db('admin_sessions').where({ id: idHash }).delete()) > 0;
}

export async function deleteSessionsOfUser(db: Db, username: string): Promise<void> {
  const user = await db('admin_users').where({ username }).first<{ id: number } | undefined>('id');
  if (user) await db('admin_sessions').where({ user_id: user.id }).delete();
}

export async function deleteExpiredSessions(db: Db, nowMs: number, idleMs: number): Promise<void> {
  await db('admin_sessions')
    .where('expires_at', '<=', nowMs)
    .orWhere('last_seen_at', '<=', nowMs - idleMs)
    .delete();
}

// --- Second factor --------------------------------------------------------------------------

export async function countSealedSecrets(db: Db): Promise<number> {
  const row = await db('admin_users')
    .whereNotNull('totp_secret')
    .orWhereNotNull('totp_pending_secret')
    .count<{ count: string | number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

export async function setPendingSecret(db: Db, userId: number, sealed: string): Promise<void> {
  await db('admin_users').where({ id: userId }).update({ totp_pending_secret: sealed });
}

/**
 * The pending secret becomes the account's, with its first step used and new recovery codes;
 * only if the pending secret is still the one that was checked (a second 'Activar' at the same
 * moment makes this a no-op). true when it changed.
 */
export async function confirmSecret(
  db: Db,
  userId: number,
  change: { pending: string; step: number; recoveryCodes: string },
): Promise<boolean> {
  const changed = await db('admin_users')
    .where({ id: userId, totp_pending_secret: change.pending })
    .whereNull('totp_secret')
    .update({ totp_secret: change.pending, totp_pending_secret: null, totp_last_step: change.step, recovery_codes: change.recoveryCodes });
  return changed > 0;
}

/**
 * Takes the TOTP step `step` for this account if no later or equal step was taken before: one
 * conditional UPDATE, so of two requests with the same code at the same moment exactly one wins.
 */
export async function takeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const changed = await db('admin_users')
    .where({ id: userId })
    .whereNotNull('totp_secret')
    .andWhere((query) => query.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step });
  return changed > 0;
}

/** Replaces the list of unused recovery codes if it is still `before` (compare-and-set). */
export async function replaceRecoveryCodes(db: Db, userId: number, before: string, after: string): Promise<boolean> {
  const changed = await db('admin_users').where({ id: userId, recovery_codes: before }).update({ recovery_codes: after });
  return changed > 0;
}

export async function clearTwoFactor(db: Db, userId: number): Promise<void> {
  await db('admin_users')
    .where({ id: userId })
    .update({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, recovery_codes: null });
}

// --- Configuración's requireTwoFactorForAdmins (a column of site_settings, never public) -----

const SETTINGS_ROW = 1;

export async function readRequireTwoFactor(db: Db): Promise<boolean> {
  const row = await db('site_settings')
    .where('id', SETTINGS_ROW)
    .first<{ require_two_factor_for_admins: unknown } | undefined>('require_two_factor_for_admins');
  return row ? toBool(row.require_two_factor_for_admins) : false;
}

export async function writeRequireTwoFactor(db: Db, value: boolean): Promise<void> {
  await db('site_settings').insert({ id: SETTINGS_ROW }).onConflict('id').ignore();
  await db('site_settings').where('id', SETTINGS_ROW).update({ require_two_factor_for_admins: value });
}

/** Ends the sessions of active admins without a second factor: they sign in again to set one up. */
export async function deleteSessionsOfAdminsWithoutTwoFactor(db: Db): Promise<void> {
  const ids = db('admin_users').select('id').where({ role: 'admin' }).whereNull('totp_secret');
  await db('admin_sessions').whereIn('user_id', ids).delete();
}
