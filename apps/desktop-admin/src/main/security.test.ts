import type { BrowserWindow, IpcMainInvokeEvent, Session, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../shared/channels.js';
import { createIpcHandlers, isTrustedSender, registerIpcHandlers, UntrustedSenderError } from './ipc.js';
import { externalLink, isAppUrl, navigationGuard, secureWebContents, windowOpenHandler } from './navigation.js';
import { denyAllPermissions } from './permissions.js';
import { createMainWindow, mainWindowOptions } from './window.js';

describe('window options (Electron security checklist)', () => {
  const options = mainWindowOptions({ preloadPath: '/app/dist-electron/preload/index.cjs', devTools: false });
  const prefs = options.webPreferences ?? {};

  it('isolates the page: contextIsolation on, sandbox on, no Node integration anywhere', () => {
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security on, insecure content and <webview> off, and no navigation on drop', () => {
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.experimentalFeatures).toBe(false);
    expect(prefs.navigateOnDragDrop).toBe(false);
  });

  it('loads the CommonJS preload and shows developer tools only in development', () => {
    expect(prefs.preload).toBe('/app/dist-electron/preload/index.cjs');
    expect(prefs.devTools).toBe(false);
    expect(mainWindowOptions({ preloadPath: 'p', devTools: true }).webPreferences?.devTools).toBe(true);
  });

  it('opens the window on app://admin/, never file://, and shows it once painted', () => {
    const loadURL = vi.fn(async () => undefined);
    const once = vi.fn();
    const show = vi.fn();
    const created: unknown[] = [];
    class FakeWindow {
      webContents = { on: vi.fn(), reload: vi.fn() };
      constructor(opts: unknown) {
        created.push(opts);
      }
      loadURL = loadURL;
      once = once;
      show = show;
      isDestroyed = () => false;
    }
    createMainWindow(FakeWindow as unknown as new () => BrowserWindow, { preloadPath: 'p', devTools: false });
    expect(created[0]).toMatchObject({ show: false, webPreferences: { sandbox: true, contextIsolation: true } });
    expect(loadURL).toHaveBeenCalledWith('app://admin/');
    expect(once).toHaveBeenCalledWith('ready-to-show', expect.any(Function));
    (once.mock.calls[0]?.[1] as () => void)();
    expect(show).toHaveBeenCalled();
  });
});

describe('navigation guards', () => {
  it('recognises only app://admin as the app origin', () => {
    expect(isAppUrl('app://admin/')).toBe(true);
    expect(isAppUrl('app://admin/admin?x=1')).toBe(true);
    for (const other of [
      'app://admin.evil/',
      'app://other/',
      'file:///C:/Windows',
      'http://admin/',
      'https://admin/',
      'about:blank',
      'not a url',
      'app://admin@evil/',
    ]) {
      expect(isAppUrl(other), other).toBe(false);
    }
  });

  it('hands the system https, mailto: and tel: links only, as parsed', () => {
    expect(externalLink('https://www.steelcase.com')).toBe('https://www.steelcase.com/');
    expect(externalLink('https://wa.me/18095550142')).toBe('https://wa.me/18095550142');
    expect(externalLink('mailto:carla@hotel.do?subject=Re%3A%20tu%20solicitud')).toBe(
      'mailto:carla@hotel.do?subject=Re%3A%20tu%20solicitud',
    );
    expect(externalLink('MAILTO:carla@hotel.do')).toBe('mailto:carla@hotel.do');
    expect(externalLink('tel:+18095550142')).toBe('tel:+18095550142');
    for (const other of [
      'http://example.com',
      'http://127.0.0.1:3000/admin',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'smb://server/share',
      'ms-settings:',
      'app://admin/admin',
      'not a url',
    ]) {
      expect(externalLink(other), other).toBeNull();
    }
  });

  it('denies every new window and opens https links (WhatsApp included) in the system instead', () => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    const handler = windowOpenHandler(shell);
    expect(handler({ url: 'https://www.steelcase.com' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'https://wa.me/18095550142' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'http://insecure.example' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'app://admin/admin' })).toEqual({ action: 'deny' });
    expect(shell.openExternal.mock.calls).toEqual([['https://www.steelcase.com/'], ['https://wa.me/18095550142']]);
  });

  it("hands a mailto: or tel: link's navigation to the system and keeps the window where it is", () => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    const guard = navigationGuard(shell);
    for (const url of ['mailto:carla@hotel.do?subject=Re%3A%20tu%20solicitud', 'tel:+18095550142']) {
      const event = { preventDefault: vi.fn() };
      guard(event, url);
      expect(event.preventDefault, url).toHaveBeenCalled();
    }
    expect(shell.openExternal.mock.calls).toEqual([['mailto:carla@hotel.do?subject=Re%3A%20tu%20solicitud'], ['tel:+18095550142']]);
  });

  it('lets the window move within the app and stops it leaving (will-navigate)', () => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    const guard = navigationGuard(shell);
    const inside = { preventDefault: vi.fn() };
    guard(inside, 'app://admin/login');
    expect(inside.preventDefault).not.toHaveBeenCalled();

    for (const url of [
      'https://phishing.example/login',
      'file:///C:/Users/foto.jpg',
      'http://192.168.1.20:3000/admin',
      'javascript:alert(1)',
    ]) {
      const event = { preventDefault: vi.fn() };
      guard(event, url);
      expect(event.preventDefault, url).toHaveBeenCalled();
    }
    expect(shell.openExternal.mock.calls).toEqual([['https://phishing.example/login']]);
  });

  it('puts the guards on every WebContents: window open, navigate, redirect, webview', () => {
    const listeners = new Map<string, (...args: unknown[]) => void>();
    const contents = {
      setWindowOpenHandler: vi.fn(),
      on: vi.fn((event: string, listener: (...args: unknown[]) => void) => listeners.set(event, listener)),
    };
    secureWebContents(contents as unknown as WebContents, { openExternal: vi.fn(async () => undefined) });
    expect(contents.setWindowOpenHandler).toHaveBeenCalledOnce();
    expect([...listeners.keys()].sort()).toEqual(['will-attach-webview', 'will-navigate', 'will-redirect']);

    const redirect = { preventDefault: vi.fn() };
    listeners.get('will-redirect')?.(redirect, 'https://elsewhere.example/');
    expect(redirect.preventDefault).toHaveBeenCalled();
    const webview = { preventDefault: vi.fn() };
    listeners.get('will-attach-webview')?.(webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });
});

describe('permissions', () => {
  it('denies every permission request and check by default', () => {
    const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn(), setDevicePermissionHandler: vi.fn() };
    denyAllPermissions(session as unknown as Session);

    const request = session.setPermissionRequestHandler.mock.calls[0]?.[0] as (c: unknown, p: string, cb: (ok: boolean) => void) => void;
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen']) {
      const callback = vi.fn();
      request({}, permission, callback);
      expect(callback, permission).toHaveBeenCalledWith(false);
    }
    const check = session.setPermissionCheckHandler.mock.calls[0]?.[0] as (...args: unknown[]) => boolean;
    expect(check(null, 'media', 'app://admin', {})).toBe(false);
    const device = session.setDevicePermissionHandler.mock.calls[0]?.[0] as (...args: unknown[]) => boolean;
    expect(device({ deviceType: 'usb' })).toBe(false);
  });
});

describe('IPC sender validation', () => {
  const frame = (url: string, parent: unknown = null) => ({ senderFrame: { url, parent } }) as unknown as IpcMainInvokeEvent;
  const deps = () => ({
    settings: {
      getServerUrl: vi.fn(() => 'http://localhost:3000'),
      isConfigured: vi.fn(() => true),
      setServerUrl: vi.fn(async (url: string) => ({ ok: true as const, serverUrl: url })),
    },
    prepareImage: vi.fn(async (input: { bytes: Uint8Array; name: string; type: string }) => input),
  });

  it('trusts only the top frame of app://admin', () => {
    expect(isTrustedSender(frame('app://admin/admin'))).toBe(true);
    expect(isTrustedSender(frame('app://admin/admin', { url: 'app://admin/' }))).toBe(false);
    expect(isTrustedSender(frame('https://evil.example/'))).toBe(false);
    expect(isTrustedSender(frame('file:///tmp/x.html'))).toBe(false);
    expect(isTrustedSender({ senderFrame: null } as unknown as IpcMainInvokeEvent)).toBe(false);
  });

  it('refuses every channel to an untrusted sender before touching anything', async () => {
    const d = deps();
    const handlers = createIpcHandlers(d);
    for (const [channel, handler] of Object.entries(handlers)) {
      await expect(handler(frame('https://evil.example/'), 'x', 'y', 'z'), channel).rejects.toBeInstanceOf(UntrustedSenderError);
    }
    expect(d.settings.setServerUrl).not.toHaveBeenCalled();
    expect(d.prepareImage).not.toHaveBeenCalled();
  });

  it('answers the app page: server address (null on first run), saving, photo preparation', async () => {
    const d = deps();
    const handlers = createIpcHandlers(d);
    const app = frame('app://admin/');
    expect(await handlers[CHANNELS.getServerUrl]?.(app)).toBe('http://localhost:3000');
    d.settings.isConfigured.mockReturnValue(false);
    expect(await handlers[CHANNELS.getServerUrl]?.(app)).toBeNull();
    expect(await handlers[CHANNELS.setServerUrl]?.(app, 'http://10.0.0.2:3000')).toEqual({ ok: true, serverUrl: 'http://10.0.0.2:3000' });
    const bytes = new Uint8Array([1, 2, 3]);
    expect(await handlers[CHANNELS.prepareImage]?.(app, bytes, 'a.jpg', 'image/jpeg')).toEqual({
      bytes,
      name: 'a.jpg',
      type: 'image/jpeg',
    });
  });

  it('validates arguments from the page', async () => {
    const handlers = createIpcHandlers(deps());
    const app = frame('app://admin/');
    await expect(handlers[CHANNELS.setServerUrl]?.(app, { toString: () => 'http://x' })).rejects.toThrow(TypeError);
    await expect(handlers[CHANNELS.setServerUrl]?.(app, `http://${'a'.repeat(3000)}`)).rejects.toThrow(TypeError);
    await expect(handlers[CHANNELS.prepareImage]?.(app, 'not bytes', 'a.jpg', 'image/jpeg')).rejects.toThrow(TypeError);
    await expect(handlers[CHANNELS.prepareImage]?.(app, new Uint8Array(1), 42, 'image/jpeg')).rejects.toThrow(TypeError);
  });

  it('registers exactly the three invoke channels', () => {
    const ipcMain = { handle: vi.fn() };
    registerIpcHandlers(ipcMain, deps());
    expect(ipcMain.handle.mock.calls.map(([channel]) => channel).sort()).toEqual(
      [CHANNELS.getServerUrl, CHANNELS.prepareImage, CHANNELS.setServerUrl].sort(),
    );
  });
});
