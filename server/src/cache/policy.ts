import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { SESSION_COOKIE } from '../http/session-cookie.js';

/** What Express answered, captured instead of being sent (capture.ts). */
export interface Captured {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Files streamed from disk or the database, with their own HTTP caching: never buffered here. */
const STREAMED = ['/media/', '/assets/'];

function hasSessionCookie(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * The key (path and query) under which a request may be answered from the cache, or null when it
 * goes straight to Express: only GET and HEAD from visitors without a session (staff see drafts
 * and inactive brands), and never the streamed files. Whether an answer is kept is the route's
 * to say (mayKeep).
 */
export function lookupKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (hasSessionCookie(req.headers.cookie)) return null;
  const url = req.url ?? '/';
  return STREAMED.some((prefix) => url.startsWith(prefix)) ? null : url;
}

/**
 * Only an answer that is the same for every visitor may be kept: a 200 its route marked
 * `Cache-Control: public` (http/cache-control.ts), with an ETag, JSON or HTML, setting no cookie.
 */
export function mayKeep(captured: Captured): boolean {
  if (captured.status !== 200 || typeof captured.headers.etag !== 'string') return false;
  if (captured.headers['set-cookie'] !== undefined) return false;
  const cacheControl = String(captured.headers['cache-control'] ?? '');
  if (!/(^|,)\s*public\s*(,|$)/i.test(cacheControl) || /(private|no-store)/i.test(cacheControl)) return false;
  return /^(application\/json|text\/html)/i.test(String(captured.headers['content-type'] ?? ''));
}

/**
 * An answer that may not be kept lets the cache send the next requests for its URL straight to
 * Express until the content changes; a server error does not (it may be a passing failure).
 */
export function mayPass(captured: Captured): boolean {
  return captured.status < 500;
}
