import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonBody, startTestApp, TEST_ADMIN, type TestApp } from '../../test-support/harness.js';
import { createAdminUser } from './service.js';
import { accountSubject, UNKNOWN_BUCKETS } from './throttle.js';

// Guessing spread over many addresses, held per account without locking staff out
// (docs/decisions/0015-device-cookies-and-two-step-sign-in.md), with the default limits:
// 20 failures per account in 15 minutes, 5 per (username, address), 20 per address.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db('rate_limits').delete());
afterEach(() => vi.useRealTimers());

function login(username: string, password: string, from: string, cookie?: string) {
  return t.request('/api/auth/login', jsonBody({ username, password }, { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) }));
}

/** `casa_device=…` as a browser would send it back. */
function deviceCookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((item) => item.startsWith('casa_device='));
  expect(line).toMatch(/HttpOnly/i);
  return line!.split(';')[0]!;
}

const count = (responses: Response[], status: number) => responses.filter((response) => response.status === status).length;

describe('per-account login limit with device cookies', { timeout: 180_000 }, () => {
  it('checks at most 20 of 60 wrong guesses for one username from 60 addresses; the usual computer still signs in, a new one waits for the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    // Staff signed in from this computer yesterday: it holds the device cookie, 180 days long.
    const earlier = await login(TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.10');
    expect(earlier.status).toBe(200);
    const device = deviceCookieOf(earlier);
    const expires = /Expires=([^;]+)/i.exec(earlier.headers.getSetCookie().find((line) => line.startsWith('casa_device='))!)![1]!;
    expect(new Date(expires).getTime() - Date.now()).toBeGreaterThan(179 * 24 * 3600_000);

    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(TEST_ADMIN.username, `adivinanza-${i}`, `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`)),
    );
    // At most 20 reach bcrypt (401), or were refused for the full hash queue (503), which still counts.
    expect(count(guesses, 401)).toBeLessThanOrEqual(20);
    expect(count(guesses, 401) + count(guesses, 503)).toBe(20);
    expect(count(guesses, 429)).toBe(40);
    const admin = await t.db('admin_users').where({ username: TEST_ADMIN.username }).first();
    const counter = await t
      .db('rate_limits')
      .where({ key: `login-account:user:${admin.id}` })
      .first();
    expect(Number(counter.points)).toBe(60);

    // A new computer, right password, during the attack: held like the attacker.
    const newComputer = await login(TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.20');
    expect(newComputer.status).toBe(429);
    expect(await bodyOf(newComputer)).toEqual({ message: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.' });
    // The computer that signed in before, even from another network today: in.
    const usual = await login(TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.30', device);
    expect(usual.status).toBe(200);
    expect(await bodyOf(usual)).toMatchObject({ username: TEST_ADMIN.username });

    // After the 15-minute window the new computer signs in too.
    vi.setSystemTime(new Date('2026-11-26T10:16:00Z'));
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.20')).status).toBe(200);
  });

  it('exempts only a cookie signed by the server for that account: another account’s or a forged one counts like none', async () => {
    await createAdminUser(t.deps, { username: 'vecina', password: 'clave-de-vecina', role: 'editor' });
    const other = deviceCookieOf(await login('vecina', 'clave-de-vecina', '203.0.113.40'));
    // One cookie remembers several accounts of a shared computer.
    const shared = deviceCookieOf(await login(TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.40', other));
    expect(shared.split('~')).toHaveLength(2);

    const admin = await t.db('admin_users').where({ username: TEST_ADMIN.username }).first();
    // An attack used up the account's 20 failures.
    await t
      .db('rate_limits')
      .where({ key: `login-account:user:${admin.id}` })
      .delete();
    await t.db('rate_limits').insert({ key: `login-account:user:${admin.id}`, points: 20, expire: Date.now() + 15 * 60_000 });
    const [, entry] = /^casa_device=(.*)$/.exec(other)!;
    const [, nonce, signature] = entry!.split('.');
    const forged = `casa_device=${admin.id}.${nonce}.${signature}`;
    for (const cookie of [other, forged, `casa_device=${admin.id}.${randomBytes(16).toString('base64url')}.${'A'.repeat(43)}`]) {
      expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.41', cookie)).status).toBe(429);
    }
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.42', shared)).status).toBe(200);
    expect((await login('vecina', 'clave-de-vecina', '203.0.113.42', shared)).status).toBe(200);
  });

  it('holds a device cookie to its own limit, so a stolen one buys 5 guesses a window, not more', async () => {
    const device = deviceCookieOf(await login(TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.50'));
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(TEST_ADMIN.username, `robada-${i}`, `198.19.0.${i + 1}`, device)),
    );
    expect(count(guesses, 401) + count(guesses, 503)).toBe(5);
    expect(count(guesses, 429)).toBe(3);
  });

  it('keeps the throttle table small under a flood of new usernames', async () => {
    // 300 invented names at once from one address: the address is counted first, so only its first
    // 20 attempts add a pair and an account counter; the rest add nothing.
    const flood = await Promise.all(Array.from({ length: 300 }, (_, i) => login(`inventado-${i}`, 'cualquier-clave', '198.51.100.77')));
    expect(count(flood, 429)).toBe(280);
    expect(Number((await t.db('rate_limits').count({ n: '*' }).first())?.n)).toBeLessThanOrEqual(1 + 20 + 20);

    // From any number of addresses, names without an account share a fixed set of counters.
    const key = randomBytes(32);
    const buckets = new Set(Array.from({ length: 20_000 }, (_, i) => JSON.stringify(accountSubject(key, `nombre-${i}`, null))));
    expect(buckets.size).toBeLessThanOrEqual(UNKNOWN_BUCKETS);
    expect(accountSubject(key, 'Maria', 7)).toEqual({ account: 'user:7' });
    expect(accountSubject(key, 'NADIE', null)).toEqual(accountSubject(key, 'nadie', null));
  });
});
