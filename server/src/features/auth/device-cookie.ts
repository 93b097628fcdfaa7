import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's "device cookies" (docs/decisions/0015-device-cookies-and-two-step-sign-in.md): after a
 * successful sign-in the client gets a cookie signed by the server naming the account, so a
 * later attempt for that account from this client is not held by the per-account limit an
 * attacker may have used up. One cookie keeps the entries of the last few accounts signed in on
 * this client (a shared office computer), newest first: `<userId>.<nonce>.<signature>`, '~' between.
 */
export const DEVICE_ENTRIES_MAX = 5;

export interface DeviceEntry {
  userId: number;
  /** Random, so each device is counted on its own (its own limit) and never twice the same. */
  nonce: string;
}

const signatureOf = (key: Buffer, userId: number, nonce: string) =>
  createHmac('sha256', key).update(`device:${userId}.${nonce}`).digest('base64url');

function signed(key: Buffer, entry: DeviceEntry): string {
  return `${entry.userId}.${entry.nonce}.${signatureOf(key, entry.userId, entry.nonce)}`;
}

/** The entries of `cookie` whose signature is right; forged or malformed ones are ignored. */
export function readDeviceEntries(key: Buffer, cookie: string | null): DeviceEntry[] {
  if (!cookie) return [];
  const entries: DeviceEntry[] = [];
  for (const text of cookie.split('~').slice(0, DEVICE_ENTRIES_MAX)) {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(text);
    if (!match) continue;
    const userId = Number(match[1]);
    const nonce = match[2]!;
    const expected = Buffer.from(signatureOf(key, userId, nonce));
    const given = Buffer.from(match[3]!);
    if (expected.length === given.length && timingSafeEqual(expected, given)) entries.push({ userId, nonce });
  }
  return entries;
}

/** The device entry for this account, if the client holds one. */
export function deviceEntryFor(key: Buffer, cookie: string | null, userId: number): DeviceEntry | null {
  return readDeviceEntries(key, cookie).find((entry) => entry.userId === userId) ?? null;
}

/**
 * The cookie after `userId` signed in: its entry first (kept if it had one, so the device stays
 * the same device), then the others, at most DEVICE_ENTRIES_MAX.
 */
export function withDeviceEntry(key: Buffer, cookie: string | null, userId: number): string {
  const entries = readDeviceEntries(key, cookie);
  const own = entries.find((entry) => entry.userId === userId) ?? { userId, nonce: randomBytes(16).toString('base64url') };
  const others = entries.filter((entry) => entry.userId !== userId);
  return [own, ...others]
    .slice(0, DEVICE_ENTRIES_MAX)
    .map((entry) => signed(key, entry))
    .join('~');
}
