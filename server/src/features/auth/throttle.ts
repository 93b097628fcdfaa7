import { MESSAGES } from '@casa/core';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppDeps } from '../../deps.js';
import { consumePoint, createLimiter } from '../../http/rate-limits.js';

/**
 * The login throttle of docs/decisions/0004-login-throttle.md: failures per (username, client
 * address) and per client address, counted atomically before the password is checked. There is no
 * lock per username for the whole world, so nobody can lock an admin out from another address.
 */
export interface LoginThrottle {
  /** Counts the attempt; throws 429 when the pair or the address is over its limit. */
  attempt(username: string, address: string): Promise<void>;
  /** A right password: the pair starts again from zero and the address gets its point back. */
  succeeded(username: string, address: string): Promise<void>;
  /** The password could not be checked (server busy): the attempt does not count. */
  refund(username: string, address: string): Promise<void>;
}

const pairKey = (username: string, address: string) => `${username.toLowerCase()}|${address}`;

export function createLoginThrottle(deps: Pick<AppDeps, 'db' | 'config' | 'metrics'>): LoginThrottle {
  const { db, config } = deps;
  const pair: RateLimiterAbstract = createLimiter(db, {
    keyPrefix: 'login-pair',
    points: config.loginMaxAttempts,
    windowMs: config.loginWindowMs,
  });
  const address: RateLimiterAbstract = createLimiter(db, {
    keyPrefix: 'login-address',
    points: config.loginMaxAttemptsPerAddress,
    windowMs: config.loginWindowMs,
  });
  return {
    async attempt(username, clientAddress) {
      // The pair first: an attempt it refuses does not spend the address's budget, so one person
      // mistyping their own password does not lock out the rest of an office behind one address.
      const refused =
        (await consumePoint(pair, pairKey(username, clientAddress), MESSAGES.tooManyAttempts)) ??
        (await consumePoint(address, clientAddress, MESSAGES.tooManyAttempts));
      if (refused) {
        deps.metrics?.loginRefused();
        throw refused;
      }
    },
    async succeeded(username, clientAddress) {
      await pair.delete(pairKey(username, clientAddress));
      await address.reward(clientAddress, 1);
    },
    async refund(username, clientAddress) {
      await pair.reward(pairKey(username, clientAddress), 1);
      await address.reward(clientAddress, 1);
    },
  };
}
