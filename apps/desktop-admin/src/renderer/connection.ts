import { DESKTOP_MESSAGES } from '../shared/messages.js';

export type ConnectionCheck = { ok: true } | { ok: false; message: string };

/**
 * Is the configured server there? Asked through the app's own /api (the same path every admin
 * call takes), so a broken forwarding shows up here too. The main process answers 502/504 with a
 * Spanish `message` when the server cannot be reached.
 */
export async function checkConnection(fetchImpl: typeof fetch = fetch): Promise<ConnectionCheck> {
  let response: Response;
  try {
    response = await fetchImpl('/api/health', { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, message: DESKTOP_MESSAGES.serverUnreachable };
  }
  const body = await readJson(response);
  if (response.ok && body?.status === 'ok') return { ok: true };
  if (response.status === 502 || response.status === 504) {
    return { ok: false, message: typeof body?.message === 'string' ? body.message : DESKTOP_MESSAGES.serverUnreachable };
  }
  return { ok: false, message: response.status >= 500 ? DESKTOP_MESSAGES.serverUnreachable : DESKTOP_MESSAGES.notOurServer };
}

async function readJson(response: Response): Promise<{ status?: unknown; message?: unknown } | null> {
  try {
    const value: unknown = await response.json();
    return value && typeof value === 'object' ? (value as { status?: unknown; message?: unknown }) : null;
  } catch {
    return null;
  }
}
