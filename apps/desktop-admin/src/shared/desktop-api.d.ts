/**
 * The one object the preload script exposes as `window.desktop`: the renderer's only way to
 * reach the main process. Every method returns a promise; there is no raw IPC.
 */
export interface PreparedImage {
  bytes: Uint8Array;
  name: string;
  type: string;
}

export type ServerUrlResult = { ok: true; serverUrl: string } | { ok: false; message: string };

export interface DesktopApi {
  /** The saved server address, or null on the first run (nothing saved yet). */
  getServerUrl(): Promise<string | null>;
  /** Checks the address with GET /api/health and saves it only when the server answers. */
  setServerUrl(url: string): Promise<ServerUrlResult>;
  /** Runs a photo through sharp in the main process: EXIF rotation, long edge capped, re-encoded, metadata stripped. */
  prepareImage(bytes: Uint8Array, name: string, type: string): Promise<PreparedImage>;
  /** The "Cambiar servidor…" menu item; returns the function that stops listening. */
  onOpenSettings(listener: () => void): () => void;
}

declare global {
  interface Window {
    desktop: DesktopApi;
  }
}
