import { randomBytes } from 'node:crypto';
import { MESSAGES, passwordChangeReason, type SignedInUser } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { deviceEntryFor, withDeviceEntry } from './device-cookie.js';
import { deviceCookieKey } from './keys.js';
import { PasswordQueueFullError, verifyPassword } from '../../passwords/bcrypt.js';
import * as repo from './repo.js';
import { hashToken } from '../../http/session-cookie.js';
import { sessionUser } from './service.js';
import { accountSubject, type CodeThrottle, type LoginThrottle } from './throttle.js';
import { useCode } from './two-factor.js';

/** How long a right password waits for its second-step code. */
export const SECOND_STEP_MS = 5 * 60_000;

export interface OpenedSession {
  user: SignedInUser;
  token: string;
  expiresAt: Date;
  /** The device cookie's new value: this client is now known for this account. */
  deviceCookie: string;
}

export type LoginResult = { kind: 'session'; session: OpenedSession } | { kind: 'second-step'; token: string; expiresAt: Date };

export interface LoginInput {
  username: string;
  password: string;
  /** The client's key (clientAddressKey: IPv4, or the IPv6 /64). */
  address: string;
  /** The device cookie the client sent, if any. */
  deviceCookie: string | null;
}

/**
 * The password step. Every attempt is counted before bcrypt runs (throttle.ts), so simultaneous
 * attempts cannot slip past a count of zero; an account over its limit is answered 429 without
 * hashing, unless the client holds that account's device cookie. With a second factor the right
 * password opens no session: it leaves a second-step row for SECOND_STEP_MS.
 */
export async function login(deps: AppDeps, throttle: LoginThrottle, input: LoginInput): Promise<LoginResult> {
  const { db } = deps;
  await throttle.attempt(input.username, input.address);
  const user = await repo.findUserByUsername(db, input.username);
  const key = await deviceCookieKey(db);
  const device = user ? deviceEntryFor(key, input.deviceCookie, user.id) : null;
  const subject = device ? { device: device.nonce } : accountSubject(key, input.username, user?.id ?? null);
  await throttle.attemptAccount(subject);

  let valid: boolean;
  try {
    valid = await verifyPassword(input.password, user?.passwordHash ?? null);
  } catch (error) {
    if (!(error instanceof PasswordQueueFullError)) throw error;
    // CASE: too many checks already waiting: nothing was checked.
    await throttle.refund(input.username, input.address, subject);
    throw new HttpError(503, MESSAGES.loginBusy);
  }
  if (!user || !valid) throw new HttpError(401, MESSAGES.invalidCredentials);
  // CASE: a disabled account; said only to someone who knows its password.
  if (user.disabled) throw new HttpError(403, MESSAGES.accountDisabled);
  await throttle.succeeded(input.username, input.address, subject);

  // A password chosen before the current rule still signs in; Mi cuenta then asks for a new one.
  const reason = passwordChangeReason(input.password);
  if (reason !== user.passwordChangeReason) await repo.setPasswordChangeReason(db, user.id, reason);

  const nowMs = deps.now().getTime();
  await repo.deleteExpiredSessions(db, nowMs, deps.config.sessionIdleMs);
  if (user.totpSecret !== null) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(nowMs + SECOND_STEP_MS);
    await repo.insertSession(db, {
      idHash: hashToken(token),
      userId: user.id,
      expiresAt: expiresAt.getTime(),
      lastSeenAt: nowMs,
      secondStep: true,
    });
    return { kind: 'second-step', token, expiresAt };
  }
  return { kind: 'session', session: await openSession(deps, user.id, input.deviceCookie) };
}

/**
 * The code step: a 6-digit code or a recovery code for the account whose password was right,
 * counted like passwords; each code works once. The second-step row is replaced by a session
 * with a new token, so nothing learnt before the code is worth anything after it.
 */
export async function verifySecondStep(
  deps: AppDeps,
  throttle: CodeThrottle,
  input: { token: string; code: string; address: string; deviceCookie: string | null },
): Promise<OpenedSession> {
  const { db } = deps;
  const idHash = hashToken(input.token);
  const userId = await repo.findSecondStepUser(db, idHash, deps.now().getTime());
  if (userId === null) throw new HttpError(401, MESSAGES.twoFactorExpired);
  await throttle.attempt(userId, input.address);
  const user = await repo.findUserById(db, userId);
  if (!user || user.disabled || user.totpSecret === null) throw new HttpError(401, MESSAGES.twoFactorExpired);
  if (!(await useCode(deps, user, input.code))) {
    throw new HttpError(401, MESSAGES.twoFactorCodeWrong, { code: [MESSAGES.twoFactorCodeWrong] });
  }
  // CASE: two right codes at the same moment: one request finishes the sign-in.
  if (!(await repo.deleteSession(db, idHash))) throw new HttpError(401, MESSAGES.twoFactorExpired);
  await throttle.succeeded(userId, input.address);
  return openSession(deps, userId, input.deviceCookie);
}

async function openSession(deps: AppDeps, userId: number, deviceCookie: string | null): Promise<OpenedSession> {
  const { db, config } = deps;
  const nowMs = deps.now().getTime();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(nowMs + config.sessionTtlMs);
  await repo.insertSession(db, { idHash: hashToken(token), userId, expiresAt: expiresAt.getTime(), lastSeenAt: nowMs });
  const user = await sessionUser(deps, token);
  if (!user) throw new Error('a session just opened was not found');
  return { user, token, expiresAt, deviceCookie: withDeviceEntry(await deviceCookieKey(db), deviceCookie, userId) };
}
