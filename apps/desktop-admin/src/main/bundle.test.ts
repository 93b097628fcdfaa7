import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The built main bundle (dist-electron/main/index.js) started against a stub `electron` module:
 * proves the ES-module bundle loads, wires itself, serves the built renderer and forwards /api.
 * Skipped until `npm run desktop:build` has run.
 */
const bundle = path.resolve(import.meta.dirname, '../../dist-electron/main/index.js');
const built = existsSync(bundle) && existsSync(path.resolve(import.meta.dirname, '../../dist/index.html'));

const stub = vi.hoisted(() => ({
  userData: '',
  protocol: null as null | ((request: Request) => Promise<Response>),
  handlers: {} as Record<string, (...args: unknown[]) => Promise<unknown>>,
  windows: [] as Array<{ options: { webPreferences: Record<string, unknown> }; url?: string }>,
}));

vi.mock('electron', () => {
  class BrowserWindow {
    options: unknown;
    url?: string;
    webContents = { on() {}, send() {}, reload() {} };
    constructor(options: unknown) {
      this.options = options;
      stub.windows.push(this as never);
    }
    once() {}
    on() {}
    show() {}
    isDestroyed() {
      return false;
    }
    async loadURL(url: string) {
      this.url = url;
    }
    static getAllWindows() {
      return stub.windows;
    }
  }
  const electron = {
    app: {
      requestSingleInstanceLock: () => true,
      quit() {},
      enableSandbox() {},
      whenReady: async () => undefined,
      getPath: () => stub.userData,
      on() {},
    },
    BrowserWindow,
    ipcMain: { handle: (channel: string, handler: never) => (stub.handlers[channel] = handler) },
    Menu: { buildFromTemplate: (template: unknown) => template, setApplicationMenu() {} },
    protocol: { registerSchemesAsPrivileged() {}, handle: (_scheme: string, handler: never) => (stub.protocol = handler) },
    session: { defaultSession: { setPermissionRequestHandler() {}, setPermissionCheckHandler() {}, setDevicePermissionHandler() {} } },
    shell: { openExternal: async () => undefined },
  };
  return { ...electron, default: electron };
});

describe.skipIf(!built)('the built main bundle', () => {
  let server: http.Server;
  let serverUrl: string;

  beforeAll(async () => {
    stub.userData = await mkdtemp(path.join(os.tmpdir(), 'desktop-bundle-'));
    server = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/health') return res.end('{"status":"ok"}');
      if (req.url === '/api/auth/login') {
        res.setHeader('set-cookie', 'casa_session=bundle_token_0123456789abc; Path=/; HttpOnly');
        return res.end('{"id":1}');
      }
      res.statusCode = req.headers.cookie ? 200 : 401;
      res.end(JSON.stringify({ cookie: req.headers.cookie ?? null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await import(/* @vite-ignore */ bundle);
    await vi.waitFor(() => expect(stub.windows).toHaveLength(1));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(stub.userData, { recursive: true, force: true });
  });

  it('opens one sandboxed window on app://admin/ with the CommonJS preload next to it', () => {
    const window = stub.windows[0];
    expect(window?.url).toBe('app://admin/');
    expect(window?.options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(String(window?.options.webPreferences.preload)).toMatch(/dist-electron[\\/]preload[\\/]index\.cjs$/);
    expect(existsSync(String(window?.options.webPreferences.preload))).toBe(true);
  });

  it('builds the preload as CommonJS (sandboxed preloads cannot load ES modules)', async () => {
    const { readFile } = await import('node:fs/promises');
    const preload = await readFile(path.resolve(import.meta.dirname, '../../dist-electron/preload/index.cjs'), 'utf8');
    expect(preload).toContain('require("electron")');
    expect(preload).not.toMatch(/^\s*(import|export)\s/m);
    expect(preload).toContain('exposeInMainWorld("desktop"');
  });

  it('serves the built renderer with its CSP header', async () => {
    const page = await stub.protocol!(new Request('app://admin/login'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<div id="root">');
  });

  it('saves the server through IPC and forwards /api with the cookie kept in main', async () => {
    const frame = { senderFrame: { url: 'app://admin/', parent: null } };
    expect(await stub.handlers['desktop:get-server-url']!(frame)).toBeNull();
    expect(await stub.handlers['desktop:set-server-url']!(frame, serverUrl)).toEqual({ ok: true, serverUrl });
    const login = await stub.protocol!(new Request('app://admin/api/auth/login', { method: 'POST', body: '{}' }));
    expect(login.headers.get('set-cookie')).toBeNull();
    const me = await stub.protocol!(new Request('app://admin/api/auth/me'));
    expect(await me.json()).toEqual({ cookie: 'casa_session=bundle_token_0123456789abc' });
  });
});
