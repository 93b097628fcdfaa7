import crypto from 'node:crypto';
import type { IncomingMessage, RequestListener } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { Config } from '../config.js';
import type { Logger } from '../deps.js';
import type { Metrics } from './metrics.js';
import { routeLabel } from './route-label.js';

/** An id a client or a proxy may hand in: short, and nothing that could forge a log line or a header. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:/+=-]{1,128}$/;

const requestIds = new WeakMap<IncomingMessage, string>();

/** The id of a request (X-Request-Id), for log lines written while it is handled. */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return requestIds.get(req);
}

/** Express's reading of `trust proxy` (a hop count, true/false, or addresses), for requests Express never sees. */
function compileTrust(trust: Config['trustProxy']): (address: string, hop: number) => boolean {
  if (trust === true) return () => true;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  if (trust === false) return () => false;
  return proxyaddr.compile(trust.split(',').map((part) => part.trim()));
}

/** The path, and the names of its query parameters without their values (a search may hold a name or an e-mail). */
function describeUrl(url: string): { path: string; query?: string[] } {
  const at = url.indexOf('?');
  if (at === -1) return { path: url };
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return { path: url.slice(0, at), ...(names.length > 0 ? { query: [...new Set(names)] } : {}) };
}

export interface RequestLogOptions {
  log: Logger;
  trustProxy: Config['trustProxy'];
  metrics?: Metrics | undefined;
}

/**
 * Wraps the whole request handler (the read cache included): each request gets an id, taken from
 * a valid X-Request-Id or made here, sent back in X-Request-Id, and one log line when it ends —
 * method, path without query values, status, duration, client address and the signed-in user's
 * id. Never headers, cookies or bodies (docs/decisions/0019-production-path.md).
 */
export function withRequestLog(handler: RequestListener, options: RequestLogOptions): RequestListener {
  const { log, metrics } = options;
  const trust = compileTrust(options.trustProxy);
  return (req, res) => {
    const started = process.hrtime.bigint();
    // Express rewrites req.url while routing; the line shows what the client asked for.
    const url = req.url ?? '/';
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : crypto.randomUUID();
    requestIds.set(req, id);
    res.setHeader('X-Request-Id', id);

    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const { path, query } = describeUrl(url);
      const method = req.method ?? 'GET';
      metrics?.observeRequest(method, routeLabel(req, path), res.statusCode, seconds);
      const user = (req as { user?: { id?: unknown } }).user;
      log.info('request completed', {
        reqId: id,
        method,
        path,
        ...(query ? { query } : {}),
        status: res.statusCode,
        durationMs: Math.round(seconds * 10_000) / 10,
        ip: proxyaddr(req, trust),
        ...(user?.id !== undefined ? { userId: user.id } : {}),
        // CASE: the client went away before the answer was complete.
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    };
    res.once('finish', done);
    res.once('close', done);
    handler(req, res);
  };
}
