import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { consumePoint, createLimiter, pruneRateLimits, startRateLimitPruning } from './rate-limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('rate limits in the database', () => {
  it('counts 30 simultaneous consumes of one key as 30: exactly `points` pass, the rest are 429 with Retry-After', async () => {
    const limiter = createLimiter(t.db, { keyPrefix: 'test-burst', points: 7, windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 30 }, () => consumePoint(limiter, 'one-key', 'Demasiados')));
    expect(results.filter((refusal) => refusal === null)).toHaveLength(7);
    const refusal = results.find((result) => result !== null)!;
    expect(refusal).toMatchObject({ status: 429, message: 'Demasiados' });
    expect(Number(refusal.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(Number(refusal.headers?.['Retry-After'])).toBeLessThanOrEqual(60);
    const row = await t.db('rate_limits').where({ key: 'test-burst:one-key' }).first();
    expect(Number(row.points)).toBe(30);
  });

  it('prunes only the counters whose window has ended, also from the timer main.ts starts', async () => {
    const now = Date.now();
    await t.db('rate_limits').insert([
      { key: 'old-a', points: 3, expire: now - 1000 },
      { key: 'old-b', points: 1, expire: now - 1 },
      { key: 'live', points: 2, expire: now + 60_000 },
    ]);
    expect(await pruneRateLimits(t.db, now)).toBe(2);
    expect(await t.db('rate_limits').whereIn('key', ['old-a', 'old-b', 'live']).pluck('key')).toEqual(['live']);

    await t.db('rate_limits').insert({ key: 'old-c', points: 1, expire: now - 1 });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = startRateLimitPruning(t.db, 1000, (error) => {
      throw error;
    });
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await t.db('rate_limits').where({ key: 'old-c' }).first()).toBeUndefined());
    stop();
  });
});
