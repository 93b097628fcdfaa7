import { MESSAGES } from '@casa/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteUser, updateUser } from './service.js';
import { withRealHashCost } from '../../test-support/fast-passwords.js';
import { bodyOf, jsonBody, type Json, startTestApp, TEST_ADMIN, type TestApp } from '../../test-support/harness.js';

// docs/product.md §6: admins manage users and roles; editors manage content only.
let t: TestApp;
let adminCookie: string;
let adminId: number;

beforeAll(async () => {
  // These tests sign in many times from one address on purpose: the address gets plenty of
  // failures, each username the default few (the Mi cuenta throttle counts up to that limit).
  t = await startTestApp({ config: { loginMaxAttempts: 3, loginMaxAttemptsPerAddress: 1000 } });
  adminCookie = await t.adminCookie();
  adminId = (await bodyOf(await t.request('/api/auth/me', { headers: { cookie: adminCookie } }))).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db('admin_users').whereNot({ username: TEST_ADMIN.username }).delete();
  t.errors.length = 0;
});

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

function login(username: string, password: string) {
  return t.request('/api/auth/login', jsonBody({ username, password }));
}

async function signIn(username: string, password: string): Promise<string> {
  const response = await login(username, password);
  expect(response.status, await response.clone().text()).toBe(200);
  return cookieOf(response);
}

function call(method: string, path: string, cookie: string, body?: unknown) {
  return t.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function createUser(username: string, role: 'admin' | 'editor' = 'editor', password = `clave-de-${username}`): Promise<Json> {
  const response = await call('POST', '/api/users', adminCookie, { username, password, role });
  expect(response.status, await response.clone().text()).toBe(201);
  return bodyOf(response);
}

/**
 * Two admins acting on each other at once: one wins. The other is refused either by the
 * last-admin rule (409) or, if the winner's change landed before its session was read, as no
 * longer an admin (403) or no longer signed in (401).
 */
function expectOneWinner(a: Response, b: Response, success: number) {
  const statuses = [a.status, b.status];
  expect(statuses.filter((status) => status === success)).toHaveLength(1);
  expect(statuses.find((status) => status !== success)).toBeOneOf([401, 403, 409]);
}

const me = (cookie: string) => t.request('/api/auth/me', { headers: { cookie } });

describe('roles: only admins manage users', () => {
  it('answers an editor 403 with the Spanish message on every users call', async () => {
    const editor = await createUser('editora');
    const cookie = await signIn('editora', 'clave-de-editora');
    const answers = await Promise.all([
      call('GET', '/api/users', cookie),
      call('POST', '/api/users', cookie, { username: 'nuevo', password: 'clave-nueva', role: 'admin' }),
      call('PATCH', `/api/users/${editor.id}`, cookie, { role: 'admin' }),
      call('PATCH', `/api/users/${adminId}`, cookie, { disabled: true }),
      call('DELETE', `/api/users/${adminId}`, cookie),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(await bodyOf(answer)).toEqual({ message: MESSAGES.forbidden });
    }
    const row = await t.db('admin_users').where({ id: editor.id }).first();
    expect(row.role).toBe('editor');
    expect(await t.db('admin_users').where({ username: 'nuevo' }).first()).toBeUndefined();
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('/api/users')).status).toBe(401);
    expect((await t.request('/api/users', jsonBody({ username: 'x-user', password: 'clave-larga-1234', role: 'admin' }))).status).toBe(401);
  });

  it('lets an editor work on projects and brands', async () => {
    await createUser('editor-proyectos');
    const cookie = await signIn('editor-proyectos', 'clave-de-editor-proyectos');
    expect(await bodyOf(await me(cookie))).toMatchObject({ username: 'editor-proyectos', role: 'editor' });
    expect((await call('GET', '/api/projects', cookie)).status).toBe(200);
    // Past the role check: the empty brand form is refused for its content, not for who sent it.
    expect((await t.request('/api/brands', { method: 'POST', headers: { cookie }, body: new FormData() })).status).toBe(400);
  });

  it('applies a role change to open sessions at once', async () => {
    const user = await createUser('ascendida');
    const cookie = await signIn('ascendida', 'clave-de-ascendida');
    expect((await call('GET', '/api/users', cookie)).status).toBe(403);
    expect((await call('PATCH', `/api/users/${user.id}`, adminCookie, { role: 'admin' })).status).toBe(200);
    expect((await call('GET', '/api/users', cookie)).status).toBe(200);
  });

  it('refuses changes from another site', async () => {
    const response = await t.request('/api/users', {
      method: 'POST',
      headers: { cookie: adminCookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'intruso', password: 'clave-larga-1234', role: 'admin' }),
    });
    expect(response.status).toBe(403);
    expect(await t.db('admin_users').where({ username: 'intruso' }).first()).toBeUndefined();
  });
});

describe('GET /api/users', () => {
  it('lists id, username, role, state and creation date, never the password', async () => {
    await createUser('lista-editor');
    const response = await call('GET', '/api/users', adminCookie);
    expect(response.status).toBe(200);
    const users: Json[] = await bodyOf(response);
    expect(users.map((user) => user.username)).toEqual([TEST_ADMIN.username, 'lista-editor']);
    for (const user of users)
      expect(Object.keys(user).sort()).toEqual(['createdAt', 'disabled', 'id', 'role', 'twoFactorEnabled', 'username']);
    expect(users[1]).toMatchObject({
      role: 'editor',
      disabled: false,
      twoFactorEnabled: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(users)).not.toContain('$2');
  });
});

describe('POST /api/users', () => {
  it('creates a user who can sign in with that password and role', async () => {
    const created = await withRealHashCost(() => createUser('nueva-admin', 'admin', 'una clave con ñ'));
    expect(created).toMatchObject({ username: 'nueva-admin', role: 'admin', disabled: false });
    const cookie = await signIn('nueva-admin', 'una clave con ñ');
    expect(await bodyOf(await me(cookie))).toMatchObject({ id: created.id, username: 'nueva-admin', role: 'admin' });
    const row = await t.db('admin_users').where({ id: created.id }).first();
    expect(row.password).toMatch(/^\$2[aby]\$1[2-9]\$/);
  });

  it('validates with Spanish messages: username, the password rule (12 characters, UTF-8 bytes, common passwords), role', async () => {
    const response = await call('POST', '/api/users', adminCookie, { username: 'ab', password: '123', role: 'jefe' });
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.errors).toEqual({ username: [MESSAGES.newUsernameMin], password: [MESSAGES.newPasswordMin], role: [MESSAGES.roleInvalid] });

    // 37 × 'ñ' is 37 characters but 74 bytes: bcrypt would cut it short.
    const long = await call('POST', '/api/users', adminCookie, { username: 'con espacio', password: 'ñ'.repeat(37), role: 'editor' });
    expect((await bodyOf(long)).errors).toEqual({ username: [MESSAGES.usernameSpaces], password: [MESSAGES.passwordTooLong] });
    expect(
      (
        await call('POST', '/api/users', adminCookie, {
          username: 'setenta-y-dos',
          password: 'setenta y dos bytes '.repeat(4).slice(0, 72),
          role: 'editor',
        })
      ).status,
    ).toBe(201);
    const short = await call('POST', '/api/users', adminCookie, { username: 'corta', password: 'clave-corta', role: 'editor' });
    expect(await bodyOf(short)).toEqual({
      message: MESSAGES.newPasswordMin,
      errors: { password: ['La contraseña debe tener al menos 12 caracteres'] },
    });
    const common = await call('POST', '/api/users', adminCookie, { username: 'comun', password: 'Password1234', role: 'editor' });
    expect(common.status).toBe(400);
    expect((await bodyOf(common)).errors).toEqual({ password: [MESSAGES.passwordCommon] });

    for (const body of [null, [], 'texto', { username: ['x'], password: { $ne: 1 }, role: 'admin' }]) {
      const answer = await t.request('/api/users', {
        method: 'POST',
        headers: { cookie: adminCookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(400);
      expect(typeof (await bodyOf(answer)).message).toBe('string');
    }
    expect(t.errors).toEqual([]);
  });

  it('refuses a username already taken, also when two requests arrive at the same moment', async () => {
    await createUser('repetido');
    const again = await call('POST', '/api/users', adminCookie, { username: 'repetido', password: 'otra-clave-larga', role: 'editor' });
    expect(again.status).toBe(409);
    expect(await bodyOf(again)).toMatchObject({ message: MESSAGES.usernameTaken });

    // Case does not make a new name: staff would mix 'Repetido' and 'repetido' up.
    expect(
      (await call('POST', '/api/users', adminCookie, { username: 'Repetido', password: 'otra-clave-larga', role: 'editor' })).status,
    ).toBe(409);

    const answers = await Promise.all(
      ['a-la-vez', 'A-la-vez', 'a-la-vez'].map((username) =>
        call('POST', '/api/users', adminCookie, { username, password: 'clave-larga-1234', role: 'editor' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await t.db('admin_users').whereRaw("lower(username) = 'a-la-vez'")).toHaveLength(1);
    expect(t.errors).toEqual([]);
  });
});

describe('PATCH /api/users/:id', () => {
  it('disables a user: their sessions end and they cannot sign in; enabling lets them back', async () => {
    const user = await createUser('desactivada');
    const cookie = await signIn('desactivada', 'clave-de-desactivada');
    const response = await call('PATCH', `/api/users/${user.id}`, adminCookie, { disabled: true });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({ id: user.id, disabled: true });

    expect((await me(cookie)).status).toBe(401);
    expect((await call('GET', '/api/projects', cookie)).status).toBe(401);
    const refused = await login('desactivada', 'clave-de-desactivada');
    expect(refused.status).toBe(403);
    expect(await bodyOf(refused)).toEqual({ message: MESSAGES.accountDisabled });
    expect(refused.headers.get('set-cookie')).toBeNull();
    // A wrong password says nothing about the account.
    expect(await bodyOf(await login('desactivada', 'otra-clave-mala'))).toEqual({ message: MESSAGES.invalidCredentials });

    expect(await bodyOf(await call('PATCH', `/api/users/${user.id}`, adminCookie, { disabled: false }))).toMatchObject({ disabled: false });
    await signIn('desactivada', 'clave-de-desactivada');
  });

  it('ends a session even if the account is disabled behind the API’s back', async () => {
    const user = await createUser('por-sql');
    const cookie = await signIn('por-sql', 'clave-de-por-sql');
    await t.db('admin_users').where({ id: user.id }).update({ disabled_at: t.db.fn.now() });
    expect((await me(cookie)).status).toBe(401);
  });

  it('resets a password: that user’s sessions end, the old password stops working', async () => {
    const user = await createUser('olvidadiza');
    const first = await signIn('olvidadiza', 'clave-de-olvidadiza');
    const second = await signIn('olvidadiza', 'clave-de-olvidadiza');
    expect((await call('PATCH', `/api/users/${user.id}`, adminCookie, { password: 'clave-nueva-1' })).status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await login('olvidadiza', 'clave-de-olvidadiza')).status).toBe(401);
    await signIn('olvidadiza', 'clave-nueva-1');
    // The admin who reset it is still signed in.
    expect((await me(adminCookie)).status).toBe(200);
  });

  it('validates the changes: nothing to change, bad values, unknown or malformed ids', async () => {
    const user = await createUser('valida');
    const empty = await call('PATCH', `/api/users/${user.id}`, adminCookie, {});
    expect(empty.status).toBe(400);
    expect((await bodyOf(empty)).message).toBe(MESSAGES.nothingToChange);
    const bad = await call('PATCH', `/api/users/${user.id}`, adminCookie, { role: 'dueño', disabled: 'sí', password: '1' });
    expect((await bodyOf(bad)).errors).toEqual({
      role: [MESSAGES.roleInvalid],
      disabled: [MESSAGES.disabledInvalid],
      password: [MESSAGES.newPasswordMin],
    });
    expect((await call('PATCH', '/api/users/999999', adminCookie, { role: 'admin' })).status).toBe(404);
    expect(await bodyOf(await call('PATCH', '/api/users/abc', adminCookie, { role: 'admin' }))).toEqual({ message: MESSAGES.userNotFound });
    expect(t.errors).toEqual([]);
  });

  it('never disables or demotes yourself', async () => {
    for (const change of [{ disabled: true }, { role: 'editor' }]) {
      const response = await call('PATCH', `/api/users/${adminId}`, adminCookie, change);
      expect(response.status).toBe(409);
      expect(await bodyOf(response)).toEqual({ message: MESSAGES.notYourself });
    }
    expect(await bodyOf(await me(adminCookie))).toMatchObject({ role: 'admin' });
  });

  it('keeps the last active admin when two admins demote or disable each other at the same moment', async () => {
    const other = await createUser('otra-admin', 'admin');
    const otherCookie = await signIn('otra-admin', 'clave-de-otra-admin');
    const [a, b] = await Promise.all([
      call('PATCH', `/api/users/${other.id}`, adminCookie, { role: 'editor' }),
      call('PATCH', `/api/users/${adminId}`, otherCookie, { disabled: true }),
    ]);
    expectOneWinner(a, b, 200);
    const active = await t.db('admin_users').where({ role: 'admin' }).whereNull('disabled_at');
    expect(active).toHaveLength(1);
    // Put the test admin back the way the other tests expect it.
    await t.db('admin_users').where({ id: adminId }).update({ disabled_at: null, role: 'admin' });
    adminCookie = await t.adminCookie();
  });
});

describe('the last active admin (service, the step a race reduces to)', () => {
  it('refuses to demote, disable or delete the only active admin left', async () => {
    const other = await createUser('ultima-admin', 'admin');
    // The caller passed the role check, then lost its own admin rights to a request that landed first.
    await t.db('admin_users').where({ id: adminId }).update({ role: 'editor' });
    const actor = { id: adminId, username: TEST_ADMIN.username, role: 'admin' };
    try {
      for (const attempt of [
        () => updateUser(t.deps, actor, other.id, { role: 'editor' }),
        () => updateUser(t.deps, actor, other.id, { disabled: true }),
        () => deleteUser(t.deps, actor, other.id),
      ]) {
        await expect(attempt()).rejects.toMatchObject({ status: 409, message: MESSAGES.lastAdmin });
      }
      // Other changes to that admin are fine.
      await expect(updateUser(t.deps, actor, other.id, { password: 'otra-clave-1' })).resolves.toMatchObject({ role: 'admin' });
    } finally {
      await t.db('admin_users').where({ id: adminId }).update({ role: 'admin' });
    }
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes a user and ends their sessions', async () => {
    const user = await createUser('borrada');
    const cookie = await signIn('borrada', 'clave-de-borrada');
    const response = await call('DELETE', `/api/users/${user.id}`, adminCookie);
    expect(response.status).toBe(204);
    expect((await me(cookie)).status).toBe(401);
    expect(await t.db('admin_sessions').where({ user_id: user.id })).toEqual([]);
    expect((await login('borrada', 'clave-de-borrada')).status).toBe(401);
    expect((await call('DELETE', `/api/users/${user.id}`, adminCookie)).status).toBe(404);
  });

  it('never deletes yourself', async () => {
    const response = await call('DELETE', `/api/users/${adminId}`, adminCookie);
    expect(response.status).toBe(409);
    expect(await bodyOf(response)).toEqual({ message: MESSAGES.notYourself });
    expect((await me(adminCookie)).status).toBe(200);
  });

  it('never deletes the last active admin, even when two admins delete each other at the same moment', async () => {
    const other = await createUser('rival', 'admin');
    const otherCookie = await signIn('rival', 'clave-de-rival');
    const [a, b] = await Promise.all([
      call('DELETE', `/api/users/${other.id}`, adminCookie),
      call('DELETE', `/api/users/${adminId}`, otherCookie),
    ]);
    expectOneWinner(a, b, 204);
    expect(await t.db('admin_users').where({ role: 'admin' }).whereNull('disabled_at')).toHaveLength(1);
    if (b.status === 204) {
      // The test admin lost: recreate it for the tests that follow.
      adminId = await t.createUser({ ...TEST_ADMIN, role: 'admin' });
      adminCookie = await t.adminCookie();
    }
  });
});

describe('POST /api/auth/password (Mi cuenta)', () => {
  it('changes your own password with the current one; your other sessions end, this one stays', async () => {
    await createUser('mi-cuenta');
    const here = await signIn('mi-cuenta', 'clave-de-mi-cuenta');
    const elsewhere = await signIn('mi-cuenta', 'clave-de-mi-cuenta');
    const response = await call('POST', '/api/auth/password', here, {
      currentPassword: 'clave-de-mi-cuenta',
      newPassword: 'mi-clave-nueva',
    });
    expect(response.status).toBe(204);
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await login('mi-cuenta', 'clave-de-mi-cuenta')).status).toBe(401);
    await signIn('mi-cuenta', 'mi-clave-nueva');
  });

  it('refuses a wrong current password and a bad new one with Spanish messages', async () => {
    await createUser('cuidadosa');
    const cookie = await signIn('cuidadosa', 'clave-de-cuidadosa');
    const wrong = await call('POST', '/api/auth/password', cookie, { currentPassword: 'no-es-esta', newPassword: 'mi-clave-nueva' });
    expect(wrong.status).toBe(400);
    expect(await bodyOf(wrong)).toEqual({
      message: MESSAGES.currentPasswordWrong,
      errors: { currentPassword: [MESSAGES.currentPasswordWrong] },
    });
    const bad = await call('POST', '/api/auth/password', cookie, { currentPassword: '', newPassword: 'ñ'.repeat(40) });
    expect((await bodyOf(bad)).errors).toEqual({
      currentPassword: [MESSAGES.currentPasswordRequired],
      newPassword: [MESSAGES.passwordTooLong],
    });
    await signIn('cuidadosa', 'clave-de-cuidadosa');
  });

  it('counts wrong current passwords like failed logins: after the limit even the right one waits', async () => {
    await createUser('adivina');
    const cookie = await signIn('adivina', 'clave-de-adivina');
    const limit = t.deps.config.loginMaxAttempts;
    for (let guess = 1; guess <= limit; guess += 1) {
      const wrong = await call('POST', '/api/auth/password', cookie, { currentPassword: `intento-${guess}`, newPassword: 'clave-nueva-1' });
      expect(wrong.status).toBe(400);
    }
    const blocked = await call('POST', '/api/auth/password', cookie, { currentPassword: 'clave-de-adivina', newPassword: 'clave-nueva-1' });
    expect(blocked.status).toBe(429);
    expect(await bodyOf(blocked)).toEqual({ message: MESSAGES.tooManyAttempts });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The login keeps its own count: the owner still signs in with the unchanged password.
    await signIn('adivina', 'clave-de-adivina');
  });

  it('counts simultaneous wrong current passwords one by one, and a right one starts the count again', async () => {
    await createUser('rapida');
    const cookie = await signIn('rapida', 'clave-de-rapida');
    const limit = t.deps.config.loginMaxAttempts;
    const guess = (n: number) =>
      call('POST', '/api/auth/password', cookie, { currentPassword: `intento-${n}`, newPassword: 'clave-nueva-1' });
    const once = await guess(0);
    expect(once.status).toBe(400);
    const change = await call('POST', '/api/auth/password', cookie, { currentPassword: 'clave-de-rapida', newPassword: 'clave-nueva-1' });
    expect(change.status).toBe(204);
    const answers = await Promise.all(Array.from({ length: limit + 2 }, (_, n) => guess(n + 1)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(limit).fill(400), 429, 429]);
  });

  it('needs a session', async () => {
    expect((await t.request('/api/auth/password', jsonBody({ currentPassword: 'x', newPassword: 'clave-larga-1234' }))).status).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('answers who is signed in and what Mi cuenta must ask of them, never more', async () => {
    expect(await bodyOf(await me(adminCookie))).toEqual({
      id: adminId,
      username: TEST_ADMIN.username,
      role: 'admin',
      twoFactorEnabled: false,
      passwordChangeReason: null,
      twoFactorSetupRequired: false,
    });
  });
});
