import fs from 'node:fs';
import { MESSAGES } from '@casa/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, type Json, startTestApp, TEST_ADMIN, type TestApp } from '../../test-support/harness.js';
import { createAdminUser } from './service.js';
import { base32Decode, totp } from './totp.js';

// Two-step sign-in (docs/decisions/0015-device-cookies-and-two-step-sign-in.md), on the injected clock.
let clock = new Date('2026-11-26T10:00:00.000Z');
/** Moves to the next 30-second step, so a new code exists. */
const nextStep = () => (clock = new Date(clock.getTime() + 30_000));
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock, config: { loginMaxAttemptsPerAddress: 1000 } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db('rate_limits').delete();
  await t.db('admin_users').whereNot({ username: TEST_ADMIN.username }).delete();
  await t.db('admin_users').where({ username: TEST_ADMIN.username }).update({ totp_secret: null, totp_pending_secret: null });
  await t.db('site_settings').delete();
  t.errors.length = 0;
});

/** `name=value` of one cookie the response sets, or null. */
function cookie(response: Response, name: string): string | null {
  const line = response.headers.getSetCookie().find((item) => item.startsWith(`${name}=`));
  const pair = line?.split(';')[0] ?? null;
  return pair && pair !== `${name}=` ? pair : null;
}

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.request('/api/auth/login', jsonBody({ username, password }, headers));

function call(method: string, path: string, cookies: string, body?: unknown) {
  return t.request(path, {
    method,
    headers: { cookie: cookies, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function signIn(username: string, password: string): Promise<string> {
  const response = await login(username, password);
  expect(response.status, await response.clone().text()).toBe(200);
  return cookie(response, 'casa_session')!;
}

/** The current code of a secret as an authenticator app shows it. */
const codeOf = (secret: string) => totp(base32Decode(secret), clock.getTime());

/** Signs up `username` with a second factor on; answers its secret and recovery codes. */
async function withTwoFactor(username: string, role: 'admin' | 'editor' = 'editor') {
  await createAdminUser(t.deps, { username, password: `clave-de-${username}`, role });
  const session = await signIn(username, `clave-de-${username}`);
  const setup = await bodyOf(await call('POST', '/api/auth/2fa/setup', session));
  const enabled = await call('POST', '/api/auth/2fa/enable', session, { code: codeOf(setup.secret) });
  expect(enabled.status, await enabled.clone().text()).toBe(200);
  const { recoveryCodes } = await bodyOf(enabled);
  nextStep();
  return { session, secret: setup.secret as string, recoveryCodes: recoveryCodes as string[] };
}

/** The password step of an account with a second factor: the second-step cookie. */
async function passwordStep(username: string): Promise<string> {
  const response = await login(username, `clave-de-${username}`);
  expect(response.status).toBe(200);
  expect(await bodyOf(response)).toEqual({ twoFactorRequired: true });
  expect(cookie(response, 'casa_session')).toBeNull();
  return cookie(response, 'casa_2fa')!;
}

const verify = (challenge: string, code: string) => call('POST', '/api/auth/2fa/verify', challenge, { code });

// Each test checks several passwords at bcrypt cost 12: generous time for a busy machine.
describe('two-step sign-in (TOTP, RFC 6238)', { timeout: 120_000 }, () => {
  it('round trip: set up with the QR code’s secret, confirm a code, then the sign-in needs a code; a recovery code works once; a replayed code is refused', async () => {
    await createAdminUser(t.deps, { username: 'dos-pasos', password: 'clave-de-dos-pasos', role: 'editor' });
    const session = await signIn('dos-pasos', 'clave-de-dos-pasos');

    const setup = await call('POST', '/api/auth/2fa/setup', session);
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = await bodyOf(setup);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Casa Mobilia');
    expect(decodeURIComponent(url.pathname)).toBe('/Casa Mobilia:dos-pasos');
    expect(setup.headers.get('cache-control')).toBe('no-store');

    // Not on until a code confirms it; a wrong code says so under the field.
    expect((await bodyOf(await call('GET', '/api/auth/me', session))).twoFactorEnabled).toBe(false);
    const wrong = await call('POST', '/api/auth/2fa/enable', session, { code: '000000' === codeOf(secret) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(await bodyOf(wrong)).toEqual({ message: MESSAGES.twoFactorCodeWrong, errors: { code: [MESSAGES.twoFactorCodeWrong] } });
    const enableCode = codeOf(secret);
    const enabled = await call('POST', '/api/auth/2fa/enable', session, { code: enableCode });
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = await bodyOf(enabled);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await bodyOf(await call('GET', '/api/auth/me', session))).twoFactorEnabled).toBe(true);
    expect((await call('POST', '/api/auth/2fa/setup', session)).status).toBe(409);

    // The right password alone opens no session.
    let challenge = await passwordStep('dos-pasos');
    expect((await call('GET', '/api/auth/me', challenge)).status).toBe(401);
    // The code that confirmed the set-up was used: the same step is refused.
    const replay = await verify(challenge, enableCode);
    expect(replay.status).toBe(401);
    expect(await bodyOf(replay)).toEqual({ message: MESSAGES.twoFactorCodeWrong, errors: { code: [MESSAGES.twoFactorCodeWrong] } });

    nextStep();
    const code = codeOf(secret);
    const done = await verify(challenge, code);
    expect(done.status).toBe(200);
    expect(await bodyOf(done)).toMatchObject({ username: 'dos-pasos', twoFactorEnabled: true });
    expect(done.headers.get('cache-control')).toBe('no-store');
    const signedIn = cookie(done, 'casa_session')!;
    expect(signedIn).toMatch(/^casa_session=/);
    expect(done.headers.getSetCookie().find((line) => line.startsWith('casa_2fa='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call('GET', '/api/auth/me', signedIn)).status).toBe(200);
    // The second-step cookie is spent, and the same code at a new sign-in is refused.
    expect((await verify(challenge, code)).status).toBe(401);
    challenge = await passwordStep('dos-pasos');
    expect((await verify(challenge, code)).status).toBe(401);

    // A recovery code, typed in capitals, works once.
    const recovery = recoveryCodes[3]!.toUpperCase();
    expect((await verify(challenge, recovery)).status).toBe(200);
    challenge = await passwordStep('dos-pasos');
    expect((await verify(challenge, recovery)).status).toBe(401);
    expect((await verify(challenge, recoveryCodes[4]!.replace('-', ' '))).status).toBe(200);
    expect(t.errors).toEqual([]);
  });

  it('each code works once, also when two requests send it at the same moment', async () => {
    const { secret, recoveryCodes } = await withTwoFactor('a-la-vez');
    const challenges = await Promise.all([passwordStep('a-la-vez'), passwordStep('a-la-vez'), passwordStep('a-la-vez')]);
    const code = codeOf(secret);
    const byCode = await Promise.all(challenges.map((challenge) => verify(challenge, code)));
    expect(byCode.map((response) => response.status).sort()).toEqual([200, 401, 401]);

    const again = await Promise.all([passwordStep('a-la-vez'), passwordStep('a-la-vez'), passwordStep('a-la-vez')]);
    const byRecovery = await Promise.all(again.map((challenge) => verify(challenge, recoveryCodes[0]!)));
    expect(byRecovery.map((response) => response.status).sort()).toEqual([200, 401, 401]);
    // Two different recovery codes at the same moment both work: the list is changed, not lost.
    const both = await Promise.all([passwordStep('a-la-vez'), passwordStep('a-la-vez')]);
    const pair = await Promise.all([verify(both[0]!, recoveryCodes[1]!), verify(both[1]!, recoveryCodes[2]!)]);
    expect(pair.map((response) => response.status)).toEqual([200, 200]);
    const row = await t.db('admin_users').where({ username: 'a-la-vez' }).first();
    expect(JSON.parse(row.recovery_codes)).toHaveLength(7);
  });

  it('counts wrong codes like passwords: of 8 sent at once at most 5 are checked, then even the right one waits', async () => {
    const { secret } = await withTwoFactor('adivina');
    const challenge = await passwordStep('adivina');
    const right = codeOf(secret);
    const wrongCodes = Array.from({ length: 8 }, (_, i) => String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(wrongCodes.map((code) => verify(challenge, code)));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const blocked = await verify(challenge, right);
    expect(blocked.status).toBe(429);
    expect(await bodyOf(blocked)).toEqual({ message: MESSAGES.tooManyAttempts });
  });

  it('gives the second step a few minutes: a late code, or none of its cookie, means signing in again', async () => {
    const { secret } = await withTwoFactor('lenta');
    const challenge = await passwordStep('lenta');
    clock = new Date(clock.getTime() + 6 * 60_000);
    const late = await verify(challenge, codeOf(secret));
    expect(late.status).toBe(401);
    expect(await bodyOf(late)).toEqual({ message: MESSAGES.twoFactorExpired });
    expect((await t.request('/api/auth/2fa/verify', jsonBody({ code: codeOf(secret) }))).status).toBe(401);
    const malformed = await verify(await passwordStep('lenta'), '12-34');
    expect(malformed.status).toBe(400);
    expect((await bodyOf(malformed)).errors).toEqual({ code: [MESSAGES.twoFactorCodeInvalid] });
  });

  it('keeps the secret out of the database: it is sealed with the key file, readable by its owner only', async () => {
    const { secret } = await withTwoFactor('sellada');
    const row = await t.db('admin_users').where({ username: 'sellada' }).first();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.recovery_codes).not.toMatch(/-/);
    if (process.platform !== 'win32') expect(fs.statSync(t.deps.config.totpKeyFile).mode & 0o777).toBe(0o600);
  });

  it('answers 503 in Spanish, never a wrong code, when a process has another key file', async () => {
    const { secret } = await withTwoFactor('otra-clave');
    const original = t.deps.config.totpKeyFile;
    t.deps.config.totpKeyFile = `${original}.otro`;
    try {
      const challenge = await passwordStep('otra-clave');
      const refused = await verify(challenge, codeOf(secret));
      expect(refused.status).toBe(503);
      expect(await bodyOf(refused)).toEqual({ message: MESSAGES.twoFactorKeyUnavailable });
      expect(String(t.errors[0])).toMatch(/TotpKeyError/);
    } finally {
      t.deps.config.totpKeyFile = original;
      t.errors.length = 0;
    }
  });

  it('turns off with the password; then the password alone signs in again', async () => {
    const { session } = await withTwoFactor('apaga');
    const wrong = await call('POST', '/api/auth/2fa/disable', session, { password: 'no-es-esta-clave' });
    expect(wrong.status).toBe(400);
    expect((await bodyOf(wrong)).errors).toEqual({ password: [MESSAGES.currentPasswordWrong] });
    expect((await call('POST', '/api/auth/2fa/disable', session, {})).status).toBe(400);
    expect((await call('POST', '/api/auth/2fa/disable', session, { password: 'clave-de-apaga' })).status).toBe(204);
    const response = await login('apaga', 'clave-de-apaga');
    expect(await bodyOf(response)).toMatchObject({ username: 'apaga', twoFactorEnabled: false });
    expect(cookie(response, 'casa_session')).not.toBeNull();
    expect((await call('POST', '/api/auth/2fa/disable', session, { password: 'clave-de-apaga' })).status).toBe(409);
  });

  it('lets an admin turn off another user’s second factor (a lost phone), never their own that way', async () => {
    await withTwoFactor('sin-telefono');
    const admin = await t.adminCookie();
    const users: Json[] = await bodyOf(await call('GET', '/api/users', admin));
    const user = users.find((item) => item.username === 'sin-telefono');
    expect(user).toMatchObject({ twoFactorEnabled: true });
    const answer = await call('PATCH', `/api/users/${user.id}`, admin, { twoFactorEnabled: false });
    expect(answer.status).toBe(200);
    expect(await bodyOf(answer)).toMatchObject({ twoFactorEnabled: false });
    expect(await bodyOf(await login('sin-telefono', 'clave-de-sin-telefono'))).toMatchObject({ username: 'sin-telefono' });

    const adminId = users.find((item) => item.username === TEST_ADMIN.username).id;
    const own = await call('PATCH', `/api/users/${adminId}`, admin, { twoFactorEnabled: false });
    expect(own.status).toBe(409);
    expect(await bodyOf(own)).toEqual({ message: MESSAGES.notYourselfTwoFactor });
  });
});

describe('Configuración: requireTwoFactorForAdmins', { timeout: 120_000 }, () => {
  it('is off by default, admins only, and never part of the public settings', async () => {
    const admin = await t.adminCookie();
    expect(await bodyOf(await call('GET', '/api/auth/policy', admin))).toEqual({ requireTwoFactorForAdmins: false });
    await createAdminUser(t.deps, { username: 'editora', password: 'clave-de-editora', role: 'editor' });
    const editor = await signIn('editora', 'clave-de-editora');
    expect((await call('GET', '/api/auth/policy', editor)).status).toBe(403);
    expect((await call('PUT', '/api/auth/policy', editor, { requireTwoFactorForAdmins: false })).status).toBe(403);
    expect((await call('PUT', '/api/auth/policy', admin, { requireTwoFactorForAdmins: 'sí' })).status).toBe(400);
    // An admin who has no second factor cannot make one mandatory (this session would be held to setting it up).
    const first = await call('PUT', '/api/auth/policy', admin, { requireTwoFactorForAdmins: true });
    expect(first.status).toBe(409);
    expect(await bodyOf(first)).toEqual({ message: MESSAGES.twoFactorEnableFirst });
  });

  it('once on, an admin without a second factor is signed in only to set one up; editors and public pages are unaffected', async () => {
    const { session: jefa } = await withTwoFactor('jefa', 'admin');
    const other = await t.adminCookie(); // TEST_ADMIN, no second factor
    await createAdminUser(t.deps, { username: 'editor-libre', password: 'clave-de-editor-libre', role: 'editor' });
    const editor = await signIn('editor-libre', 'clave-de-editor-libre');

    const on = await call('PUT', '/api/auth/policy', jefa, { requireTwoFactorForAdmins: true });
    expect(on.status).toBe(200);
    expect(await bodyOf(on)).toEqual({ requireTwoFactorForAdmins: true });
    // The admins without a second factor are signed out; the rest keep working.
    expect((await call('GET', '/api/auth/me', other)).status).toBe(401);
    expect((await call('GET', '/api/users', jefa)).status).toBe(200);
    expect((await call('GET', '/api/projects/all', editor)).status).toBe(200);

    const settings = await t.request('/api/settings');
    expect(JSON.stringify(await bodyOf(settings))).not.toMatch(/requireTwoFactor|two_factor/i);
    const home = await t.request('/');
    expect(await home.text()).not.toMatch(/requireTwoFactor|two_factor/i);

    const held = await signIn(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(await bodyOf(await call('GET', '/api/auth/me', held))).toMatchObject({ twoFactorSetupRequired: true, twoFactorEnabled: false });
    for (const path of ['/api/users', '/api/leads', '/api/auth/policy', '/api/brands/0']) {
      const refused = await call(path === '/api/brands/0' ? 'DELETE' : 'GET', path, held);
      expect(refused.status, path).toBe(403);
      expect(await bodyOf(refused)).toEqual({ message: MESSAGES.twoFactorSetupRequired });
    }
    // Nor the staff's project list, with its drafts.
    const projects = await call('GET', '/api/projects/all', held);
    expect(projects.status).toBe(403);
    expect(await bodyOf(projects)).toEqual({ message: MESSAGES.twoFactorSetupRequired });
    const setup = await bodyOf(await call('POST', '/api/auth/2fa/setup', held));
    expect((await call('POST', '/api/auth/2fa/enable', held, { code: codeOf(setup.secret) })).status).toBe(200);
    expect(await bodyOf(await call('GET', '/api/auth/me', held))).toMatchObject({ twoFactorSetupRequired: false, twoFactorEnabled: true });
    expect((await call('GET', '/api/projects/all', held)).status).toBe(200);

    // While it is on, an admin cannot turn their own off.
    const off = await call('POST', '/api/auth/2fa/disable', jefa, { password: 'clave-de-jefa' });
    expect(off.status).toBe(409);
    expect(await bodyOf(off)).toEqual({ message: MESSAGES.twoFactorRequiredForAdmins });
    // Undoing the public settings never touches it.
    expect((await call('POST', '/api/settings/undo', jefa)).status).toBe(409);
    expect(await bodyOf(await call('GET', '/api/auth/policy', jefa))).toEqual({ requireTwoFactorForAdmins: true });
    expect(t.errors).toEqual([]);
  });
});
