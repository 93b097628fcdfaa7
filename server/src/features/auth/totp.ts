import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as authenticator apps make
 * them: HMAC-SHA1, 6 digits, 30-second steps. Written here rather than taken from a package: it is
 * this page of code, tested against the RFC's own vectors (totp.test.ts).
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of now: a phone's clock a little off, or a code typed as it changed. */
export const TOTP_WINDOW = 1;

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** RFC 4226 §5.3: the HMAC of the 8-byte counter, dynamically truncated to `digits` decimal digits. */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 §4.2: the step of a moment (seconds since the epoch over the period). */
export function stepAt(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);
}

export function totp(secret: Buffer, timeMs: number, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = 'sha1'): string {
  return hotp(secret, stepAt(timeMs), digits, algorithm);
}

/**
 * The step whose code `code` is, within TOTP_WINDOW steps of `timeMs`, or null. Compared in
 * constant time. Whether that step was already used is the caller's to check (each code works once).
 */
export function matchingStep(secret: Buffer, code: string, timeMs: number): number | null {
  const now = stepAt(timeMs);
  const given = Buffer.from(code);
  let found: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    const expected = Buffer.from(hotp(secret, step));
    // Every candidate is compared, so the time taken says nothing about which one matched.
    if (expected.length === given.length && timingSafeEqual(expected, given) && found === null) found = step;
  }
  return found;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a secret typed by hand. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31];
  return text;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * The otpauth:// URL of Google Authenticator's "Key Uri Format", which every authenticator app
 * reads from the QR code: the issuer names the site in the app's list, the account the user.
 */
export function otpauthUrl(input: { issuer: string; account: string; secret: Buffer }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(input.secret),
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
