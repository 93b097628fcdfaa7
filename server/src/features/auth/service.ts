import { createHash, randomBytes } from 'node:crypto';
import { type CurrentUser, LENGTHS, LIMITS, MESSAGES } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from './password.js';
import * as repo from './repo.js';

export interface NewSession {
  user: CurrentUser;
  token: string;
  expiresAt: Date;
}

/** The table keeps only this hash, so a leaked database gives no usable cookie. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const IP_ATTEMPT_FACTOR = 4;

function attemptKeys(username: string, ip: string): string[] {
  return [`ip:${ip}`, `user:${username.toLowerCase()}`];
}

/**
 * Checks the password and opens a session. Throttled per IP and per username: after
 * LOGIN_MAX_ATTEMPTS failures inside the window, even the right password waits.
 */
export async function login(deps: AppDeps, input: { username: string; password: string; ip: string }): Promise<NewSession> {
  const { db, config } = deps;
  const nowMs = deps.now().getTime();
  const windowStart = nowMs - config.loginWindowMs;
  const keys = attemptKeys(input.username, input.ip);

  const counts = await repo.countAttempts(db, keys, windowStart);
  // An office behind one NAT address shares an IP, so the IP may fail more often than one username.
  const [ipKey, userKey] = keys as [string, string];
  if ((counts.get(userKey) ?? 0) >= config.loginMaxAttempts || (counts.get(ipKey) ?? 0) >= config.loginMaxAttempts * IP_ATTEMPT_FACTOR) {
    throw new HttpError(429, MESSAGES.tooManyAttempts);
  }

  const user = await repo.findUserByUsername(db, input.username);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !valid) {
    await repo.recordAttempts(db, keys, nowMs);
    throw new HttpError(401, MESSAGES.invalidCredentials);
  }
  // CASE: a disabled account; said only to someone who knows its password.
  if (user.disabled) throw new HttpError(403, MESSAGES.accountDisabled);

  await repo.clearAttempts(db, keys);
  await repo.pruneAttempts(db, windowStart);
  await repo.deleteExpiredSessions(db, nowMs);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(nowMs + config.sessionTtlMs);
  await repo.insertSession(db, { idHash: hashToken(token), userId: user.id, expiresAt: expiresAt.getTime() });
  return { user: { id: user.id, username: user.username, role: user.role }, token, expiresAt };
}

export function sessionUser(deps: AppDeps, token: string): Promise<CurrentUser | null> {
  return repo.findSessionUser(deps.db, hashToken(token), deps.now().getTime());
}

export function logout(deps: AppDeps, token: string): Promise<void> {
  return repo.deleteSession(deps.db, hashToken(token));
}

export class AdminUserError extends Error {}

function checkCredentials(username: string, password: string): void {
  if (username.length < LIMITS.minUsername || username.length > LENGTHS.username) {
    throw new AdminUserError(`El usuario debe tener entre ${LIMITS.minUsername} y ${LENGTHS.username} caracteres.`);
  }
  if (password.length < LIMITS.minPassword || password.length > 72) {
    // bcrypt reads only the first 72 bytes; a longer password would be silently truncated.
    throw new AdminUserError(`La contraseña debe tener entre ${LIMITS.minPassword} y 72 caracteres.`);
  }
}

export async function createAdminUser(
  deps: Pick<AppDeps, 'db'>,
  input: { username: string; password: string; role?: string },
): Promise<number> {
  checkCredentials(input.username, input.password);
  if (await repo.findUserByUsername(deps.db, input.username)) {
    throw new AdminUserError(`El usuario "${input.username}" ya existe.`);
  }
  const role = (input.role ?? 'editor').slice(0, LENGTHS.role);
  return repo.insertUser(deps.db, { username: input.username, passwordHash: await hashPassword(input.password), role });
}

/** A new password also ends every open session of that user. */
export async function setAdminPassword(deps: Pick<AppDeps, 'db'>, username: string, password: string): Promise<void> {
  checkCredentials(username, password);
  const changed = await repo.updatePassword(deps.db, username, await hashPassword(password));
  if (!changed) throw new AdminUserError(`El usuario "${username}" no existe.`);
  await repo.deleteSessionsOfUser(deps.db, username);
}

export async function listAdminUsers(deps: Pick<AppDeps, 'db'>): Promise<Array<CurrentUser & { createdAt: string | null }>> {
  const users = await repo.listUsers(deps.db);
  return users.map(({ id, username, role, createdAt }) => ({ id, username, role, createdAt }));
}

/**
 * First start: with no admin at all, create one from ADMIN_USERNAME / ADMIN_PASSWORD, or with a
 * generated password that is returned so main.ts can print it and write it to the data folder.
 */
export async function ensureInitialAdmin(
  deps: AppDeps,
): Promise<{ created: false } | { created: true; username: string; generatedPassword: string | null }> {
  if ((await repo.countUsers(deps.db)) > 0) return { created: false };
  const generatedPassword = deps.config.adminPassword ? null : randomBytes(12).toString('base64url');
  const username = deps.config.adminUsername;
  await createAdminUser(deps, { username, password: deps.config.adminPassword ?? generatedPassword!, role: 'admin' });
  return { created: true, username, generatedPassword };
}
