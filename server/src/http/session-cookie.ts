import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../config.js';

export const SESSION_COOKIE = 'casa_session';

/** The sessions table keeps only this hash of the cookie's token, so a leaked database gives no usable cookie. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session token from the Cookie header, if any (no cookie-parser for one value). */
export function readSessionToken(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
    }
  }
  return null;
}

export function setSessionCookie(res: Response, config: Config, token: string, expiresAt: Date): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' });
}
