import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../config.js';

// The staff's cookies: the session, the second step of a sign-in, and the device cookie that
// spares a known computer the per-account limit (docs/decisions/0015-device-cookies-and-two-step-sign-in.md).

export const SESSION_COOKIE = 'casa_session';
/** A password that was right, waiting for its second-step code (docs/decisions/0015-…). */
export const SECOND_STEP_COOKIE = 'casa_2fa';
/** Signed proof that this client signed in as some accounts before (docs/decisions/0015-…). */
export const DEVICE_COOKIE = 'casa_device';

/** The second step's cookie goes only to the second step. */
const SECOND_STEP_PATH = '/api/auth/2fa';
/** 180 days: OWASP's device cookies outlive sessions so staff keep their exemption between sign-ins. */
export const DEVICE_COOKIE_MS = 180 * 24 * 3600_000;

/** One cookie's value from the Cookie header, if it is there and looks like `pattern` (no cookie-parser for three values). */
function readCookie(req: Request, name: string, pattern: RegExp): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return pattern.test(value) ? value : null;
    }
  }
  return null;
}

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The sessions table keeps only this hash of the cookie's token, so a leaked database gives no usable cookie. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session token from the Cookie header, if any. */
export function readSessionToken(req: Request): string | null {
  return readCookie(req, SESSION_COOKIE, TOKEN);
}

/** Whether the request carries a session cookie at all, live or not: its answers are personal. */
export function hasSessionCookie(req: Request): boolean {
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

export function readSecondStepToken(req: Request): string | null {
  return readCookie(req, SECOND_STEP_COOKIE, TOKEN);
}

export function readDeviceCookie(req: Request): string | null {
  return readCookie(req, DEVICE_COOKIE, /^[A-Za-z0-9_.~-]{1,1000}$/);
}

function options(config: Config, path = '/') {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.cookieSecure, path };
}

export function setSessionCookie(res: Response, config: Config, token: string, expiresAt: Date): void {
  res.cookie(SESSION_COOKIE, token, { ...options(config), expires: expiresAt });
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.clearCookie(SESSION_COOKIE, options(config));
}

export function setSecondStepCookie(res: Response, config: Config, token: string, expiresAt: Date): void {
  res.cookie(SECOND_STEP_COOKIE, token, { ...options(config, SECOND_STEP_PATH), expires: expiresAt });
}

export function clearSecondStepCookie(res: Response, config: Config): void {
  res.clearCookie(SECOND_STEP_COOKIE, options(config, SECOND_STEP_PATH));
}

export function setDeviceCookie(res: Response, config: Config, value: string, now: Date): void {
  res.cookie(DEVICE_COOKIE, value, { ...options(config), expires: new Date(now.getTime() + DEVICE_COOKIE_MS) });
}
