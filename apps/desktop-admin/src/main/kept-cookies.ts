import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CookieJar, StoredCookie } from './cookie-jar.js';

export const KEPT_COOKIES_FILE = 'device-cookie.json';
/**
 * The server's device cookie (docs/decisions/0015-device-cookies-and-two-step-sign-in.md): it says
 * "staff signed in from this computer before", so it must outlive the app like a browser's does;
 * the session cookie still ends when the app quits.
 */
export const KEPT_COOKIE_NAMES: readonly string[] = ['casa_device'];

export interface KeptCookieJar extends CookieJar {
  /** Resolves once every change so far is on disk (tests, shutdown). */
  flushed(): Promise<void>;
}

interface KeptFile {
  serverUrl: string;
  cookies: StoredCookie[];
}

/** A persistent cookie as written by `save` (a session cookie, expiresAt null, is never kept). */
function isKeptCookie(value: unknown): value is StoredCookie & { expiresAt: number } {
  const cookie = value as StoredCookie;
  return (
    typeof cookie === 'object' &&
    cookie !== null &&
    typeof cookie.name === 'string' &&
    typeof cookie.value === 'string' &&
    typeof cookie.path === 'string' &&
    typeof cookie.secure === 'boolean' &&
    typeof cookie.expiresAt === 'number'
  );
}

/**
 * `jar`, whose persistent cookies named in KEPT_COOKIE_NAMES are written to userData (owner-only)
 * whenever the server sets or clears one, and read back at start for the same server. Clearing
 * the jar (another server) clears the file too. A write that fails is logged; the app goes on.
 */
export async function keepCookies(deps: {
  jar: CookieJar;
  /** Electron's userData folder. */
  dir: string;
  serverUrl: () => string;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}): Promise<KeptCookieJar> {
  const { jar } = deps;
  const now = deps.now ?? Date.now;
  const file = path.join(deps.dir, KEPT_COOKIES_FILE);
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as Partial<KeptFile>;
    if (saved.serverUrl === deps.serverUrl() && Array.isArray(saved.cookies)) {
      jar.restore(
        saved.cookies.filter(isKeptCookie).filter((cookie) => KEPT_COOKIE_NAMES.includes(cookie.name) && cookie.expiresAt > now()),
      );
    }
  } catch (error) {
    // CASE: first run (no file) or a damaged one: start without, as a new computer would.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') deps.log?.(`${KEPT_COOKIES_FILE} unreadable, ignored`, error);
  }

  let writing = Promise.resolve();
  const save = () => {
    const kept: KeptFile = {
      serverUrl: deps.serverUrl(),
      cookies: jar.list().filter((cookie) => KEPT_COOKIE_NAMES.includes(cookie.name) && cookie.expiresAt !== null),
    };
    // One write at a time, in order: the last state always wins.
    writing = writing.then(async () => {
      try {
        await mkdir(deps.dir, { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, `${JSON.stringify(kept)}\n`, { encoding: 'utf8', mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        deps.log?.(`could not write ${KEPT_COOKIES_FILE}`, error);
      }
    });
  };

  return {
    ...jar,
    store(lines, url) {
      jar.store(lines, url);
      if (lines.some((line) => KEPT_COOKIE_NAMES.some((name) => line.trimStart().startsWith(`${name}=`)))) save();
    },
    clear() {
      jar.clear();
      save();
    },
    flushed: () => writing,
  };
}
