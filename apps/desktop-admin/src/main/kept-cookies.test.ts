import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCookieJar } from './cookie-jar.js';
import { KEPT_COOKIES_FILE, keepCookies } from './kept-cookies.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'desktop-cookies-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const server = 'https://admin.casamobilia.do';
const url = new URL(`${server}/api/auth/login`);
const signIn = [
  'casa_session=session-token-value-123456; Path=/; Expires=Wed, 02 Dec 2026 10:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
  'casa_device=7.nonce-value-1234567.signature; Path=/; Expires=Tue, 25 May 2027 10:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
];
const now = () => Date.parse('2026-11-26T10:00:00Z');

async function start(serverUrl = server) {
  return keepCookies({ jar: createCookieJar(now), dir, serverUrl: () => serverUrl, now });
}

describe('the device cookie outlives the desktop app; the session does not', () => {
  it('keeps casa_device in an owner-only file and puts it back at the next start, for the same server', async () => {
    const first = await start();
    first.store(signIn, url);
    await first.flushed();
    if (process.platform !== 'win32') expect((await stat(path.join(dir, KEPT_COOKIES_FILE))).mode & 0o777).toBe(0o600);
    expect(await readFile(path.join(dir, KEPT_COOKIES_FILE), 'utf8')).not.toContain('session-token');

    const next = await start();
    expect(next.list().map((cookie) => cookie.name)).toEqual(['casa_device']);
    expect(next.header(url)).toBe('casa_device=7.nonce-value-1234567.signature');
    // Another server never gets it.
    expect((await start('http://192.168.1.20:3000')).list()).toEqual([]);
  });

  it('forgets it when the server clears it or the app is pointed at another server', async () => {
    const jar = await start();
    jar.store(signIn, url);
    jar.store(['casa_device=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'], url);
    await jar.flushed();
    expect((await start()).list()).toEqual([]);

    const again = await start();
    again.store(signIn, url);
    again.clear();
    await again.flushed();
    expect((await start()).list()).toEqual([]);
  });

  it('starts without it from a damaged or expired file, as a new computer would', async () => {
    await writeFile(path.join(dir, KEPT_COOKIES_FILE), '{ not json');
    expect((await start()).list()).toEqual([]);
    const expired = { name: 'casa_device', value: 'x', path: '/', secure: true, expiresAt: now() - 1 };
    await writeFile(path.join(dir, KEPT_COOKIES_FILE), JSON.stringify({ serverUrl: server, cookies: [expired, { name: 'casa_session' }] }));
    expect((await start()).list()).toEqual([]);
  });
});
