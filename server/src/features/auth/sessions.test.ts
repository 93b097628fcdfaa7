import fs from 'node:fs';
import { MESSAGES, type PasswordChangeReason } from '@casa/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../deps.js';
import { bodyOf, jsonBody, startTestApp, TEST_ADMIN, type TestApp } from '../../test-support/harness.js';
import { stubWebBuild } from '../../test-support/web-stub.js';
import { hashPassword } from '../../passwords/bcrypt.js';
import { AdminUserError, ensureInitialAdmin } from './service.js';

// Sessions end when idle (SESSION_IDLE_MINUTES, default 720), answers with personal data are never
// kept by a browser, and passwords chosen before the 12-character rule still sign in and are asked
// to change (docs/decisions/0015-device-cookies-and-two-step-sign-in.md). Injected clock.
let clock = new Date('2026-11-26T08:00:00.000Z');
const minutes = (count: number) => (clock = new Date(clock.getTime() + count * 60_000));
const webDist = stubWebBuild();
let t: TestApp;

beforeAll(async () => {
  // The read cache is on: its public answers must stay cacheable.
  t = await startTestApp({ now: () => clock, config: { webDist, readCacheBytes: 8 * 1024 * 1024 } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const sessionOf = (response: Response) => response.headers.getSetCookie()[0]!.split(';')[0]!;
const me = (cookie: string) => t.request('/api/auth/me', { headers: { cookie } });

describe('idle sessions', () => {
  it('ends a session unused for SESSION_IDLE_MINUTES, while one in use lasts until SESSION_TTL_HOURS', async () => {
    expect(t.deps.config.sessionIdleMs).toBe(720 * 60_000);
    const idle = await t.adminCookie();
    const busy = await t.adminCookie();
    // `busy` is used every 11 hours; `idle` is not touched.
    for (let hour = 0; hour < 3; hour += 1) {
      minutes(11 * 60);
      expect((await me(busy)).status).toBe(200);
    }
    expect((await me(idle)).status).toBe(401);
    expect((await me(busy)).status).toBe(200);
    // Still used, but past the absolute 168 hours: over.
    for (let day = 0; day < 14; day += 1) {
      minutes(11 * 60);
      if (day < 12) expect((await me(busy)).status).toBe(200);
    }
    expect((await me(busy)).status).toBe(401);
  });

  it('ends a session idle for exactly the idle time, not a minute later', async () => {
    const cookie = await t.adminCookie();
    minutes(719);
    expect((await me(cookie)).status).toBe(200);
    minutes(720);
    expect((await me(cookie)).status).toBe(401);
  });
});

describe('Cache-Control: no-store on personal answers', () => {
  it('marks every answer to a signed-in request and every answer of a route that needs a session', async () => {
    const cookie = await t.adminCookie();
    for (const path of [
      '/api/auth/me',
      '/api/leads',
      '/api/users',
      '/api/projects',
      '/api/leads/summary',
      '/api/newsletter/subscribers',
      '/api/auth/policy',
    ]) {
      const signedIn = await t.request(path, { headers: { cookie } });
      expect(signedIn.status, path).toBe(200);
      expect(signedIn.headers.get('cache-control'), path).toBe('no-store');
      const anonymous = await t.request(path);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.headers.get('cache-control'), path).toBe('no-store');
    }
    // A route that sets its own Cache-Control does not undo it for a signed-in request.
    expect((await t.request('/api/settings', { headers: { cookie } })).headers.get('cache-control')).toBe('no-store');
    // The login's answer names the user.
    const login = await t.request('/api/auth/login', jsonBody(TEST_ADMIN));
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the read cache’s public answers cacheable, before and after a signed-in request for them', async () => {
    const cookie = await t.adminCookie();
    for (const path of ['/api/brands', '/api/projects?division=corporativo', '/api/settings', '/']) {
      const before = await t.request(path);
      expect(before.status, path).toBe(200);
      expect(before.headers.get('cache-control') ?? '', path).not.toMatch(/no-store|private/);
      expect((await t.request(path, { headers: { cookie } })).headers.get('cache-control'), path).toBe('no-store');
      const after = await t.request(path);
      expect(after.headers.get('cache-control') ?? '', path).not.toMatch(/no-store|private/);
      expect(after.headers.get('etag'), path).toBe(before.headers.get('etag'));
    }
  });
});

describe('passwords chosen before the 12-character rule', { timeout: 90_000 }, () => {
  async function userWith(username: string, password: string): Promise<void> {
    await t.db('admin_users').insert({ username, password: await hashPassword(password), role: 'editor' });
  }

  it.each<[string, string, PasswordChangeReason]>([
    ['corta', 'secreto', 'short'],
    ['comun', 'password1234', 'common'],
  ])('still sign in; Mi cuenta is told why to change it (%s) until a new one is chosen', async (username, password, reason) => {
    await userWith(username, password);
    const response = await t.request('/api/auth/login', jsonBody({ username, password }));
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({ username, passwordChangeReason: reason });
    const cookie = sessionOf(response);
    expect(await bodyOf(await me(cookie))).toMatchObject({ passwordChangeReason: reason });

    const change = await t.request('/api/auth/password', {
      ...jsonBody({ currentPassword: password, newPassword: 'una clave nueva y larga' }),
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(change.status).toBe(204);
    expect(await bodyOf(await me(cookie))).toMatchObject({ passwordChangeReason: null });
  });

  it('holds the first admin to the rule: a short ADMIN_PASSWORD is refused in Spanish', async () => {
    await t.db('admin_sessions').delete();
    await t.db('admin_users').delete();
    const lines: string[] = [];
    const log: Logger = { info: (message) => lines.push(message), error: (message) => lines.push(message) };
    const first = (adminPassword: string) => ensureInitialAdmin({ ...t.deps, log, config: { ...t.deps.config, adminPassword } });
    await expect(first('clave-corta')).rejects.toThrow(new AdminUserError(`ADMIN_PASSWORD: ${MESSAGES.newPasswordMin}`));
    await expect(first('qwerty123456')).rejects.toThrow(new AdminUserError(`ADMIN_PASSWORD: ${MESSAGES.passwordCommon}`));
    expect(await t.db('admin_users')).toEqual([]);
    expect(await first('una clave de doce o más')).toEqual({ created: true, passwordFile: null });
  });
});
