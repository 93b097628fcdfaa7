import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerUrlResult } from '../shared/desktop-api.js';
import { DESKTOP_MESSAGES } from '../shared/messages.js';

export const DEFAULT_SERVER_URL = 'http://localhost:3000';
export const SETTINGS_FILE = 'settings.json';
const HEALTH_TIMEOUT_MS = 6_000;

interface SettingsFile {
  serverUrl?: string;
}

export interface SettingsStore {
  /** The saved server, or the default when none was saved yet. */
  getServerUrl(): string;
  /** False until a server address passed its health check once (the first-run screen shows). */
  isConfigured(): boolean;
  /** Check the address with GET /api/health and remember it only when it answers. */
  setServerUrl(input: string): Promise<ServerUrlResult>;
  onChange(listener: (serverUrl: string) => void): () => void;
}

/**
 * What staff type, made into a server address: "192.168.1.20:3000" gets http://, a trailing
 * slash goes, and anything that is not a plain http(s) address is refused.
 */
export function normalizeServerUrl(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || url.hostname === '') return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** 200 with `{ status: 'ok' }` from /api/health, or the Spanish reason it is not our server. */
export async function checkServerHealth(
  serverUrl: string,
  fetchImpl: typeof globalThis.fetch,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<{ ok: true; serverUrl: string } | { ok: false; message: string }> {
  let response: Response;
  try {
    response = await fetchImpl(`${serverUrl}/api/health`, {
      headers: { accept: 'application/json' },
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { ok: false, message: timedOut ? DESKTOP_MESSAGES.serverTimeout : DESKTOP_MESSAGES.serverUnreachable };
  }
  try {
    const body = (await response.json()) as { status?: unknown } | null;
    // CASE: http:// redirected to https:// (or to another host): remember where the server really is,
    // since forwarded API calls do not follow redirects.
    if (response.ok && body?.status === 'ok') return { ok: true, serverUrl: finalServerUrl(serverUrl, response) };
  } catch {
    // CASE: an HTML page or anything else that is not our JSON: some other web server.
  }
  return { ok: false, message: response.status >= 500 ? DESKTOP_MESSAGES.serverUnreachable : DESKTOP_MESSAGES.notOurServer };
}

function finalServerUrl(requested: string, response: Response): string {
  if (!response.redirected || !response.url) return requested;
  return normalizeServerUrl(response.url.replace(/\/api\/health\/?(\?.*)?$/, '')) ?? requested;
}

export async function createSettingsStore(deps: {
  /** Electron's userData folder. */
  dir: string;
  fetch: typeof globalThis.fetch;
  log?: (message: string, error?: unknown) => void;
}): Promise<SettingsStore> {
  const file = path.join(deps.dir, SETTINGS_FILE);
  const listeners = new Set<(serverUrl: string) => void>();
  let saved: string | null = null;

  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as SettingsFile;
    saved = typeof parsed.serverUrl === 'string' ? normalizeServerUrl(parsed.serverUrl) : null;
  } catch (error) {
    // CASE: first run (no file) or a damaged file: start from the default and ask again.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') deps.log?.('settings.json unreadable, using defaults', error);
  }

  async function persist(serverUrl: string): Promise<void> {
    await mkdir(deps.dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify({ serverUrl } satisfies SettingsFile, null, 2)}\n`, 'utf8');
    // A crash mid-write leaves the old file, never half a file.
    await rename(temporary, file);
  }

  return {
    getServerUrl: () => saved ?? DEFAULT_SERVER_URL,
    isConfigured: () => saved !== null,
    async setServerUrl(input) {
      const requested = normalizeServerUrl(input);
      if (!requested) return { ok: false, message: DESKTOP_MESSAGES.invalidUrl };
      const health = await checkServerHealth(requested, deps.fetch);
      if (!health.ok) return health;
      const { serverUrl } = health;
      await persist(serverUrl);
      const changed = serverUrl !== saved;
      saved = serverUrl;
      if (changed) for (const listener of listeners) listener(serverUrl);
      return { ok: true, serverUrl };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
