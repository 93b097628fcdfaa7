import {
  type AdminUser,
  type CurrentUser,
  MESSAGES,
  type PasswordChangeInput,
  type UserCreateInput,
  type UserUpdateInput,
} from '@casa/core';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppDeps } from '../../deps.js';
import { conflict, HttpError, notFound } from '../../http/errors.js';
import { consumePoint, createLimiter } from '../../http/rate-limits.js';
import { hashToken } from '../../http/session-cookie.js';
import { hashPassword as hashInWorker, PasswordQueueFullError, verifyPassword } from '../../passwords/bcrypt.js';
import * as repo from './repo.js';

/** docs/product.md §6: admins manage users; these rules keep at least one admin able to. */

const isActiveAdmin = (user: AdminUser) => user.role === 'admin' && !user.disabled;

const busy = () => new HttpError(503, MESSAGES.loginBusy);

/** bcrypt runs on the password workers; when their queue is full the caller is asked to retry (503), as at the login. */
async function hashPassword(password: string): Promise<string> {
  try {
    return await hashInWorker(password);
  } catch (error) {
    if (error instanceof PasswordQueueFullError) throw busy();
    throw error;
  }
}

export async function listUsers(deps: Pick<AppDeps, 'db'>): Promise<AdminUser[]> {
  return (await repo.listUsers(deps.db)).map(repo.publicUser);
}

export async function createUser(deps: AppDeps, input: UserCreateInput): Promise<AdminUser> {
  const passwordHash = await hashPassword(input.password);
  const taken = () => new HttpError(409, MESSAGES.usernameTaken, { username: [MESSAGES.usernameTaken] });
  // Under the users lock, so two requests at once cannot create 'Maria' and 'maria'.
  const id = await deps.db.transaction(async (trx) => {
    await repo.lockUserChanges(trx);
    if (await repo.usernameTaken(trx, input.username)) throw taken();
    return repo.insertUser(trx, { username: input.username, passwordHash, role: input.role, createdAt: deps.now() });
  });
  if (id === null) throw taken();
  const user = await repo.findUserById(deps.db, id);
  if (!user) throw notFound(MESSAGES.userNotFound);
  return repo.publicUser(user);
}

/**
 * Role, enabled state, password and second factor of another account. Disabling or a new
 * password ends that user's sessions; turning off their second factor (a lost phone) lets them
 * sign in with the password alone. Nobody disables or demotes themselves, and the last active
 * admin stays one.
 */
export async function updateUser(deps: AppDeps, actor: CurrentUser, id: number, input: UserUpdateInput): Promise<AdminUser> {
  if (id === actor.id && (input.disabled === true || (input.role !== undefined && input.role !== 'admin'))) {
    throw conflict(MESSAGES.notYourself);
  }
  // Your own second factor is turned off in Mi cuenta, with your password.
  if (id === actor.id && input.twoFactorEnabled === false) throw conflict(MESSAGES.notYourselfTwoFactor);
  // Hashed before the transaction: bcrypt takes a quarter of a second, the lock should not.
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  return deps.db.transaction(async (trx) => {
    await repo.lockUserChanges(trx);
    const user = await repo.findUserById(trx, id);
    if (!user) throw notFound(MESSAGES.userNotFound);
    const losesAdmin = isActiveAdmin(user) && (input.disabled === true || (input.role !== undefined && input.role !== 'admin'));
    if (losesAdmin && (await repo.countActiveAdmins(trx)) <= 1) throw conflict(MESSAGES.lastAdmin);

    const disabledAt = input.disabled === undefined ? undefined : input.disabled ? (user.disabled ? undefined : deps.now()) : null;
    await repo.updateUser(trx, id, {
      ...(input.role !== undefined && { role: input.role }),
      ...(disabledAt !== undefined && { disabledAt }),
      ...(passwordHash !== undefined && { passwordHash }),
      ...(input.twoFactorEnabled === false && { twoFactorOff: true as const }),
    });
    if (input.disabled === true || passwordHash !== undefined) await repo.deleteSessionsOfUser(trx, id);
    const updated = await repo.findUserById(trx, id);
    if (!updated) throw notFound(MESSAGES.userNotFound);
    return repo.publicUser(updated);
  });
}

/** Answers the account deleted (its name for 'Actividad'). */
export async function deleteUser(deps: AppDeps, actor: CurrentUser, id: number): Promise<AdminUser> {
  if (id === actor.id) throw conflict(MESSAGES.notYourself);
  return deps.db.transaction(async (trx) => {
    await repo.lockUserChanges(trx);
    const user = await repo.findUserById(trx, id);
    if (!user) throw notFound(MESSAGES.userNotFound);
    if (isActiveAdmin(user) && (await repo.countActiveAdmins(trx)) <= 1) throw conflict(MESSAGES.lastAdmin);
    await repo.deleteSessionsOfUser(trx, id);
    await repo.deleteUser(trx, id);
    return repo.publicUser(user);
  });
}

/**
 * Wrong current passwords in Mi cuenta, per account, in the login's `rate_limits` table
 * (docs/decisions/0004-login-throttle.md): LOGIN_MAX_ATTEMPTS per LOGIN_WINDOW_MINUTES, counted
 * atomically before bcrypt runs, so simultaneous guesses cannot all slip past a count of zero.
 */
export function createPasswordChangeLimiter(deps: Pick<AppDeps, 'db' | 'config'>): RateLimiterAbstract {
  return createLimiter(deps.db, { keyPrefix: 'own-password', points: deps.config.loginMaxAttempts, windowMs: deps.config.loginWindowMs });
}

/**
 * Mi cuenta: the current password proves it is the owner; every other session of the account ends.
 * Wrong current passwords are counted like failed logins (createPasswordChangeLimiter), so a
 * borrowed session cannot be used to guess the password; a right one starts the count again.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  limiter: RateLimiterAbstract,
  actor: CurrentUser,
  sessionToken: string,
  input: PasswordChangeInput,
): Promise<void> {
  const { db } = deps;
  const key = String(actor.id);
  const refused = await consumePoint(limiter, key, MESSAGES.tooManyAttempts);
  if (refused) throw refused;
  const user = await repo.findUserById(db, actor.id);
  if (!user) throw notFound(MESSAGES.userNotFound);
  let valid: boolean;
  try {
    valid = await verifyPassword(input.currentPassword, user.passwordHash);
  } catch (error) {
    if (!(error instanceof PasswordQueueFullError)) throw error;
    // CASE: too many checks already waiting: nothing was checked, so nothing is counted.
    await limiter.reward(key, 1);
    throw busy();
  }
  if (!valid) throw new HttpError(400, MESSAGES.currentPasswordWrong, { currentPassword: [MESSAGES.currentPasswordWrong] });
  await limiter.delete(key);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (trx) => {
    await repo.updateUser(trx, actor.id, { passwordHash });
    await repo.deleteSessionsOfUser(trx, actor.id, hashToken(sessionToken));
  });
}
