import type { IpcRenderer } from 'electron';
import { CHANNELS } from '../shared/channels.js';
import type { DesktopApi } from '../shared/desktop-api.js';

/**
 * `window.desktop`: four named calls, each returning its promise. The renderer never sees
 * `ipcRenderer` itself, so it can reach nothing but these channels.
 */
export function createDesktopApi(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): DesktopApi {
  return {
    getServerUrl: () => ipc.invoke(CHANNELS.getServerUrl),
    setServerUrl: (url) => ipc.invoke(CHANNELS.setServerUrl, String(url)),
    prepareImage: (bytes, name, type) => ipc.invoke(CHANNELS.prepareImage, bytes, String(name), String(type)),
    onOpenSettings: (listener) => {
      // The IPC event object stays here: the listener gets no argument.
      const wrapped = () => listener();
      ipc.on(CHANNELS.openSettings, wrapped);
      return () => {
        ipc.removeListener(CHANNELS.openSettings, wrapped);
      };
    },
  };
}
