import type { CookieJar } from './cookie-jar.js';
import { DESKTOP_MESSAGES } from '../shared/messages.js';

/**
 * The renderer calls `/api/*` and `/media/*` on its own origin exactly like the browser admin;
 * the protocol handler hands those requests here, and this function replays them against the
 * configured server with the session cookie from the main-process jar. Pure: no Electron, no
 * globals, so it is tested on its own and reused by the end-to-end harness.
 */
export interface ForwardRequest {
  method: string;
  /** The renderer's URL (`app://admin/api/projects?x=1`) or just its path and query. */
  url: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

export interface ForwardResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

export interface ForwardDeps {
  serverUrl: string;
  jar: CookieJar;
  fetch: typeof globalThis.fetch;
  /** Uploads of twenty photos on a slow line take a while; a dead server should not hang forever. */
  timeoutMs?: number;
}

export const FORWARDED_PREFIXES = ['/api/', '/media/'] as const;

/** Only the server's API and media: never the server's pages, never another host. */
export function isForwardedPath(pathname: string): boolean {
  if (pathname === '/api') return true;
  if (!FORWARDED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  // CASE: '/api/../admin' or '%2e%2e' would leave /api once the server normalises the path.
  return !decoded.split('/').includes('..') && !decoded.includes('\\');
}

// Request headers the renderer may not choose: the connection's own, the cookie (the jar's job)
// and the browser-context headers (the server's CSRF check trusts requests without an Origin,
// and app://admin would be "another site" to it).
const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'cookie',
  'origin',
  'referer',
]);

// Response headers that must not reach the renderer: Set-Cookie above all, and the ones that
// describe the server's connection rather than the body fetch already decoded.
const DROPPED_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'set-cookie2',
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-encoding',
  'content-length',
]);

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function jsonResponse(status: number, body: unknown): ForwardResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: new TextEncoder().encode(JSON.stringify(body)),
  };
}

/** The server address plus the renderer's path (a server under a sub-path keeps its prefix). */
export function targetUrl(serverUrl: string, pathAndQuery: URL): URL {
  const base = new URL(serverUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  return new URL(`${base.origin}${prefix}${pathAndQuery.pathname}${pathAndQuery.search}`);
}

export async function forwardRequest(request: ForwardRequest, deps: ForwardDeps): Promise<ForwardResponse> {
  let incoming: URL;
  try {
    incoming = new URL(request.url, 'app://admin/');
  } catch {
    return jsonResponse(400, { message: DESKTOP_MESSAGES.forwardRefused });
  }
  if (!isForwardedPath(incoming.pathname)) {
    return jsonResponse(404, { message: DESKTOP_MESSAGES.forwardRefused });
  }

  let target: URL;
  try {
    target = targetUrl(deps.serverUrl, incoming);
  } catch {
    return jsonResponse(502, { message: DESKTOP_MESSAGES.serverUnreachable });
  }

  const method = request.method.toUpperCase();
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    const lower = name.toLowerCase();
    if (DROPPED_REQUEST_HEADERS.has(lower) || lower.startsWith('sec-')) continue;
    headers.set(lower, value);
  }
  const cookie = deps.jar.header(target);
  if (cookie) headers.set('cookie', cookie);

  const hasBody = method !== 'GET' && method !== 'HEAD' && request.body !== null;
  let response: Response;
  try {
    response = await deps.fetch(target, {
      method,
      headers,
      body: hasBody ? (request.body as Uint8Array<ArrayBuffer>) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.timeoutMs ?? 120_000),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return timedOut
      ? jsonResponse(504, { message: DESKTOP_MESSAGES.serverTimeout })
      : jsonResponse(502, { message: DESKTOP_MESSAGES.serverUnreachable });
  }

  deps.jar.store(readSetCookie(response.headers), target);

  const outHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (DROPPED_RESPONSE_HEADERS.has(name)) return;
    outHeaders[name] = value;
  });
  // CASE: a redirect inside the server: keep the renderer on its own origin.
  const location = outHeaders.location;
  if (location) {
    try {
      const resolved = new URL(location, target);
      if (resolved.origin === target.origin) outHeaders.location = `${resolved.pathname}${resolved.search}`;
    } catch {
      delete outHeaders.location;
    }
  }

  let body: Uint8Array | null = null;
  if (!NULL_BODY_STATUSES.has(response.status) && method !== 'HEAD') {
    try {
      body = new Uint8Array(await response.arrayBuffer());
    } catch {
      return jsonResponse(502, { message: DESKTOP_MESSAGES.serverUnreachable });
    }
  }
  return { status: response.status, headers: outHeaders, body };
}

function readSetCookie(headers: Headers): string[] {
  if (typeof headers.getSetCookie === 'function') return headers.getSetCookie();
  const single = headers.get('set-cookie');
  return single ? [single] : [];
}
