import type { App, BrowserWindow, IpcMain, Menu, Protocol, Session, Shell } from 'electron';
import { APP_SCHEME, CHANNELS } from '../shared/channels.js';
import { createCookieJar } from './cookie-jar.js';
import { keepCookies } from './kept-cookies.js';
import { createImagePreparer } from './image.js';
import { registerIpcHandlers } from './ipc.js';
import { buildMenuTemplate } from './menu.js';
import { secureWebContents } from './navigation.js';
import { denyAllPermissions } from './permissions.js';
import { createProtocolHandler, registerAppScheme } from './protocol.js';
import { createSettingsStore } from './settings.js';
import { createMainWindow, type WindowConstructor } from './window.js';

/**
 * The parts of Electron the app uses, passed in so every module can be exercised without the
 * Electron binary (tests hand in fakes; src/main/index.ts hands in the real modules).
 */
export interface ElectronFacade {
  app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on' | 'whenReady' | 'getPath' | 'enableSandbox' | 'isPackaged'>;
  BrowserWindow: WindowConstructor & { getAllWindows(): BrowserWindow[] };
  protocol: Pick<Protocol, 'registerSchemesAsPrivileged' | 'handle'>;
  session: { readonly defaultSession: Session };
  ipcMain: Pick<IpcMain, 'handle'>;
  shell: Pick<Shell, 'openExternal'>;
  Menu: Pick<typeof Menu, 'buildFromTemplate' | 'setApplicationMenu'>;
}

export interface AppEnvironment {
  preloadPath: string;
  rendererDir: string;
  devServerUrl?: string | undefined;
  platform: NodeJS.Platform;
  fetch: typeof globalThis.fetch;
  log?: (message: string, error?: unknown) => void;
}

/** Boots the app; resolves once the window exists, or at once when another instance runs. */
export async function startApp(electron: ElectronFacade, env: AppEnvironment): Promise<{ started: boolean }> {
  const { app } = electron;
  // Both must happen before `ready`.
  registerAppScheme(electron.protocol);
  app.enableSandbox();

  // A second launch focuses the running window instead of opening a second session.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return { started: false };
  }

  let mainWindow: BrowserWindow | null = null;
  // An installed app never takes its pages from a development server: VITE_DEV_SERVER_URL set on
  // a staff computer must not make it load (and trust) whatever answers at that address.
  const devServerUrl = app.isPackaged ? undefined : env.devServerUrl;
  if (app.isPackaged && env.devServerUrl) env.log?.('VITE_DEV_SERVER_URL ignored: the app is packaged');
  const isDev = Boolean(devServerUrl);
  const windowOptions = { preloadPath: env.preloadPath, devTools: isDev };
  const openWindow = () => {
    mainWindow = createMainWindow(electron.BrowserWindow, windowOptions);
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
    return mainWindow;
  };

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_event, contents) => secureWebContents(contents, electron.shell));
  app.on('window-all-closed', () => {
    if (env.platform !== 'darwin') app.quit();
  });

  await app.whenReady();

  const settings = await createSettingsStore({ dir: app.getPath('userData'), fetch: env.fetch, log: env.log });
  // The device cookie outlives the app (kept-cookies.ts); the session cookie does not.
  const jar = await keepCookies({
    jar: createCookieJar(),
    dir: app.getPath('userData'),
    serverUrl: () => settings.getServerUrl(),
    log: env.log,
  });
  // A session belongs to the server that issued it.
  settings.onChange(() => jar.clear());

  denyAllPermissions(electron.session.defaultSession);
  electron.protocol.handle(
    APP_SCHEME,
    createProtocolHandler({
      rendererDir: isDev ? null : env.rendererDir,
      devServerUrl,
      getServerUrl: () => settings.getServerUrl(),
      jar,
      fetch: env.fetch,
    }),
  );
  registerIpcHandlers(electron.ipcMain, { settings, prepareImage: createImagePreparer(2) });

  const openSettings = () => mainWindow?.webContents.send(CHANNELS.openSettings);
  electron.Menu.setApplicationMenu(
    electron.Menu.buildFromTemplate(buildMenuTemplate({ platform: env.platform, isDev, onChangeServer: openSettings })),
  );

  openWindow();
  // macOS keeps the app running without windows; the dock icon brings one back.
  app.on('activate', () => {
    if (electron.BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  return { started: true };
}
