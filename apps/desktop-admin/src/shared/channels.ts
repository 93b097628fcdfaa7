/** IPC channel names, shared by the preload script and the main process handlers. */
export const CHANNELS = {
  getServerUrl: 'desktop:get-server-url',
  setServerUrl: 'desktop:set-server-url',
  prepareImage: 'desktop:prepare-image',
  openSettings: 'desktop:open-settings',
} as const;

/** The renderer's origin: a privileged custom scheme, never file://. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'admin';
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/`;
