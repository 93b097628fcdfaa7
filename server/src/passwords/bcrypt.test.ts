import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, TEST_ADMIN, type TestApp } from '../test-support/harness.js';
import {
  BCRYPT_COST,
  hashPassword,
  PASSWORD_QUEUE,
  PASSWORD_WORKERS,
  PasswordPool,
  PasswordQueueFullError,
  setHashCostForTests,
  verifyPassword,
} from './bcrypt.js';

let t: TestApp;
beforeAll(async () => {
  // The real cost (the other API suites hash at the lowest, test-support/fast-passwords.ts): the
  // admin's hash must take a real quarter second to check for the queue to fill.
  setHashCostForTests(BCRYPT_COST);
  // The queue is the subject here: the per-account limit (throttle.test.ts) would answer most of them 429 first.
  t = await startTestApp({ config: { loginMaxPerAccount: 1000 } });
});
afterAll(() => t.close());

describe('password hashing in worker threads', () => {
  it('hashes with bcrypt cost 12 and checks the right and a wrong password; a malformed hash is just wrong', async () => {
    const hash = await hashPassword('una-clave-larga');
    expect(hash).toMatch(/^\$2[aby]\$12\$/);
    expect(await verifyPassword('una-clave-larga', hash)).toBe(true);
    expect(await verifyPassword('otra-clave', hash)).toBe(false);
    expect(await verifyPassword('una-clave-larga', 'not-a-bcrypt-hash')).toBe(false);
    expect(await verifyPassword('una-clave-larga', null)).toBe(false);
  });

  it('runs at most `size` checks at a time, queues up to `maxQueue`, and refuses the next at once', async () => {
    const pool = new PasswordPool(1, 2);
    const hash = await hashPassword('una-clave-larga');
    const jobs = Array.from({ length: 4 }, () =>
      pool.run({ op: 'compare', password: 'una-clave-larga', hash }).then(
        (result) => result,
        (error: unknown) => error,
      ),
    );
    const results = await Promise.all(jobs);
    expect(results.slice(0, 3)).toEqual([true, true, true]);
    expect(results[3]).toBeInstanceOf(PasswordQueueFullError);
    // Once the queue has drained, checks are accepted again.
    expect(await pool.run({ op: 'compare', password: 'otra', hash })).toBe(false);
  });

  it('keeps answering public requests while 40 logins arrive at once; those beyond the queue get 503 and are not counted', async () => {
    const finished: string[] = [];
    const logins = Array.from({ length: 40 }, (_, i) =>
      t
        .request(
          '/api/auth/login',
          jsonBody({ username: TEST_ADMIN.username, password: `wrong-password-${i}` }, { 'x-forwarded-for': `192.0.2.${i + 1}` }),
        )
        .then(async (response) => {
          finished.push('login');
          return { status: response.status, body: await bodyOf(response), address: `192.0.2.${i + 1}` };
        }),
    );
    const brands = await t.request('/api/brands');
    finished.push('brands');
    expect(brands.status).toBe(200);
    const results = await Promise.all(logins);

    // The visitor was answered while password checks were still queued.
    expect(finished.indexOf('brands')).toBeLessThan(finished.length - 1);
    const checked = results.filter((result) => result.status === 401);
    const busy = results.filter((result) => result.status === 503);
    expect(checked.length + busy.length).toBe(40);
    expect(checked.length).toBeGreaterThanOrEqual(PASSWORD_WORKERS + PASSWORD_QUEUE);
    for (const refused of busy) {
      expect(refused.body).toEqual({
        message: 'El servidor está ocupado comprobando otros inicios de sesión. Inténtalo de nuevo en unos segundos.',
      });
      // An attempt answered 503 was never checked, so it left no failure behind.
      const row = await t
        .db('rate_limits')
        .where({ key: `login-pair:${TEST_ADMIN.username}|${refused.address}` })
        .first();
      expect(Number(row?.points ?? 0)).toBe(0);
    }
    expect(t.errors).toEqual([]);
  }, 120_000);
});
