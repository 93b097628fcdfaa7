import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chooseEncoding, type Encoding, matchesEtag } from './negotiation.js';
import type { Captured } from './policy.js';

export const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Below this size Express's compression middleware sends the body as is; the cache does the same. */
export const COMPRESS_THRESHOLD = 1024;

/** One answer as it goes on the wire: flat header list (name, value, …) and body. */
interface Representation {
  headers: string[];
  body: Buffer;
}

/** A kept answer, ready in every encoding it is worth sending in. */
export interface Entry {
  etag: string;
  /** Headers of a 304: the entity's, without Content-Type/Length (as Express sends them). */
  notModified: string[];
  /** Headers of every representation but Content-Length and Content-Encoding. */
  base: string[];
  variants: Partial<Record<Encoding, Representation>> & { identity: Representation };
  /** Memory it holds: bodies and headers of every variant. */
  bytes: number;
}

/** Headers as Node writes them in writeHead's flat form, without those in `skip`. */
export function flatHeaders(headers: OutgoingHttpHeaders, skip: ReadonlySet<string>): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || skip.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  return flat;
}

export const ENTITY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);
const NOT_MODIFIED_SKIP = new Set([...ENTITY_HEADERS, 'content-type']);

/** Brotli quality of the first answer (a few ms for a page) and of the copy made afterwards. */
const BROTLI_FAST = 5;
const BROTLI_BEST = 11;

const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

function representation(base: readonly string[], body: Buffer, encoding: Encoding): Representation {
  return {
    headers: [...base, ...(encoding === 'identity' ? [] : ['content-encoding', encoding]), 'content-length', String(body.length)],
    body,
  };
}

const sizeOf = (entry: Entry) =>
  Object.values(entry.variants).reduce((sum, item) => sum + item.body.length + item.headers.join('').length, 0);

/**
 * Pre-compressed, pre-serialized answer built from what Express sent. Brotli starts at a quality
 * that costs a few milliseconds, so the visitor who missed does not wait for the best one
 * (hundreds of ms for a page on a busy machine); `withBestBrotli` makes that one afterwards.
 */
export async function buildEntry(captured: Captured): Promise<Entry> {
  const base = flatHeaders(captured.headers, ENTITY_HEADERS);
  const entry: Entry = {
    etag: String(captured.headers.etag ?? ''),
    notModified: flatHeaders(captured.headers, NOT_MODIFIED_SKIP),
    base,
    variants: { identity: representation(base, captured.body, 'identity') },
    bytes: 0,
  };
  if (captured.body.length >= COMPRESS_THRESHOLD) {
    const [gz, br] = await Promise.all([gzip(captured.body, { level: 9 }), brotliAt(captured.body, BROTLI_FAST)]);
    entry.variants.gzip = representation(base, gz, 'gzip');
    entry.variants.br = representation(base, br, 'br');
  }
  entry.bytes = sizeOf(entry);
  return entry;
}

/** The entry with its brotli copy at the best quality, or null when that one is no smaller. */
export async function withBestBrotli(entry: Entry): Promise<Entry | null> {
  const current = entry.variants.br;
  if (!current) return null;
  const best = await brotliAt(entry.variants.identity.body, BROTLI_BEST);
  if (best.length >= current.body.length) return null;
  const better: Entry = { ...entry, variants: { ...entry.variants, br: representation(entry.base, best, 'br') } };
  better.bytes = sizeOf(better);
  return better;
}

/** A kept answer: 304 to a matching If-None-Match, else the encoding the request takes best. */
export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, entry.notModified);
    res.end();
    return;
  }
  const variant = entry.variants[chooseEncoding(req.headers['accept-encoding'], (encoding) => encoding in entry.variants)];
  const chosen = variant ?? entry.variants.identity;
  res.writeHead(200, chosen.headers);
  res.end(req.method === 'HEAD' ? undefined : chosen.body);
}
