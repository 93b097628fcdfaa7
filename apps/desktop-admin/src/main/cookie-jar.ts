/**
 * The session cookie lives here, in the main process, and never in renderer JavaScript: the
 * renderer's requests are forwarded with it and the server's Set-Cookie answers land here.
 * One jar holds the cookies of one server; it is cleared when the server address changes.
 */
export interface StoredCookie {
  name: string;
  value: string;
  path: string;
  secure: boolean;
  /** Epoch milliseconds, or null for a cookie that lasts until the app quits. */
  expiresAt: number | null;
}

export interface CookieJar {
  /** Apply the Set-Cookie header lines of a response received from `url`. */
  store(setCookieLines: readonly string[], url: URL): void;
  /** The Cookie header to send to `url`, or null when no cookie applies. */
  header(url: URL): string | null;
  clear(): void;
  /** For tests and diagnostics: the cookies currently kept. */
  list(): StoredCookie[];
  /** Puts back cookies kept from an earlier run (kept-cookies.ts). */
  restore(cookies: readonly StoredCookie[]): void;
}

export function createCookieJar(now: () => number = Date.now): CookieJar {
  const cookies = new Map<string, StoredCookie>();
  const keyOf = (name: string, path: string) => `${path}\u0000${name}`;

  function isLive(cookie: StoredCookie): boolean {
    return cookie.expiresAt === null || cookie.expiresAt > now();
  }

  return {
    store(lines, url) {
      for (const line of lines) {
        const parsed = parseSetCookie(line, url, now());
        if (!parsed) continue;
        const key = keyOf(parsed.name, parsed.path);
        // CASE: an expiry in the past is how servers delete a cookie (logout).
        if (!isLive(parsed)) cookies.delete(key);
        else cookies.set(key, parsed);
      }
    },
    header(url) {
      const pairs: string[] = [];
      for (const [key, cookie] of cookies) {
        if (!isLive(cookie)) {
          cookies.delete(key);
          continue;
        }
        if (cookie.secure && url.protocol !== 'https:') continue;
        if (!pathMatches(url.pathname, cookie.path)) continue;
        pairs.push(`${cookie.name}=${cookie.value}`);
      }
      return pairs.length > 0 ? pairs.join('; ') : null;
    },
    clear() {
      cookies.clear();
    },
    list() {
      return [...cookies.values()].filter(isLive);
    },
    restore(kept) {
      for (const cookie of kept) if (isLive(cookie)) cookies.set(keyOf(cookie.name, cookie.path), { ...cookie });
    },
  };
}

/** RFC 6265 §5.2, reduced to what one server's session cookie needs (no Domain sharing). */
export function parseSetCookie(line: string, url: URL, nowMs: number): StoredCookie | null {
  const [pair = '', ...attributes] = line.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return null;
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  if (name === '') return null;

  let path = defaultPath(url.pathname);
  let secure = false;
  let expiresAt: number | null = null;
  let maxAgeSeen = false;
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const attributeValue = rest.join('=').trim();
    if (key === 'path' && attributeValue.startsWith('/')) path = attributeValue;
    else if (key === 'secure') secure = true;
    else if (key === 'max-age' && /^-?\d+$/.test(attributeValue)) {
      // Max-Age wins over Expires whatever their order.
      maxAgeSeen = true;
      const seconds = Number(attributeValue);
      expiresAt = seconds <= 0 ? 0 : nowMs + seconds * 1000;
    } else if (key === 'expires' && !maxAgeSeen) {
      const time = Date.parse(attributeValue);
      if (!Number.isNaN(time)) expiresAt = time;
    }
  }
  return { name, value, path, secure, expiresAt };
}

function defaultPath(pathname: string): string {
  if (!pathname.startsWith('/')) return '/';
  const last = pathname.lastIndexOf('/');
  return last <= 0 ? '/' : pathname.slice(0, last);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}
