import { createHmac } from 'node:crypto';
import { MESSAGES } from '@casa/core';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppDeps } from '../../deps.js';
import { consumePoint, createLimiter } from '../../http/rate-limits.js';

/**
 * The login throttle (docs/decisions/0004-login-throttle.md and 0015-device-cookies-and-two-step-sign-in.md),
 * counted atomically in `rate_limits` before the password is checked:
 * - per client address (LOGIN_MAX_ATTEMPTS_PER_ADDRESS) and per (username, address) (LOGIN_MAX_ATTEMPTS);
 * - per account, whatever the addresses (LOGIN_MAX_PER_ACCOUNT), for clients without a device
 *   cookie of that account; a client with one is counted on its own (LOGIN_MAX_ATTEMPTS), so
 *   guessing spread over many addresses never keeps staff out at their usual computer.
 * The address is counted first, so a flood of new usernames from one address adds no rows once
 * the address is over its limit; unknown usernames share UNKNOWN_BUCKETS counters.
 */
export type AccountSubject = { device: string } | { account: string };

export interface LoginThrottle {
  /** Counts the attempt for the address and the pair; throws 429 when either is over its limit. */
  attempt(username: string, address: string): Promise<void>;
  /** Counts it for the account or the device; throws 429 over the limit (no password is checked then). */
  attemptAccount(subject: AccountSubject): Promise<void>;
  /** A right password: the pair and the device start again; the address and account get their point back. */
  succeeded(username: string, address: string, subject: AccountSubject): Promise<void>;
  /**
   * The password could not be checked (server busy): the pair, the address and a device get
   * their point back; the account's stays spent, or a flood that fills the queue would never
   * reach the account's limit and the queue would stay full.
   */
  refund(username: string, address: string, subject: AccountSubject): Promise<void>;
}

/** Counters shared by usernames that name no account: a flood of invented names adds at most this many rows. */
export const UNKNOWN_BUCKETS = 1024;

/**
 * The per-account counter of a username: its account's id, or for a name without an account one
 * of UNKNOWN_BUCKETS, picked by a keyed hash so nobody can aim at a bucket.
 */
export function accountSubject(key: Buffer, username: string, userId: number | null): AccountSubject {
  if (userId !== null) return { account: `user:${userId}` };
  const digest = createHmac('sha256', key).update(`unknown:${username.toLowerCase()}`).digest();
  return { account: `unknown:${digest.readUInt32BE(0) % UNKNOWN_BUCKETS}` };
}

/** A 429 of the throttle, counted for /metrics. */
function refuse(deps: Pick<AppDeps, 'metrics'>, error: Error): never {
  deps.metrics?.loginRefused();
  throw error;
}

const pairKey = (username: string, address: string) => `${username.toLowerCase()}|${address}`;

export function createLoginThrottle(deps: Pick<AppDeps, 'db' | 'config' | 'metrics'>): LoginThrottle {
  const { db, config } = deps;
  const limiter = (keyPrefix: string, points: number): RateLimiterAbstract =>
    createLimiter(db, { keyPrefix, points, windowMs: config.loginWindowMs });
  const pair = limiter('login-pair', config.loginMaxAttempts);
  const address = limiter('login-address', config.loginMaxAttemptsPerAddress);
  const account = limiter('login-account', config.loginMaxPerAccount);
  const device = limiter('login-device', config.loginMaxAttempts);
  const of = (subject: AccountSubject): [RateLimiterAbstract, string] =>
    'device' in subject ? [device, subject.device] : [account, subject.account];

  return {
    async attempt(username, clientAddress) {
      const overAddress = await consumePoint(address, clientAddress, MESSAGES.tooManyAttempts);
      if (overAddress) refuse(deps, overAddress);
      const overPair = await consumePoint(pair, pairKey(username, clientAddress), MESSAGES.tooManyAttempts);
      if (overPair) {
        // One person mistyping their own password does not spend the budget of an office behind one address.
        await address.reward(clientAddress, 1);
        refuse(deps, overPair);
      }
    },
    async attemptAccount(subject) {
      const [counter, key] = of(subject);
      const over = await consumePoint(counter, key, MESSAGES.tooManyAttempts);
      if (over) refuse(deps, over);
    },
    async succeeded(username, clientAddress, subject) {
      await pair.delete(pairKey(username, clientAddress));
      await address.reward(clientAddress, 1);
      if ('device' in subject) await device.delete(subject.device);
      else await account.reward(subject.account, 1);
    },
    async refund(username, clientAddress, subject) {
      await pair.reward(pairKey(username, clientAddress), 1);
      await address.reward(clientAddress, 1);
      if ('device' in subject) await device.reward(subject.device, 1);
    },
  };
}

/**
 * Second-step codes, counted like passwords: per address, and per account (LOGIN_MAX_ATTEMPTS in
 * the window: a 6-digit code needs a tighter limit than a password). A right code starts the
 * account's count again.
 */
export interface CodeThrottle {
  attempt(userId: number, address: string): Promise<void>;
  succeeded(userId: number, address: string): Promise<void>;
}

export function createCodeThrottle(deps: Pick<AppDeps, 'db' | 'config' | 'metrics'>): CodeThrottle {
  const { db, config } = deps;
  const address = createLimiter(db, {
    keyPrefix: 'login-address',
    points: config.loginMaxAttemptsPerAddress,
    windowMs: config.loginWindowMs,
  });
  const code = createLimiter(db, { keyPrefix: 'two-factor', points: config.loginMaxAttempts, windowMs: config.loginWindowMs });
  return {
    async attempt(userId, clientAddress) {
      const over =
        (await consumePoint(address, clientAddress, MESSAGES.tooManyAttempts)) ??
        (await consumePoint(code, String(userId), MESSAGES.tooManyAttempts));
      if (over) refuse(deps, over);
    },
    async succeeded(userId, clientAddress) {
      await code.delete(String(userId));
      await address.reward(clientAddress, 1);
    },
  };
}
