import fs from 'node:fs';
import { MESSAGES, type SiteSettings } from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, type Json, startTestApp, type TestApp } from '../../test-support/harness.js';
import { stubWebBuild } from '../../test-support/web-stub.js';

let app: TestApp;
let admin: string;
let editor: string;

// A stand-in for the web app's server entry that prints the settings it was handed.
const ENTRY = `
export async function render(url, data) {
  const s = data.settings;
  return { html: '<footer>' + s.divisions.corporativo.phone + ' | ' + s.companyName + ' | ' + data.config.newsletterUrl + '</footer>', head: '' };
}
export function routeModules() { return []; }
export const preloadedFonts = [];
`;
const webDist = stubWebBuild({ entry: ENTRY, manifest: true });

const EDITOR = { username: 'editora', password: 'editora-password-1' };

function changed(edit: (settings: SiteSettings) => void): SiteSettings {
  const settings = structuredClone(DEFAULT_SITE_SETTINGS);
  edit(settings);
  return settings;
}

function put(body: unknown, cookie: string | null = admin, headers: Record<string, string> = {}) {
  return app.request('/api/settings', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function undo(cookie: string | null = admin) {
  return app.request('/api/settings/undo', { method: 'POST', headers: cookie ? { cookie } : {} });
}

async function current(): Promise<Json> {
  const response = await app.request('/api/settings');
  expect(response.status).toBe(200);
  return bodyOf(response);
}

beforeAll(async () => {
  app = await startTestApp({ config: { webDist, newsletterUrl: 'https://env-list.example/subscribe' } });
  admin = await app.adminCookie();
  await app.createUser({ ...EDITOR, role: 'editor' });
  editor = await app.signIn(EDITOR);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});
beforeEach(async () => {
  await app.db('site_settings').delete();
  app.errors.length = 0;
});

describe('GET /api/settings', () => {
  it('answers today’s content to anyone on a fresh install', async () => {
    expect(await current()).toEqual(DEFAULT_SITE_SETTINGS);
  });
});

describe('PUT /api/settings', () => {
  it('an admin saves the whole object and the next request sees it', async () => {
    const next = changed((s) => {
      s.divisions.corporativo.phone = '+1 (809) 555-9999';
      s.divisions.hospitality.whatsapp.number = '18095559876';
    });
    const response = await put(next);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual(next);
    expect(await current()).toEqual(next);
    const row = await app.db('site_settings').first();
    expect(row.updated_by).toBe('test-admin');
  });

  it('an editor gets 403 with the Spanish message, and nothing changes', async () => {
    const response = await put(
      changed((s) => void (s.companyName = 'Otra')),
      editor,
    );
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toEqual({ message: MESSAGES.forbidden });
    expect((await current()).companyName).toBe(DEFAULT_SITE_SETTINGS.companyName);
  });

  it('a visitor gets 401, and a foreign Origin 403', async () => {
    expect((await put(DEFAULT_SITE_SETTINGS, null)).status).toBe(401);
    const foreign = await put(DEFAULT_SITE_SETTINGS, admin, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await bodyOf(foreign)).toEqual({ message: MESSAGES.forbiddenOrigin });
  });

  it('bad values get 400 with the first problem and every field’s message, in Spanish', async () => {
    const response = await put(
      changed((s) => {
        s.divisions.hospitality.whatsapp.number = '+1 809 555';
        s.divisions.corporativo.email = 'ventas';
      }),
    );
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.message).toBe(MESSAGES.emailInvalid);
    expect(body.errors).toEqual({
      'divisions.corporativo.email': [MESSAGES.emailInvalid],
      'divisions.hospitality.whatsapp.number': [MESSAGES.settingsWhatsappInvalid],
    });
    expect(await current()).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('a partial object, a wrong type or broken JSON is a 400, never a 500', async () => {
    const { divisions: _divisions, ...partial } = DEFAULT_SITE_SETTINGS;
    for (const body of [partial, [], 'null', '{"companyName":', { ...DEFAULT_SITE_SETTINGS, map: { lat: 'norte', lng: 0 } }]) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await bodyOf(response)).message).toBe('string');
    }
    expect(app.errors).toEqual([]);
  });

  it('saves sent at the same moment are each kept: one is current, the other is the undo version', async () => {
    const versions = ['Uno', 'Dos', 'Tres', 'Cuatro'].map((name) => changed((s) => void (s.companyName = name)));
    const responses = await Promise.all(versions.map((version) => put(version)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const row = await app.db('site_settings').first();
    const now = JSON.parse(row.current).companyName;
    const before = JSON.parse(row.previous).companyName;
    expect(['Uno', 'Dos', 'Tres', 'Cuatro']).toContain(now);
    expect([...['Uno', 'Dos', 'Tres', 'Cuatro'], DEFAULT_SITE_SETTINGS.companyName]).toContain(before);
    expect(before).not.toBe(now);
    expect((await current()).companyName).toBe(now);
  });
});

describe('POST /api/settings/undo', () => {
  it('restores the version before the last save, and undoing again brings the save back', async () => {
    const first = changed((s) => void (s.hours = 'Lunes a Sábado 9:00am-6:00pm'));
    const second = changed((s) => void (s.hours = 'Lunes a Viernes 7:00am-4:00pm'));
    await put(first);
    await put(second);
    const response = await undo();
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual(first);
    expect(await current()).toEqual(first);
    expect(await bodyOf(await undo())).toEqual(second);
  });

  it('the first save can be undone back to the defaults', async () => {
    await put(changed((s) => void (s.companyName = 'Muebles Nuevos')));
    expect(await bodyOf(await undo())).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('with nothing saved yet: 409 and a Spanish message', async () => {
    const response = await undo();
    expect(response.status).toBe(409);
    expect(await bodyOf(response)).toEqual({ message: MESSAGES.settingsNothingToUndo });
  });

  it('an editor gets 403, a visitor 401', async () => {
    await put(changed((s) => void (s.companyName = 'Guardado')));
    const response = await undo(editor);
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toEqual({ message: MESSAGES.forbidden });
    expect((await undo(null)).status).toBe(401);
    expect((await current()).companyName).toBe('Guardado');
  });
});

describe('stored settings that no longer read', () => {
  it('show the defaults and are logged, rather than breaking the site', async () => {
    await app.db('site_settings').insert({ id: 1, current: '{"companyName": 5}', previous: 'not json' });
    expect(await current()).toEqual(DEFAULT_SITE_SETTINGS);
    expect(app.errors.length).toBeGreaterThan(0);
    const response = await undo();
    expect(response.status).toBe(409);
  });
});

describe('server-rendered pages', () => {
  it('show a saved change at the next request, with the saved newsletter URL over NEWSLETTER_URL', async () => {
    const before = await (await app.request('/corporativo')).text();
    expect(before).toContain(`${DEFAULT_SITE_SETTINGS.divisions.corporativo.phone} | ${DEFAULT_SITE_SETTINGS.companyName}`);
    expect(before).toContain('https://env-list.example/subscribe');

    await put(
      changed((s) => {
        s.divisions.corporativo.phone = '+1 (809) 555-4444';
        s.companyName = 'Muebles del Caribe';
        s.newsletterUrl = 'https://list.example/subscribe';
      }),
    );
    const response = await app.request('/corporativo');
    const html = await response.text();
    expect(html).toContain('+1 (809) 555-4444 | Muebles del Caribe | https://list.example/subscribe');
    expect(html).toContain('<title>Corporativo | Muebles del Caribe</title>');
    expect(html).toContain('"telephone":"+1 (809) 555-4444"');
    // The saved newsletter provider may receive the form (the page's CSP allows it).
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' https://list.example");
  });
});
