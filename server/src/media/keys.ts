import { createHash, randomBytes } from 'node:crypto';
import { MEDIA_PREFIX } from '@casa/core';

/** A key is 16 hex of the content's SHA-256 plus 8 random hex: never reused, so URLs are immutable. */
const KEY_PATTERN = /^[a-f0-9]{16}-[a-f0-9]{8}$/;

export function newMediaKey(data: Buffer): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
  return `${hash}-${randomBytes(4).toString('hex')}`;
}

export function isMediaKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** The key of one of our own `/media/<key>` URLs, or null for anything else (stock images, links). */
export function mediaKeyFromUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || !url.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  return isMediaKey(key) ? key : null;
}
