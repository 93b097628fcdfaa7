// Entry of the Electron main process: the real Electron modules, handed to the testable app.
import path from 'node:path';
import { app, BrowserWindow, ipcMain, Menu, protocol, session, shell } from 'electron';
import { startApp } from './app.js';

const here = import.meta.dirname;

startApp(
  { app, BrowserWindow, ipcMain, Menu, protocol, session, shell },
  {
    preloadPath: path.join(here, '../preload/index.cjs'),
    rendererDir: path.join(here, '../../dist'),
    devServerUrl: process.env.VITE_DEV_SERVER_URL,
    platform: process.platform,
    fetch: globalThis.fetch,
    log: (message, error) => console.error(`[desktop] ${message}`, error ?? ''),
  },
).catch((error: unknown) => {
  console.error('[desktop] could not start', error);
  app.quit();
});
