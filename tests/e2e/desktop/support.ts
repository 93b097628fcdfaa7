import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createCookieJar } from '../../../apps/desktop-admin/src/main/cookie-jar';
import { forwardRequest } from '../../../apps/desktop-admin/src/main/forward';
import { prepareImage } from '../../../apps/desktop-admin/src/main/image';
import { isServerPath, readRendererFile } from '../../../apps/desktop-admin/src/main/protocol';
import { createSettingsStore, type SettingsStore } from '../../../apps/desktop-admin/src/main/settings';

/**
 * The desktop app's main process without Electron (whose binary cannot be downloaded here): the
 * built renderer served with the same CSP, /api and /media through the same forwardRequest and
 * cookie jar, settings in a temporary "userData" folder, and photos through the same sharp code.
 * Only the transport differs: HTTP on 127.0.0.1 instead of the app:// scheme and IPC.
 */
export interface DesktopHarness {
  url: string;
  settings: SettingsStore;
  /** Cookie names the main process holds (the renderer must never see them). */
  cookieNames(): string[];
  /** Every photo the renderer sent to be prepared, with its sizes before and after. */
  prepared: Array<{ name: string; bytesIn: number; bytesOut: number; type: string }>;
  close(): Promise<void>;
}

export const RENDERER_DIR = path.resolve(import.meta.dirname, '../../../apps/desktop-admin/dist');

function readBody(req: http.IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, headers: Record<string, string>, body: Uint8Array | string | null) {
  res.writeHead(status, headers);
  res.end(body ?? undefined);
}

export async function startDesktopHarness(port: number, userDataDir?: string): Promise<DesktopHarness> {
  const userData = userDataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'desktop-e2e-userdata-')));
  const settings = await createSettingsStore({ dir: userData, fetch: globalThis.fetch });
  const jar = createCookieJar();
  settings.onChange(() => jar.clear());
  const prepared: DesktopHarness['prepared'] = [];

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://harness');
      const method = req.method ?? 'GET';

      // The preload bridge, as HTTP endpoints for the fake window.desktop.
      if (url.pathname === '/__desktop/server-url') {
        if (method === 'PUT') {
          const { url: serverUrl } = JSON.parse(new TextDecoder().decode(await readBody(req))) as { url: string };
          send(res, 200, { 'content-type': 'application/json' }, JSON.stringify(await settings.setServerUrl(serverUrl)));
        } else {
          send(
            res,
            200,
            { 'content-type': 'application/json' },
            JSON.stringify({ serverUrl: settings.isConfigured() ? settings.getServerUrl() : null }),
          );
        }
        return;
      }
      if (url.pathname === '/__desktop/prepare-image' && method === 'POST') {
        const bytes = await readBody(req);
        const result = await prepareImage({ bytes, name: url.searchParams.get('name') ?? '', type: url.searchParams.get('type') ?? '' });
        prepared.push({ name: result.name, type: result.type, bytesIn: bytes.byteLength, bytesOut: result.bytes.byteLength });
        send(
          res,
          200,
          { 'content-type': 'application/octet-stream', 'x-name': encodeURIComponent(result.name), 'x-type': result.type },
          result.bytes,
        );
        return;
      }

      if (isServerPath(url.pathname)) {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
        const body = method === 'GET' || method === 'HEAD' ? null : await readBody(req);
        const result = await forwardRequest(
          { method, url: `${url.pathname}${url.search}`, headers, body },
          { serverUrl: settings.getServerUrl(), jar, fetch: globalThis.fetch },
        );
        send(res, result.status, result.headers, result.body);
        return;
      }

      if (method !== 'GET' && method !== 'HEAD') return send(res, 405, {}, null);
      const file = await readRendererFile(RENDERER_DIR, url.pathname);
      send(res, file.status, file.headers, file.body);
    } catch (error) {
      send(res, 500, { 'content-type': 'text/plain' }, String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${port}`,
    settings,
    cookieNames: () => jar.list().map((cookie) => cookie.name),
    prepared,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!userDataDir) await rm(userData, { recursive: true, force: true });
    },
  };
}

/**
 * `window.desktop` for the page, with the same shape as the preload's (src/shared/desktop-api.d.ts),
 * talking to the harness instead of IPC. `window.__openSettings()` plays the menu item.
 */
export function fakeDesktopBridge() {
  type Listener = () => void;
  const listeners = new Set<Listener>();
  const desktop = {
    getServerUrl: async () => ((await (await fetch('/__desktop/server-url')).json()) as { serverUrl: string | null }).serverUrl,
    setServerUrl: async (url: string) =>
      (
        await fetch('/__desktop/server-url', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url }),
        })
      ).json(),
    prepareImage: async (bytes: Uint8Array, name: string, type: string) => {
      const query = new URLSearchParams({ name, type });
      const response = await fetch(`/__desktop/prepare-image?${query}`, { method: 'POST', body: bytes as Uint8Array<ArrayBuffer> });
      if (!response.ok) throw new Error(`prepare-image ${response.status}`);
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        name: decodeURIComponent(response.headers.get('x-name') ?? name),
        type: response.headers.get('x-type') ?? type,
      };
    },
    onOpenSettings: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  Object.defineProperty(window, 'desktop', { value: Object.freeze(desktop), writable: false });
  Object.defineProperty(window, '__openSettings', { value: () => listeners.forEach((listener) => listener()) });
}
