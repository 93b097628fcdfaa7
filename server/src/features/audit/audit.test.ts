import { AUDIT_PAGE_SIZE, HISTORY_MESSAGES, MESSAGES } from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../audit/index.js';
import { pruneRetention } from '../../history/retention.js';
import { bodyOf, type Json, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { jpeg, multipart, photo } from '../../test-support/images.js';

let app: TestApp;
let admin: string;
let editor: string;
const EDITOR = { username: 'editor-actividad', password: 'clave-de-editor-1' };
const BROWSER = 'Mozilla/5.0 (prueba) Navegador/1.0';

const audit = (query = '', cookie = admin) => app.request(`/api/audit${query}`, { headers: { cookie } });
const itemsOf = async (query = ''): Promise<Json[]> => (await bodyOf(await audit(query))).items;
const login = (username: string, password: string) =>
  app.request('/api/auth/login', jsonBody({ username, password }, { 'user-agent': BROWSER }));

beforeAll(async () => {
  // Three failed sign-ins of one account, then the throttle answers 429.
  app = await startTestApp({ config: { loginMaxAttempts: 3 } });
  admin = await app.adminCookie();
  await app.createUser({ ...EDITOR, role: 'editor' });
  editor = await app.signIn(EDITOR);
});
afterAll(() => app.close());

describe('Actividad', () => {
  it('after a leads export and a failed sign-in, lists both with user, time and address', async () => {
    expect((await app.request('/api/leads/export.csv', { headers: { cookie: admin } })).status).toBe(200);
    expect((await login('test-admin', 'no-es-la-clave-1')).status).toBe(401);

    const items = await itemsOf();
    const [failed, exported] = items;
    expect(failed).toMatchObject({
      action: 'auth.login_failed',
      user: null,
      target: 'test-admin',
      address: '127.0.0.1',
      userAgent: BROWSER,
    });
    expect(exported).toMatchObject({ action: 'leads.export', user: { username: 'test-admin' }, address: '127.0.0.1' });
    expect(exported.target).toMatch(/^solicitudes-\d{4}-\d{2}-\d{2}\.csv \(0 solicitudes\)$/);
    for (const item of [failed, exported]) expect(Math.abs(Date.parse(item.at) - Date.now())).toBeLessThan(60 * 60_000);
    expect(items.some((item) => item.action === 'auth.login' && item.user?.username === EDITOR.username)).toBe(true);
  });

  it('records throttled sign-ins', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await login(EDITOR.username, 'mal-mal-mal-mal');
    expect((await login(EDITOR.username, 'mal-mal-mal-mal')).status).toBe(429);
    expect((await itemsOf('?action=auth.login_throttled'))[0]).toMatchObject({ target: EDITOR.username });
  });

  it('records accounts created, changed, disabled and deleted', async () => {
    const other = await app.request(
      '/api/users',
      jsonBody({ username: 'temporal', password: 'clave-temporal-12', role: 'editor' }, { cookie: admin }),
    );
    expect(other.status).toBe(201);
    const { id } = await bodyOf(other);
    const patch = (body: unknown) =>
      app.request(`/api/users/${id}`, {
        method: 'PATCH',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await patch({ role: 'admin' })).status).toBe(200);
    expect((await patch({ disabled: true })).status).toBe(200);
    expect((await app.request(`/api/users/${id}`, { method: 'DELETE', headers: { cookie: admin } })).status).toBe(204);
    const users = await itemsOf('?action=user');
    expect(users.map((item) => item.action)).toEqual(['user.delete', 'user.disable', 'user.update', 'user.create']);
    expect(users[2].target).toBe(`Usuario ${id} «temporal»: rol admin`);
  });

  it('records password changes and sign-outs', async () => {
    const own = await app.signIn({ username: 'test-admin', password: 'test-password-123' });
    const changed = await app.request(
      '/api/auth/password',
      jsonBody({ currentPassword: 'test-password-123', newPassword: 'test-password-123-nueva' }, { cookie: own }),
    );
    expect(changed.status).toBe(204);
    expect((await app.request('/api/auth/logout', { method: 'POST', headers: { cookie: own, origin: app.baseUrl } })).status).toBe(204);
    // A new password ends the account's other sessions: sign in again with it.
    admin = await app.signIn({ username: 'test-admin', password: 'test-password-123-nueva' });
    const auth = await itemsOf('?action=auth');
    expect(auth.slice(0, 3).map((item) => [item.action, item.user?.username])).toEqual([
      ['auth.login', 'test-admin'],
      ['auth.logout', 'test-admin'],
      ['auth.password_change', 'test-admin'],
    ]);
    // The admin's password back for the rest of the file (this session stays open).
    const back = await app.request(
      '/api/auth/password',
      jsonBody({ currentPassword: 'test-password-123-nueva', newPassword: 'test-password-123' }, { cookie: admin }),
    );
    expect(back.status).toBe(204);
  });

  it('records project saves, settings saves and restores from the history', async () => {
    const form = multipart(
      {
        name: 'Hotel Auditado',
        year: '2024',
        location: 'Samaná',
        division: 'hospitality',
        projectType: 'Hotel',
        scope: 'Todo',
        brands: [],
      },
      [photo(await jpeg(40, 30))],
    );
    const created = await bodyOf(await app.request('/api/projects', { method: 'POST', headers: { cookie: editor }, body: form }));
    expect((await app.request(`/api/projects/${created.id}`, { method: 'DELETE', headers: { cookie: editor } })).status).toBe(204);
    expect(
      (await app.request('/api/history/restore', jsonBody({ type: 'project', id: created.id, version: 2 }, { cookie: editor }))).status,
    ).toBe(200);
    const settings = await app.request('/api/settings', {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify(DEFAULT_SITE_SETTINGS),
    });
    expect(settings.status).toBe(200);

    const items = await itemsOf();
    expect(items.slice(0, 4).map((item) => [item.action, item.user?.username, item.target])).toEqual([
      ['settings.update', 'test-admin', 'Configuración'],
      ['project.restore', EDITOR.username, `Proyecto ${created.id} «Hotel Auditado», versión 2`],
      ['project.delete', EDITOR.username, `Proyecto ${created.id} «Hotel Auditado»`],
      ['project.create', EDITOR.username, `Proyecto ${created.id} «Hotel Auditado»`],
    ]);
  });

  it('filters by action, user and days, and pages by AUDIT_PAGE_SIZE with the total', async () => {
    const byUser = await bodyOf(await audit(`?user=${EDITOR.username}`));
    expect(byUser.total).toBeGreaterThan(0);
    expect(byUser.items.every((item: Json) => item.user?.username === EDITOR.username)).toBe(true);
    expect((await bodyOf(await audit('?action=project.delete'))).total).toBe(1);

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Santo_Domingo' }).format(new Date());
    const all = await bodyOf(await audit());
    expect((await bodyOf(await audit(`?from=${today}&to=${today}`))).total).toBe(all.total);
    expect((await bodyOf(await audit('?to=2020-01-01'))).total).toBe(0);

    for (let index = 0; index < AUDIT_PAGE_SIZE; index += 1) {
      await recordAudit(app.deps, { action: 'backup.download', user: { id: 1, username: 'relleno' }, target: `copia ${index}` });
    }
    const first = await bodyOf(await audit('?user=relleno'));
    expect(first.total).toBe(AUDIT_PAGE_SIZE);
    const page1 = await bodyOf(await audit());
    const page2 = await bodyOf(await audit('?page=2'));
    expect(page1.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(page2.items.length).toBe(page1.total - AUDIT_PAGE_SIZE);
    expect(page2.items[0].at <= page1.items[AUDIT_PAGE_SIZE - 1].at).toBe(true);

    const bad = await audit('?from=ayer&page=0');
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad)).errors).toEqual({ from: [HISTORY_MESSAGES.auditDateInvalid], page: [HISTORY_MESSAGES.auditPageInvalid] });
  });

  it('exports the same rows as CSV, as the leads export does (BOM, Spanish header, formulas neutralised)', async () => {
    await recordAudit(app.deps, { action: 'auth.login_failed', target: '=HYPERLINK("x")', address: '10.0.0.1' });
    const response = await audit('/export.csv?action=auth.login_failed');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="actividad-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('Fecha,Usuario,Acción,Código,Objeto,Dirección,Navegador\r\n')).toBe(true);
    expect(text).toContain(`Inicio de sesión fallido,auth.login_failed,"'=HYPERLINK(""x"")",10.0.0.1`);
    expect(text).not.toContain('leads.export');
  });

  it('is for admins only: an editor gets 403, nobody signed in 401', async () => {
    const forbidden = await audit('', editor);
    expect(forbidden.status).toBe(403);
    expect(await bodyOf(forbidden)).toEqual({ message: MESSAGES.forbidden });
    expect((await audit('/export.csv', editor)).status).toBe(403);
    expect((await app.request('/api/audit')).status).toBe(401);
  });

  it('a row that cannot be written never fails the action: it is logged', async () => {
    // The same statement on both engines.
    await app.db.raw('ALTER TABLE audit_log RENAME TO audit_log_away');
    try {
      const saved = await app.request('/api/settings', {
        method: 'PUT',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify(DEFAULT_SITE_SETTINGS),
      });
      expect(saved.status).toBe(200);
      expect(app.errors).toHaveLength(1);
    } finally {
      await app.db.raw('ALTER TABLE audit_log_away RENAME TO audit_log');
      app.errors.length = 0;
    }
  });

  it('AUDIT_KEEP_DAYS: older rows are pruned by the server', async () => {
    const before = (await bodyOf(await audit())).total;
    expect(before).toBeGreaterThan(0);
    const later = new Date(Date.now() + (app.deps.config.auditKeepDays + 1) * 86_400_000);
    const { activity } = await pruneRetention({ ...app.deps, now: () => later });
    expect(activity).toBe(before);
    expect((await bodyOf(await audit())).total).toBe(0);
  });
});
