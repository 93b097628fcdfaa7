import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonBody, startTestApp, TEST_ADMIN, type TestApp } from '../../test-support/harness.js';
import { pruneRateLimits } from '../../http/rate-limits.js';

// The login throttle with its default limits: 5 failures per (username, address), 20 per address,
// in 15 minutes (docs/decisions/0004-login-throttle.md).
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db('rate_limits').delete());
afterEach(() => vi.useRealTimers());

function login(username: string, password: string, from: string) {
  return t.request('/api/auth/login', jsonBody({ username, password }, { 'x-forwarded-for': from }));
}

const statuses = (responses: Response[]) => responses.map((response) => response.status);
const count = (values: number[], status: number) => values.filter((value) => value === status).length;

// Each test checks several passwords at bcrypt cost 12: generous time for a busy machine.
describe('login throttle', { timeout: 120_000 }, () => {
  it('checks at most 5 of 40 wrong passwords sent at the same moment; the rest are answered 429', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(TEST_ADMIN.username, `wrong-password-${i}`, '198.51.100.1')),
    );
    const codes = statuses(responses);
    expect(count(codes, 401)).toBe(5);
    expect(count(codes, 429)).toBe(35);
    const refused = responses.find((response) => response.status === 429)!;
    expect(await bodyOf(refused)).toEqual({ message: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.' });
    // Retry-After: the seconds left of the 15-minute window.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });

  it('lets the right password in from another address after 8 failures from one address', async () => {
    for (let i = 0; i < 8; i += 1) await login(TEST_ADMIN.username, `wrong-password-${i}`, '198.51.100.2');
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '198.51.100.2')).status).toBe(429);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.50')).status).toBe(200);
  });

  it('refuses the 21st failure from one address whatever usernames it tries', async () => {
    // In batches of 5, so the password queue (2 running + 8 waiting) never answers 503.
    for (let batch = 0; batch < 4; batch += 1) {
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, i) => login(`user-${batch}-${i}`, 'wrong-password', '198.51.100.3')),
      );
      expect(count(statuses(responses), 401)).toBe(5);
    }
    expect((await login('someone-new', 'wrong-password', '198.51.100.3')).status).toBe(429);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '198.51.100.3')).status).toBe(429);
    expect((await login('someone-new', 'wrong-password', '198.51.100.4')).status).toBe(401);
  });

  it('counts every IPv6 address of one /64 under one key', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await login(TEST_ADMIN.username, 'wrong-password', `2001:db8:aa:1::${i}`)).status).toBe(401);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '2001:db8:aa:1:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '2001:db8:aa:2::1')).status).toBe(200);
  });

  it('starts the (username, address) count again after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login(TEST_ADMIN.username, 'wrong-password', '198.51.100.5')).status).toBe(401);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '198.51.100.5')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(TEST_ADMIN.username, 'wrong-password', '198.51.100.5')).status).toBe(401);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '198.51.100.5')).status).toBe(200);
  });

  it('counts a failure for a username that does not exist like any other, only for that address', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('nobody-here', 'wrong-password', '198.51.100.6')).status).toBe(401);
    expect((await login('nobody-here', 'wrong-password', '198.51.100.6')).status).toBe(429);
    expect((await login('nobody-here', 'wrong-password', '198.51.100.7')).status).toBe(401);
  });

  it('lets the address try again once the 15-minute window has passed, and prunes the old counters', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    for (let i = 0; i < 5; i += 1) await login(TEST_ADMIN.username, 'wrong-password', '198.51.100.8');
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '198.51.100.8')).status).toBe(429);
    vi.setSystemTime(new Date('2026-11-23T10:16:00Z'));
    expect(await pruneRateLimits(t.db, Date.now())).toBeGreaterThan(0);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '198.51.100.8')).status).toBe(200);
  });
});
