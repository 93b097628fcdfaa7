import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../shared/channels.js';
import { type ElectronFacade, startApp } from './app.js';
import { buildMenuTemplate, CHANGE_SERVER_LABEL } from './menu.js';

let userData: string;
beforeEach(async () => {
  userData = await mkdtemp(path.join(os.tmpdir(), 'desktop-app-'));
});
afterEach(() => rm(userData, { recursive: true, force: true }));

/** Electron, faked: records what the app asked of it. */
function fakeElectron(options: { lock?: boolean; packaged?: boolean } = {}) {
  const appListeners = new Map<string, (...args: unknown[]) => void>();
  const windows: FakeWindow[] = [];
  class FakeWindow {
    options: unknown;
    listeners = new Map<string, () => void>();
    webContents = { on: vi.fn(), reload: vi.fn(), send: vi.fn() };
    loadURL = vi.fn(async () => undefined);
    show = vi.fn();
    focus = vi.fn();
    restore = vi.fn();
    isMinimized = vi.fn(() => true);
    isDestroyed = () => false;
    constructor(windowOptions: unknown) {
      this.options = windowOptions;
      windows.push(this);
    }
    once(event: string, listener: () => void) {
      this.listeners.set(event, listener);
    }
    on(event: string, listener: () => void) {
      this.listeners.set(event, listener);
    }
    static getAllWindows = () => windows;
  }
  const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn(), setDevicePermissionHandler: vi.fn() };
  const facade = {
    app: {
      isPackaged: options.packaged ?? false,
      requestSingleInstanceLock: vi.fn(() => options.lock ?? true),
      quit: vi.fn(),
      enableSandbox: vi.fn(),
      whenReady: vi.fn(async () => undefined),
      getPath: vi.fn(() => userData),
      on: vi.fn((event: string, listener: (...args: unknown[]) => void) => appListeners.set(event, listener)),
    },
    BrowserWindow: FakeWindow,
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    session: { defaultSession: session },
    ipcMain: { handle: vi.fn() },
    shell: { openExternal: vi.fn(async () => undefined) },
    Menu: { buildFromTemplate: vi.fn((template: unknown) => template), setApplicationMenu: vi.fn() },
  };
  return { facade: facade as unknown as ElectronFacade, raw: facade, windows, appListeners, session };
}

const env = { preloadPath: '/p/index.cjs', rendererDir: '/r', platform: 'linux' as const, fetch: vi.fn() as unknown as typeof fetch };

describe('startApp', () => {
  it('quits at once when another instance holds the single-instance lock', async () => {
    const { facade, raw, windows } = fakeElectron({ lock: false });
    expect(await startApp(facade, env)).toEqual({ started: false });
    expect(raw.app.quit).toHaveBeenCalled();
    expect(windows).toHaveLength(0);
  });

  it('registers the app:// scheme and the sandbox before ready, then wires protocol, IPC, permissions, menu and window', async () => {
    const { facade, raw, windows, session } = fakeElectron();
    expect(await startApp(facade, env)).toEqual({ started: true });

    expect(raw.protocol.registerSchemesAsPrivileged).toHaveBeenCalledBefore(raw.app.whenReady);
    expect(raw.app.enableSandbox).toHaveBeenCalledBefore(raw.app.whenReady);
    expect(raw.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(raw.ipcMain.handle).toHaveBeenCalledTimes(3);
    expect(session.setPermissionRequestHandler).toHaveBeenCalled();
    expect(raw.Menu.setApplicationMenu).toHaveBeenCalled();
    expect(windows).toHaveLength(1);
    expect(windows[0]?.options).toMatchObject({
      webPreferences: { preload: '/p/index.cjs', sandbox: true, contextIsolation: true, nodeIntegration: false, devTools: false },
    });
    expect(windows[0]?.loadURL).toHaveBeenCalledWith('app://admin/');
  });

  it('secures every WebContents created, focuses the window on a second launch', async () => {
    const { facade, windows, appListeners } = fakeElectron();
    await startApp(facade, env);
    const contents = { setWindowOpenHandler: vi.fn(), on: vi.fn() };
    appListeners.get('web-contents-created')?.({}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();

    appListeners.get('second-instance')?.();
    expect(windows[0]?.restore).toHaveBeenCalled();
    expect(windows[0]?.focus).toHaveBeenCalled();
  });

  it("hands a lead's mailto:, tel: and WhatsApp links to the system through Electron's shell, and no other scheme", async () => {
    const { facade, raw, appListeners } = fakeElectron();
    await startApp(facade, env);
    type Guard = (event: { preventDefault(): void }, url: string) => void;
    const listeners = new Map<string, Guard>();
    let openWindow: ((details: { url: string }) => unknown) | undefined;
    const contents = {
      setWindowOpenHandler: vi.fn((handler: (details: { url: string }) => unknown) => (openWindow = handler)),
      on: vi.fn((event: string, listener: Guard) => listeners.set(event, listener)),
    };
    appListeners.get('web-contents-created')?.({}, contents);
    const navigate = (url: string) => {
      const event = { preventDefault: vi.fn() };
      listeners.get('will-navigate')?.(event, url);
      return event.preventDefault;
    };

    // 'Escribir' and 'Llamar' in the lead's panel are plain links: the window stays, the system opens them.
    const mail = 'mailto:carla@hotel.do?subject=Re%3A%20tu%20solicitud%20a%20Casa%20Mobilia';
    expect(navigate(mail)).toHaveBeenCalled();
    expect(navigate('tel:+18095550142')).toHaveBeenCalled();
    // 'WhatsApp' opens a new tab: no window, the system's browser instead.
    expect(openWindow?.({ url: 'https://wa.me/18095550142' })).toEqual({ action: 'deny' });
    for (const url of ['javascript:alert(1)', 'file:///C:/Windows/System32/calc.exe', 'http://evil.example/', 'smb://server/share']) {
      expect(navigate(url), url).toHaveBeenCalled();
      expect(openWindow?.({ url }), url).toEqual({ action: 'deny' });
    }
    expect(raw.shell.openExternal.mock.calls).toEqual([[mail], ['tel:+18095550142'], ['https://wa.me/18095550142']]);
  });

  it('ignores VITE_DEV_SERVER_URL when packaged: pages come from the build, no developer tools', async () => {
    const { facade, raw, windows } = fakeElectron({ packaged: true });
    const fetchSpy = vi.fn(async () => new Response('<!doctype html><script src="https://evil.example/x.js"></script>'));
    const log = vi.fn();
    await startApp(facade, { ...env, devServerUrl: 'http://evil.example:5173', fetch: fetchSpy as unknown as typeof fetch, log });

    const handler = raw.protocol.handle.mock.calls[0]?.[1] as (request: Request) => Promise<Response>;
    await handler(new Request('app://admin/'));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(windows[0]?.options).toMatchObject({ webPreferences: { devTools: false } });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('VITE_DEV_SERVER_URL'));
  });

  it('uses VITE_DEV_SERVER_URL in development (not packaged)', async () => {
    const { facade, raw, windows } = fakeElectron({ packaged: false });
    const fetchSpy = vi.fn(async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    await startApp(facade, { ...env, devServerUrl: 'http://localhost:5173', fetch: fetchSpy as unknown as typeof fetch });

    const handler = raw.protocol.handle.mock.calls[0]?.[1] as (request: Request) => Promise<Response>;
    await handler(new Request('app://admin/'));
    expect(fetchSpy).toHaveBeenCalledWith(new URL('http://localhost:5173/'));
    expect(windows[0]?.options).toMatchObject({ webPreferences: { devTools: true } });
  });

  it('"Cambiar servidor…" in the menu tells the page to open the server screen', async () => {
    const { facade, raw, windows } = fakeElectron();
    await startApp(facade, env);
    const template = raw.Menu.buildFromTemplate.mock.calls[0]?.[0] as MenuItemConstructorOptions[];
    const item = template
      .flatMap((entry) => (Array.isArray(entry.submenu) ? entry.submenu : []))
      .find((entry) => entry.label === CHANGE_SERVER_LABEL);
    (item?.click as () => void)();
    expect(windows[0]?.webContents.send).toHaveBeenCalledWith(CHANNELS.openSettings);
  });
});

describe('menu', () => {
  it('is in Spanish, with the macOS app menu only on macOS and developer tools only in development', () => {
    const linux = buildMenuTemplate({ platform: 'linux', isDev: false, onChangeServer: () => undefined });
    expect(linux.map((entry) => entry.label ?? entry.role)).toEqual(['Archivo', 'Editar', 'Ver', 'Ventana']);
    const json = JSON.stringify(linux);
    expect(json).not.toContain('toggleDevTools');
    expect(json).toContain('Salir');
    const mac = buildMenuTemplate({ platform: 'darwin', isDev: true, onChangeServer: () => undefined });
    expect(mac[0]?.role).toBe('appMenu');
    expect(JSON.stringify(mac)).toContain('toggleDevTools');
  });
});
