import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type AuthPolicy, type CurrentUser, MESSAGES, type SignedInUser, type TwoFactorSetup } from '@casa/core';
import { SITE } from '@casa/core/content';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppDeps } from '../../deps.js';
import { conflict, HttpError } from '../../http/errors.js';
import { consumePoint, createLimiter } from '../../http/rate-limits.js';
import { open, seal, totpKey } from './keys.js';
import { PasswordQueueFullError, verifyPassword } from '../../passwords/bcrypt.js';
import * as repo from './repo.js';
import type { AdminUserRow } from './repo.js';
import type { CodeThrottle } from './throttle.js';
import { matchingStep, otpauthUrl } from './totp.js';

/** Two-step sign-in in Mi cuenta (docs/decisions/0015-device-cookies-and-two-step-sign-in.md). */

export const RECOVERY_CODES = 10;
// No 0/o, 1/l/i: codes are copied by hand from paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function newRecoveryCodes(): { shown: string[]; stored: string } {
  const codes = Array.from({ length: RECOVERY_CODES }, () =>
    Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
  return { shown: codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`), stored: JSON.stringify(codes.map(sha256)) };
}

function parseHashes(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Uses a code of the account: a 6-digit TOTP code of a step later than the last one taken, or an
 * unused recovery code (`code` as twoFactorCodeField leaves it). false for a wrong or used one;
 * of two requests with one code at the same moment, exactly one gets true.
 */
export async function useCode(deps: AppDeps, user: AdminUserRow, code: string): Promise<boolean> {
  if (user.totpSecret === null) return false;
  if (/^\d{6}$/.test(code)) {
    const secret = open(await totpKey(deps), user.totpSecret);
    const step = matchingStep(secret, code, deps.now().getTime());
    return step !== null && (await repo.takeStep(deps.db, user.id, step));
  }
  const hash = sha256(code);
  let stored = user.recoveryCodes;
  // Compare-and-set on the list; a lost race reads the list again (the other request may have used another code).
  for (let round = 0; round < 5; round += 1) {
    const hashes = parseHashes(stored);
    if (stored === null || !hashes.includes(hash)) return false;
    const after = JSON.stringify(hashes.filter((item) => item !== hash));
    if (await repo.replaceRecoveryCodes(deps.db, user.id, stored, after)) return true;
    stored = (await repo.findUserById(deps.db, user.id))?.recoveryCodes ?? null;
  }
  return false;
}

/** 'Activar verificación en dos pasos': a new secret, kept sealed until a code confirms it. */
export async function startSetup(deps: AppDeps, actor: CurrentUser): Promise<TwoFactorSetup> {
  const user = await repo.findUserById(deps.db, actor.id);
  if (!user) throw new HttpError(401, MESSAGES.unauthenticated);
  if (user.totpSecret !== null) throw conflict(MESSAGES.twoFactorAlreadyOn);
  const secret = randomBytes(20); // 160 bits, RFC 4226's recommended length for HMAC-SHA1
  await repo.setPendingSecret(deps.db, user.id, seal(await totpKey(deps), secret));
  const url = otpauthUrl({ issuer: SITE.name, account: user.username, secret });
  return { secret: new URL(url).searchParams.get('secret') ?? '', otpauthUrl: url };
}

/** The first code confirms the secret: two-step sign-in is on, and the recovery codes are shown once. */
export async function enable(
  deps: AppDeps,
  throttle: CodeThrottle,
  actor: CurrentUser,
  input: { code: string; address: string },
): Promise<string[]> {
  const user = await repo.findUserById(deps.db, actor.id);
  if (!user) throw new HttpError(401, MESSAGES.unauthenticated);
  if (user.totpSecret !== null) throw conflict(MESSAGES.twoFactorAlreadyOn);
  if (user.totpPendingSecret === null) throw conflict(MESSAGES.twoFactorNotStarted);
  await throttle.attempt(user.id, input.address);
  const secret = open(await totpKey(deps), user.totpPendingSecret);
  const step = /^\d{6}$/.test(input.code) ? matchingStep(secret, input.code, deps.now().getTime()) : null;
  if (step === null) throw new HttpError(400, MESSAGES.twoFactorCodeWrong, { code: [MESSAGES.twoFactorCodeWrong] });
  const codes = newRecoveryCodes();
  const confirmed = await repo.confirmSecret(deps.db, user.id, { pending: user.totpPendingSecret, step, recoveryCodes: codes.stored });
  // CASE: another request enabled it or started over at the same moment.
  if (!confirmed) throw conflict(MESSAGES.twoFactorNotStarted);
  await throttle.succeeded(user.id, input.address);
  return codes.shown;
}

/**
 * Wrong passwords when turning the second factor off count with Mi cuenta's (the 'own-password'
 * counter of docs/decisions/0012-roles-and-the-last-admin.md), so a borrowed session cannot guess.
 */
export function createOwnPasswordLimiter(deps: Pick<AppDeps, 'db' | 'config'>): RateLimiterAbstract {
  return createLimiter(deps.db, { keyPrefix: 'own-password', points: deps.config.loginMaxAttempts, windowMs: deps.config.loginWindowMs });
}

/** Off, with the password; not for an admin while Configuración requires it. */
export async function disable(deps: AppDeps, limiter: RateLimiterAbstract, actor: SignedInUser, password: string): Promise<void> {
  const user = await repo.findUserById(deps.db, actor.id);
  if (!user) throw new HttpError(401, MESSAGES.unauthenticated);
  if (user.totpSecret === null && user.totpPendingSecret === null) throw conflict(MESSAGES.twoFactorNotOn);
  if (user.role === 'admin' && (await repo.readRequireTwoFactor(deps.db))) throw conflict(MESSAGES.twoFactorRequiredForAdmins);
  const key = String(user.id);
  const refused = await consumePoint(limiter, key, MESSAGES.tooManyAttempts);
  if (refused) throw refused;
  let valid: boolean;
  try {
    valid = await verifyPassword(password, user.passwordHash);
  } catch (error) {
    if (!(error instanceof PasswordQueueFullError)) throw error;
    await limiter.reward(key, 1);
    throw new HttpError(503, MESSAGES.loginBusy);
  }
  if (!valid) throw new HttpError(400, MESSAGES.currentPasswordWrong, { password: [MESSAGES.currentPasswordWrong] });
  await limiter.delete(key);
  await repo.clearTwoFactor(deps.db, user.id);
}

export async function readPolicy(deps: Pick<AppDeps, 'db'>): Promise<AuthPolicy> {
  return { requireTwoFactorForAdmins: await repo.readRequireTwoFactor(deps.db) };
}

/**
 * Configuración's requireTwoFactorForAdmins. Turning it on needs the admin's own second factor
 * (else this very session would be held to setting one up), and ends the sessions of admins
 * without one: at their next sign-in they can only set it up.
 */
export async function writePolicy(deps: AppDeps, actor: SignedInUser, policy: AuthPolicy): Promise<AuthPolicy> {
  if (policy.requireTwoFactorForAdmins && !actor.twoFactorEnabled) throw conflict(MESSAGES.twoFactorEnableFirst);
  await deps.db.transaction(async (trx) => {
    await repo.writeRequireTwoFactor(trx, policy.requireTwoFactorForAdmins);
    if (policy.requireTwoFactorForAdmins) await repo.deleteSessionsOfAdminsWithoutTwoFactor(trx);
  });
  return readPolicy(deps);
}
