import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, TEST_ADMIN, type TestApp } from '../../test-support/harness.js';
import { hashToken } from '../../http/session-cookie.js';
import { withRealHashCost } from '../../test-support/fast-passwords.js';

let clock = new Date('2026-11-23T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock, config: { loginMaxAttempts: 3, sessionTtlMs: 60 * 60_000 } });
});
afterAll(() => t.close());

function login(username: string, password: string, headers: Record<string, string> = {}) {
  return t.request('/api/auth/login', jsonBody({ username, password }, headers));
}

function cookieOf(response: Response): string {
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('login, me and logout', () => {
  it('logs in with the right password and answers the user with an HttpOnly SameSite cookie', async () => {
    const response = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({ username: TEST_ADMIN.username, role: 'admin' });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^casa_session=[A-Za-z0-9_-]{40,}/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('stores only the hash of the session token', async () => {
    const response = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    const token = cookieOf(response).split('=')[1] ?? '';
    expect(await t.db('admin_sessions').where({ id: token }).first()).toBeUndefined();
    expect(
      await t
        .db('admin_sessions')
        .where({ id: hashToken(token) })
        .first(),
    ).toBeDefined();
  });

  it('stores the password as a bcrypt hash of cost 12 or more', async () => {
    await withRealHashCost(() => t.createUser({ username: 'coste-real', password: 'una-clave-larga' }));
    const row = await t.db('admin_users').where({ username: 'coste-real' }).first();
    expect(row.password).toMatch(/^\$2[aby]\$1[2-9]\$/);
  });

  it('answers me with the user and what Mi cuenta must ask of them for a live session, 401 without one', async () => {
    const cookie = cookieOf(await login(TEST_ADMIN.username, TEST_ADMIN.password));
    const me = await t.request('/api/auth/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(Object.keys(await bodyOf(me)).sort()).toEqual([
      'id',
      'passwordChangeReason',
      'role',
      'twoFactorEnabled',
      'twoFactorSetupRequired',
      'username',
    ]);
    expect((await t.request('/api/auth/me')).status).toBe(401);
    expect((await t.request('/api/auth/me', { headers: { cookie: 'casa_session=forged-token-value-1234567890' } })).status).toBe(401);
  });

  it('ends the session on logout: the row is deleted and the cookie cleared', async () => {
    const cookie = cookieOf(await login(TEST_ADMIN.username, TEST_ADMIN.password));
    const logout = await t.request('/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/casa_session=;/);
    expect((await t.request('/api/auth/me', { headers: { cookie } })).status).toBe(401);
  });

  it('treats an expired session as logged out', async () => {
    const cookie = cookieOf(await login(TEST_ADMIN.username, TEST_ADMIN.password));
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect((await t.request('/api/auth/me', { headers: { cookie } })).status).toBe(401);
  });

  it('answers a wrong password and an unknown user alike, with the Spanish message', async () => {
    const wrong = await login(TEST_ADMIN.username, 'not-the-password', { 'x-forwarded-for': '10.0.0.9' });
    const unknown = await login('nobody-here', 'whatever-password', { 'x-forwarded-for': '10.0.0.9' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await bodyOf(wrong)).toEqual({ message: 'Credenciales inválidas' });
    expect(await bodyOf(unknown)).toEqual({ message: 'Credenciales inválidas' });
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('validates the login payload with the product’s messages', async () => {
    const response = await login('ab', '123');
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.errors.username).toContain('Username must be at least 3 characters');
    expect(body.errors.password).toContain('Password must be at least 6 characters');
    expect((await t.request('/api/auth/login', jsonBody({ username: ['x'], password: { $ne: 1 } }))).status).toBe(400);
  });
});

describe('login throttling', () => {
  it('refuses further attempts for a username from one address after repeated failures, even with the right password', async () => {
    await t.db('admin_users').insert({ username: 'throttled', password: 'x', role: 'editor' });
    for (let i = 0; i < 3; i += 1) expect((await login('throttled', `wrong-${i}-pass`)).status).toBe(401);
    const blocked = await login('throttled', 'anything-else');
    expect(blocked.status).toBe(429);
    expect((await bodyOf(blocked)).message).toMatch(/Demasiados intentos/);
  });
});

describe('password length in bytes', () => {
  it('refuses a password over 72 bytes of UTF-8 with a Spanish message, before any check', async () => {
    // 40 characters but 80 bytes: bcrypt would ignore everything after the 72nd byte.
    const response = await login(TEST_ADMIN.username, 'ñ'.repeat(40));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).errors.password).toEqual([
      'La contraseña es demasiado larga: como máximo 72 bytes (las letras con tilde y los símbolos ocupan más de uno).',
    ]);
    expect((await login(TEST_ADMIN.username, 'a'.repeat(73))).status).toBe(400);
  });
});

describe('cross-site requests', () => {
  it('refuses a mutation whose Origin is another site', async () => {
    const response = await login(TEST_ADMIN.username, TEST_ADMIN.password, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toEqual({ message: 'Origen no permitido' });
  });

  it('refuses a mutation whose Referer is another site when there is no Origin', async () => {
    const response = await fetch(`${t.baseUrl}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: 'https://evil.example/form' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });

  it('accepts requests from the site itself and from non-browser clients', async () => {
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
    const noOrigin = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(noOrigin.status).toBe(200);
  });
});
