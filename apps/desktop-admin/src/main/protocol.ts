import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from '../shared/channels.js';
import type { CookieJar } from './cookie-jar.js';
import { forwardRequest, type ForwardResponse } from './forward.js';

/**
 * The app's pages come from app://admin/, a standard and secure scheme of our own: never file://
 * (which would give the page the whole disk as its origin). Must be registered before `ready`.
 */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true } },
  ]);
}

/**
 * Sent as a header with every page, so it holds before any markup is parsed. antd writes its
 * styles at run time, hence 'unsafe-inline' for styles only; brand logos may live on other https
 * sites. Everything else is this origin: the API and the photos arrive through it.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "worker-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Development only: Vite's React preamble is an inline script and its HMR socket another port. */
export function developmentCsp(devServerUrl: string): string {
  const dev = new URL(devServerUrl);
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace(
    "connect-src 'self'",
    `connect-src 'self' ws://${dev.host} ${dev.origin}`,
  );
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Paths the main process forwards to the server (and refuses there when they are not allowed). */
export function isServerPath(pathname: string): boolean {
  return /^\/(api|media)(\/|$)/.test(pathname);
}

/**
 * A file of the renderer build, with its security headers. Client-side routes (/login, /admin)
 * get index.html; a missing asset is a 404, never a file from outside `rendererDir`.
 */
export async function readRendererFile(rendererDir: string, pathname: string, csp = CONTENT_SECURITY_POLICY): Promise<ForwardResponse> {
  const root = path.resolve(rendererDir);
  let relative: string;
  try {
    relative = decodeURIComponent(pathname);
  } catch {
    return notFound();
  }
  const candidate = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (candidate !== root && !candidate.startsWith(`${root}${path.sep}`)) return notFound();

  let file = candidate;
  const isFile = await stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
  if (!isFile) {
    // CASE: an asset that is not there must not turn into the HTML page (a broken script with HTML in it).
    if (path.extname(relative) !== '') return notFound();
    file = path.join(root, 'index.html');
  }
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return notFound();
  }
  const extension = path.extname(file).toLowerCase();
  const isHtml = extension === '.html';
  return {
    status: 200,
    headers: {
      ...SECURITY_HEADERS,
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      // Hashed assets never change; the page itself must always be fresh after an update.
      'cache-control': isHtml ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(isHtml ? { 'content-security-policy': csp } : {}),
    },
    body: new Uint8Array(body),
  };
}

function notFound(): ForwardResponse {
  return {
    status: 404,
    headers: { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
    body: new TextEncoder().encode('Not found'),
  };
}

export function toWebResponse(result: ForwardResponse): Response {
  return new Response(result.body as Uint8Array<ArrayBuffer> | null, { status: result.status, headers: result.headers });
}

export interface ProtocolDeps {
  /** The renderer build (apps/desktop-admin/dist), or null in development. */
  rendererDir: string | null;
  /** Vite's dev server, whose files are served through the same scheme during `desktop:dev`. */
  devServerUrl?: string | undefined;
  getServerUrl(): string;
  jar: CookieJar;
  fetch: typeof globalThis.fetch;
}

/** The `protocol.handle('app', …)` handler: pages from the build, /api and /media from the server. */
export function createProtocolHandler(deps: ProtocolDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return toWebResponse(notFound());

    if (isServerPath(url.pathname)) {
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : new Uint8Array(await request.arrayBuffer());
      const result = await forwardRequest(
        { method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body },
        { serverUrl: deps.getServerUrl(), jar: deps.jar, fetch: deps.fetch },
      );
      return toWebResponse({ ...result, headers: { ...result.headers, ...SECURITY_HEADERS } });
    }

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return toWebResponse({ status: 405, headers: { ...SECURITY_HEADERS }, body: null });
    }
    if (deps.devServerUrl) return proxyDevServer(deps.devServerUrl, url, deps.fetch);
    if (!deps.rendererDir) return toWebResponse(notFound());
    return toWebResponse(await readRendererFile(deps.rendererDir, url.pathname));
  };
}

async function proxyDevServer(devServerUrl: string, url: URL, fetchImpl: typeof globalThis.fetch): Promise<Response> {
  const upstream = await fetchImpl(new URL(`${url.pathname}${url.search}`, devServerUrl));
  const headers = new Headers(upstream.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  if ((headers.get('content-type') ?? '').startsWith('text/html')) headers.set('content-security-policy', developmentCsp(devServerUrl));
  return new Response(upstream.body, { status: upstream.status, headers });
}
