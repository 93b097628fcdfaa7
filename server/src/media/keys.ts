import { createHash, type Hash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { MEDIA_PREFIX } from '@casa/core';

/** A key is 16 hex of the content's SHA-256 plus 8 random hex: never reused, so URLs are immutable. */
const KEY_PATTERN = /^[a-f0-9]{16}-[a-f0-9]{8}$/;

export function newMediaKey(data: Buffer): string {
  return keyOfHash(createHash('sha256').update(data));
}

/** newMediaKey for bytes in a file, read a piece at a time. */
export async function newMediaKeyOfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return keyOfHash(hash);
}

function keyOfHash(hash: Hash): string {
  return `${hash.digest('hex').slice(0, 16)}-${randomBytes(4).toString('hex')}`;
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
