import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkServerHealth, createSettingsStore, DEFAULT_SERVER_URL, normalizeServerUrl, SETTINGS_FILE } from './settings.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'desktop-settings-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const healthy = vi.fn(async () => Response.json({ status: 'ok' })) as unknown as typeof fetch;
const down = vi.fn(async () => {
  throw new TypeError('fetch failed');
}) as unknown as typeof fetch;

describe('normalizeServerUrl', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['  http://localhost:3000/  ', 'http://localhost:3000'],
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['https://www.casamobilia.do', 'https://www.casamobilia.do'],
    ['https://example.com/casa/', 'https://example.com/casa'],
    ['HTTP://LOCALHOST:3000', 'http://localhost:3000'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeServerUrl(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'ftp://example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http://user:pw@example.com',
    'http://example.com/?a=1',
    'http://exa mple.com',
  ])('refuses %j', (input) => {
    expect(normalizeServerUrl(input)).toBeNull();
  });
});

describe('checkServerHealth', () => {
  it('accepts 200 { status: "ok" } from /api/health', async () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ status: 'ok' }));
    expect(await checkServerHealth('http://localhost:3000', fetch as unknown as typeof globalThis.fetch)).toEqual({
      ok: true,
      serverUrl: 'http://localhost:3000',
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://localhost:3000/api/health');
  });

  it('follows a redirect to https and reports where the server really is', async () => {
    const redirected = Response.json({ status: 'ok' });
    Object.defineProperty(redirected, 'redirected', { value: true });
    Object.defineProperty(redirected, 'url', { value: 'https://www.casamobilia.example/api/health' });
    const fetch = vi.fn(async () => redirected) as unknown as typeof globalThis.fetch;
    expect(await checkServerHealth('http://www.casamobilia.example', fetch)).toEqual({
      ok: true,
      serverUrl: 'https://www.casamobilia.example',
    });
  });

  it('says in Spanish that the server cannot be reached', async () => {
    const result = await checkServerHealth('http://localhost:3000', down);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^No se pudo conectar con el servidor/) });
  });

  it('says it is not our server when something else answers', async () => {
    const html = vi.fn(async () => new Response('<html>router</html>', { status: 200 })) as unknown as typeof fetch;
    expect(await checkServerHealth('http://192.168.1.1', html)).toEqual({
      ok: false,
      message: expect.stringMatching(/no parece ser el servidor/),
    });
  });

  it('gives up after the timeout', async () => {
    const hang = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    ) as unknown as typeof fetch;
    expect(await checkServerHealth('http://10.0.0.9', hang, 20)).toEqual({ ok: false, message: expect.stringMatching(/tardó demasiado/) });
  });
});

describe('settings store', () => {
  it('starts on the default address, not yet configured (first run)', async () => {
    const store = await createSettingsStore({ dir, fetch: healthy });
    expect(store.getServerUrl()).toBe(DEFAULT_SERVER_URL);
    expect(DEFAULT_SERVER_URL).toBe('http://localhost:3000');
    expect(store.isConfigured()).toBe(false);
  });

  it('saves a healthy server to userData/settings.json and reads it back on the next start', async () => {
    const store = await createSettingsStore({ dir, fetch: healthy });
    expect(await store.setServerUrl('192.168.1.20:3000/')).toEqual({ ok: true, serverUrl: 'http://192.168.1.20:3000' });
    expect(JSON.parse(await readFile(path.join(dir, SETTINGS_FILE), 'utf8'))).toEqual({ serverUrl: 'http://192.168.1.20:3000' });

    const again = await createSettingsStore({ dir, fetch: healthy });
    expect(again.isConfigured()).toBe(true);
    expect(again.getServerUrl()).toBe('http://192.168.1.20:3000');
  });

  it('does not save an address whose server does not answer', async () => {
    const store = await createSettingsStore({ dir, fetch: down });
    const result = await store.setServerUrl('http://10.0.0.9:3000');
    expect(result.ok).toBe(false);
    expect(store.isConfigured()).toBe(false);
    await expect(readFile(path.join(dir, SETTINGS_FILE), 'utf8')).rejects.toThrow();
  });

  it('refuses an address that is not http(s) without asking the network', async () => {
    const fetch = vi.fn() as unknown as typeof globalThis.fetch;
    const store = await createSettingsStore({ dir, fetch });
    expect(await store.setServerUrl('file:///etc')).toEqual({ ok: false, message: expect.stringMatching(/no es válida/) });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells listeners when the server changes (the cookie jar is cleared then)', async () => {
    const store = await createSettingsStore({ dir, fetch: healthy });
    const listener = vi.fn();
    store.onChange(listener);
    await store.setServerUrl('http://a.local:3000');
    await store.setServerUrl('http://a.local:3000');
    await store.setServerUrl('http://b.local:3000');
    expect(listener.mock.calls).toEqual([['http://a.local:3000'], ['http://b.local:3000']]);
  });

  it('survives a damaged settings file by asking again', async () => {
    await writeFile(path.join(dir, SETTINGS_FILE), '{ not json');
    const log = vi.fn();
    const store = await createSettingsStore({ dir, fetch: healthy, log });
    expect(store.isConfigured()).toBe(false);
    expect(log).toHaveBeenCalled();
  });
});
