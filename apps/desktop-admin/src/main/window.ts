import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { APP_URL } from '../shared/channels.js';

export interface WindowOptions {
  preloadPath: string;
  /** Developer tools only in `desktop:dev`. */
  devTools: boolean;
}

/** Electron's security checklist, in one place the tests read. */
export function mainWindowOptions(options: WindowOptions): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 860,
    minWidth: 960,
    minHeight: 640,
    show: false,
    title: 'Casa Mobilia Admin',
    backgroundColor: '#f5f2ec',
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      // A dropped photo must reach the form's drop zone, never replace the page with file://.
      navigateOnDragDrop: false,
      safeDialogs: true,
      // The spell checker downloads dictionaries from Google: no traffic the staff did not ask for.
      spellcheck: false,
      devTools: options.devTools,
    },
  };
}

export type WindowConstructor = new (options: BrowserWindowConstructorOptions) => BrowserWindow;

/** The main window, shown once painted (no white flash) and always on app://admin/. */
export function createMainWindow(BrowserWindowClass: WindowConstructor, options: WindowOptions): BrowserWindow {
  const window = new BrowserWindowClass(mainWindowOptions(options));
  window.once('ready-to-show', () => window.show());
  let crashes = 0;
  // CASE: the renderer died (out of memory on a huge batch): reload rather than leave a blank window.
  window.webContents.on('render-process-gone', () => {
    crashes += 1;
    if (crashes <= 3 && !window.isDestroyed()) window.webContents.reload();
  });
  void window.loadURL(APP_URL);
  return window;
}
