// Sandboxed preload (built as CommonJS): exposes `window.desktop` and nothing else.
import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopApi } from './api.js';

contextBridge.exposeInMainWorld('desktop', createDesktopApi(ipcRenderer));
