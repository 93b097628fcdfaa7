import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { dialectOf } from '../db/knex.js';
import { HttpError } from './errors.js';

export const RATE_LIMITS_TABLE = 'rate_limits';

/** How often main.ts deletes the counters whose window has ended. */
export const RATE_LIMIT_PRUNE_MS = 5 * 60_000;

export interface LimitOptions {
  /** Names the counter: rows are keyed `${keyPrefix}:${key}`. */
  keyPrefix: string;
  /** Points allowed in one window; the next consume is refused. */
  points: number;
  windowMs: number;
}

/**
 * A fixed-window counter in the `rate_limits` table (docs/decisions/0004-login-throttle.md):
 * rate-limiter-flexible's SQLite or PostgreSQL store on the app's own Knex, so each consume is one
 * atomic upsert (`INSERT … ON CONFLICT … DO UPDATE … RETURNING`) and N simultaneous requests count
 * as N, in every server process behind a load balancer. Expired rows are deleted by pruneRateLimits.
 */
export function createLimiter(db: Knex, options: LimitOptions): RateLimiterAbstract {
  const common = {
    storeClient: db,
    storeType: 'knex',
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.windowMs / 1000,
  };
  return dialectOf(db) === 'pg' ? new RateLimiterPostgres(common) : new RateLimiterSQLite(common);
}

/**
 * Consumes one point; resolves null while the key is within its limit, else a 429 HttpError with
 * `message` and a Retry-After header (seconds until the window ends). Database errors still
 * reject (a limiter that fails open would be no limit).
 */
export async function consumePoint(limiter: RateLimiterAbstract, key: string, message: string): Promise<HttpError | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    return new HttpError(429, message, undefined, { 'Retry-After': String(seconds) });
  }
}

/** Deletes the rows whose window ended before `beforeMs`. */
export async function pruneRateLimits(db: Knex, beforeMs: number): Promise<number> {
  return db(RATE_LIMITS_TABLE).where('expire', '<', beforeMs).delete();
}

/** Prunes every `intervalMs` on an unref'd timer (it never keeps the process alive); returns the stop function. */
export function startRateLimitPruning(db: Knex, intervalMs: number, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    pruneRateLimits(db, Date.now()).catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
