import type { RequestHandler } from 'express';
import { MESSAGES } from '@casa/core';
import type { Config } from '../config.js';
import { HttpError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a mutation whose Origin (or, without one, Referer) is another
 * site is refused. Requests without either (curl, the desktop app's main process) pass; the
 * session cookie is SameSite=Lax besides.
 */
export function originCheck(config: Config): RequestHandler {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const source = req.headers.origin ?? refererOrigin(req.headers.referer);
    // CASE: neither header: not a browser request made by another site's page.
    if (source === undefined) return next();
    if (source !== 'null' && isSameSite(source, allowed, req.protocol, req.headers.host)) return next();
    next(new HttpError(403, MESSAGES.forbiddenOrigin));
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** The configured public URL, or the host the request was addressed to (a LAN IP, a proxy). */
function isSameSite(origin: string, allowed: Set<string>, protocol: string, host: string | undefined): boolean {
  if (allowed.has(origin)) return true;
  return host !== undefined && origin === `${protocol}://${host}`;
}
