import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listedPaths, MESSAGES, type SiteSettings } from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, startTestApp, type TestApp } from '../test-support/harness.js';

// The real web app's server entry, read from its source (Vitest transforms it as it does the web
// app's own tests): hostile settings must render through React too, not only through the server's
// head and headers. A built WEB_DIST is not needed.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-web-real-'));
const realEntry = path.resolve(import.meta.dirname, '../../../apps/web/src/entry-server.tsx');

let t: TestApp;
let admin: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'client'), { recursive: true });
  fs.mkdirSync(path.join(webDist, 'server'));
  fs.writeFileSync(
    path.join(webDist, 'client', 'index.html'),
    '<!doctype html><html lang="es"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'server', 'entry-server.js'), `export * from ${JSON.stringify(realEntry)};\n`);
  t = await startTestApp({ config: { webDist } });
  admin = await t.adminCookie();
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function put(settings: unknown) {
  return t.request('/api/settings', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: admin },
    body: JSON.stringify(settings),
  });
}

/** What a careless admin or an attacker with an admin's session might type in a text field. */
const HOSTILE_TEXTS = [
  'a,b; c',
  `"'><script>alert(1)</script>`,
  '</script><!-- ]]> <style>',
  'línea uno\nlínea dos\r\n\u2028\u2029',
  "$& $1 $` $' {{x}} ${x}",
  '👩🏽‍🔧 ñandú ﷽ \u202Eevil\u202C \u0000',
  'javascript:alert(1)',
  'x'.repeat(5000),
];

/** URLs the schema accepts that a naive CSP source or link would choke on. */
const HOSTILE_URLS = [
  'https://list.example.com?u=a,b',
  'https://list.example.com/subscribe;x=1?a="b"&c=\'d\'',
  'https://xn--nand-hqa.example/</script>',
  'https://münchen.example/ruta?q=%0d%0aSet-Cookie:x',
  `https://list.example.com/${'a'.repeat(400)}`,
];

/** Every text and URL field of the settings set to `text` / `url`, cut to each field's limit (found by trying). */
function hostileSettings(text: string, url: string): SiteSettings {
  const s = structuredClone(DEFAULT_SITE_SETTINGS);
  const cut = (max: number) => text.slice(0, max);
  s.companyName = cut(120);
  s.footerText = cut(600);
  s.hours = cut(120);
  s.address = { street: cut(100), area: cut(120), city: cut(120), country: cut(120) };
  s.social = [{ label: cut(120), href: url }];
  s.stats = [{ value: cut(20), label: cut(120) }];
  for (const division of ['corporativo', 'hospitality'] as const) {
    const d = s.divisions[division];
    d.blurb = cut(600);
    d.whatsapp = { ...d.whatsapp, name: cut(120), role: cut(120), message: cut(500) };
    d.leader = { name: cut(120), role: cut(120), bio: cut(3000) };
  }
  s.newsletterUrl = url;
  return s;
}

const PAGES = [...listedPaths(), '/login', '/admin'];

describe('hostile settings values', () => {
  it.each(HOSTILE_TEXTS.map((text, index) => [index, text, HOSTILE_URLS[index % HOSTILE_URLS.length]!] as const))(
    'case %i: saved, and every public page, /login and /admin still answer 200',
    async (_index, text, url) => {
      const saved = await put(hostileSettings(text, url));
      expect(saved.status, JSON.stringify(await saved.clone().json())).toBe(200);
      for (const page of PAGES) {
        const response = await t.request(page);
        expect(response.status, page).toBe(200);
        const html = await response.text();
        // Public pages were rendered by React on the server (a failed render would be a 500).
        if (!page.startsWith('/login') && !page.startsWith('/admin')) expect(html, page).toMatch(/<div id="root">(<!--\$-->)?<[a-z]/);
        // The value is on the page as text: no second </script> or <script> of the settings' making.
        expect(html.match(/<script\b/g)?.length, page).toBe(html.match(/<\/script>/g)?.length);
        expect(html).not.toContain('<script>alert(1)');
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp, page).toContain(`form-action 'self' ${new URL(url).origin}`);
      }
      expect(t.errors).toEqual([]);
    },
  );

  it("takes the issue's provider URL with a comma in its query and allows only its origin", async () => {
    const saved = await put({ ...DEFAULT_SITE_SETTINGS, newsletterUrl: 'https://list.example.com?u=a,b' });
    expect(saved.status).toBe(200);
    const response = await t.request('/corporativo');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/form-action 'self' https:\/\/list\.example\.com(;|$)/);
  });

  it.each(['https://list,evil.example/x', 'https://a"b.example/', 'https://a;b.example/', 'https://[::1]/x'])(
    'refuses the provider %s, whose host no header can hold, under its field in Spanish',
    async (url) => {
      const response = await put({ ...DEFAULT_SITE_SETTINGS, newsletterUrl: url });
      expect(response.status).toBe(400);
      const body = await bodyOf(response);
      expect(body.errors.newsletterUrl).toEqual([MESSAGES.settingsNewsletterUrlInvalid]);
    },
  );
});
