import http, { type IncomingMessage, type OutgoingHttpHeaders, type RequestListener, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isServerRendered, matchRoute, MESSAGES } from '@casa/core';
import { SESSION_COOKIE } from '../http/session-cookie.js';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Below this size Express's compression middleware sends the body as is; the cache does the same. */
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

/** One answer as it goes on the wire: flat header list (name, value, …) and body, per encoding. */
interface Representation {
  headers: string[];
  body: Buffer;
}

interface Entry {
  etag: string;
  /** Headers of a 304: the entity's, without Content-Type/Length (as Express sends them). */
  notModified: string[];
  /** Headers of every representation but Content-Length and Content-Encoding. */
  base: string[];
  variants: Partial<Record<Encoding, Representation>> & { identity: Representation };
  bytes: number;
}

/** What Express answered, captured instead of being sent. */
interface Captured {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface ReadCacheOptions {
  /** Memory for ready answers, in bytes; 0 turns the cache off. */
  maxBytes: number;
  /** The current content version (content-version.ts): a new value drops every ready answer. */
  readVersion: () => Promise<string>;
  logError: (message: string, error?: unknown) => void;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/**
 * Which requests the cache may answer: GET/HEAD without a session cookie of the public reads
 * (docs/product.md §7) and of every server-rendered page. Returns the key (path + query) or null.
 */
export function cacheKeyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (hasSessionCookie(req.headers.cookie)) return null;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.startsWith('/api/')) {
    if (pathname === '/api/projects') return queryAt === -1 ? null : url; // the list without ?division= is the admin's
    if (pathname === '/api/brands' || /^\/api\/projects\/[^/]+$/.test(pathname)) return url;
    return null;
  }
  if (pathname.startsWith('/media/') || pathname.startsWith('/assets/')) return null;
  const { page } = matchRoute(pathname);
  return page !== 'not-found' && isServerRendered(page) ? url : null;
}

function hasSessionCookie(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** Only a plain 200 for everyone may be kept: with an ETag, no cookie set, not private, JSON or HTML. */
function isCacheable(captured: Captured): boolean {
  if (captured.status !== 200 || typeof captured.headers.etag !== 'string') return false;
  if (captured.headers['set-cookie'] !== undefined) return false;
  if (/(private|no-store)/i.test(String(captured.headers['cache-control'] ?? ''))) return false;
  return /^(application\/json|text\/html)/i.test(String(captured.headers['content-type'] ?? ''));
}

/** The codings an Accept-Encoding header allows (q above 0). */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The encoding to send: brotli, then gzip, then none, as the request's Accept-Encoding allows. */
function chooseEncoding(acceptEncoding: string | undefined, entry: Entry): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = acceptedEncodings(acceptEncoding);
  if (entry.variants.br && (accepted.has('br') || accepted.has('*'))) return 'br';
  if (entry.variants.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return 'identity';
}

/** If-None-Match against the entry's ETag, with the weak comparison HTTP uses for GET. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}

function flatHeaders(headers: OutgoingHttpHeaders, skip: ReadonlySet<string>): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || skip.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  return flat;
}

const ENTITY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);
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

function sizeOf(entry: Entry): number {
  return Object.values(entry.variants).reduce((sum, item) => sum + item.body.length + item.headers.join('').length, 0);
}

/**
 * Pre-compressed, pre-serialized answer built from what Express sent. Brotli starts at a quality
 * that costs a few milliseconds, so the visitor who missed does not wait for the best one
 * (hundreds of ms for a page on a busy machine); `betterBrotli` makes that one afterwards.
 */
async function buildEntry(captured: Captured): Promise<Entry> {
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

/** The brotli copy at the best quality, when it is smaller than the one the entry has. */
async function betterBrotli(entry: Entry): Promise<Representation | null> {
  const current = entry.variants.br;
  if (!current) return null;
  const best = await brotliAt(entry.variants.identity.body, BROTLI_BEST);
  return best.length < current.body.length ? representation(entry.base, best, 'br') : null;
}

/** Least recently used answers are dropped first once the bytes held pass the limit. */
class ByteLru {
  private readonly entries = new Map<string, Entry>();
  bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    if (entry.bytes > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
  }

  /** The entry without making it recent. */
  peek(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /** Swaps one representation of a kept entry, keeping the byte count right. */
  replaceVariant(entry: Entry, encoding: Encoding, next: Representation): void {
    const before = entry.bytes;
    entry.variants[encoding] = next;
    entry.bytes = sizeOf(entry);
    this.bytes += entry.bytes - before;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/**
 * Runs the Express app for this request into a response that is never sent, and returns what it
 * answered in full, uncompressed, unconditional (no If-None-Match, no Accept-Encoding), so the
 * cache keeps exactly the headers and body Express produces.
 */
function capture(app: RequestListener, req: IncomingMessage): Promise<Captured> {
  return new Promise((resolve) => {
    for (const name of ['if-none-match', 'if-modified-since', 'accept-encoding', 'range']) delete req.headers[name];
    const sink = new http.ServerResponse(req);
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    sink.write = ((chunk: unknown, encoding?: unknown) => {
      collect(chunk, encoding);
      return true;
    }) as typeof sink.write;
    sink.end = ((chunk?: unknown, encoding?: unknown) => {
      collect(chunk, encoding);
      resolve({ status: sink.statusCode, headers: sink.getHeaders(), body: Buffer.concat(chunks) });
      return sink;
    }) as typeof sink.end;
    app(req, sink);
  });
}

function send(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, entry.notModified);
    res.end();
    return;
  }
  const variant = entry.variants[chooseEncoding(req.headers['accept-encoding'], entry)] ?? entry.variants.identity;
  res.writeHead(200, variant.headers);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

/**
 * An answer that is not kept (a 404 page, an error) goes out as Express would have sent it:
 * gzipped when the client takes gzip, the body is text or JSON of 1 KB or more and Express had
 * not encoded it.
 */
async function sendCaptured(req: IncomingMessage, res: ServerResponse, captured: Captured): Promise<void> {
  const compressible =
    captured.body.length >= COMPRESS_THRESHOLD &&
    captured.headers['content-encoding'] === undefined &&
    /^(text\/|application\/json)/i.test(String(captured.headers['content-type'] ?? '')) &&
    req.method !== 'HEAD' &&
    acceptedEncodings(req.headers['accept-encoding']).has('gzip');
  if (!compressible) {
    res.writeHead(captured.status, flatHeaders(captured.headers, new Set(['transfer-encoding'])));
    res.end(req.method === 'HEAD' ? undefined : captured.body);
    return;
  }
  const body = await gzip(captured.body);
  res.writeHead(captured.status, [
    ...flatHeaders(captured.headers, ENTITY_HEADERS),
    'content-encoding',
    'gzip',
    'content-length',
    String(body.length),
  ]);
  res.end(body);
}

export interface ReadCache {
  handler: RequestListener;
  stats(): ReadCacheStats;
  /** Resolves once the best-quality brotli copies queued so far are made (tests, bench). */
  settled(): Promise<void>;
}

/**
 * A plain http handler in front of the Express app (docs/decisions/0008-read-cache.md): the public
 * pages and public JSON reads are answered from ready bytes (identity, gzip, brotli) with the
 * headers Express sent for them and their ETag (304 on If-None-Match), after one shared check of
 * the content version; everything else, and every miss, goes to Express. A miss renders once for
 * all the requests waiting on the same URL and version; only 200s for anonymous visitors are kept.
 */
export function withReadCache(app: RequestListener, options: ReadCacheOptions): ReadCache {
  const lru = new ByteLru(options.maxBytes);
  const filling = new Map<string, Promise<Captured | Entry>>();
  let version: string | null = null;
  let improving: Promise<void> = Promise.resolve();
  let hits = 0;
  let misses = 0;

  const fill = async (key: string, req: IncomingMessage, at: string): Promise<Captured | Entry> => {
    const captured = await capture(app, req);
    if (req.method !== 'GET' || !isCacheable(captured)) return captured;
    const entry = await buildEntry(captured);
    // A newer version seen meanwhile means this answer may be old: serve it to its waiters only.
    if (version === at) {
      lru.set(key, entry);
      // One best-quality brotli at a time, after the answer, for as long as the entry is kept.
      improving = improving.then(async () => {
        if (lru.peek(key) !== entry) return;
        const better = await betterBrotli(entry).catch(() => null);
        if (better && lru.peek(key) === entry) lru.replaceVariant(entry, 'br', better);
      });
    }
    return entry;
  };

  const serve = async (req: IncomingMessage, res: ServerResponse, key: string): Promise<void> => {
    let at: string;
    try {
      at = await options.readVersion();
    } catch (error) {
      options.logError('read cache: no se pudo leer la versión del contenido', error);
      app(req, res);
      return;
    }
    if (at !== version) {
      lru.clear();
      version = at;
    }
    const entry = lru.get(key);
    if (entry) {
      hits += 1;
      send(req, res, entry);
      return;
    }
    misses += 1;
    if (req.method === 'HEAD') {
      app(req, res);
      return;
    }
    const flightKey = `${at}\n${key}`;
    let flight = filling.get(flightKey);
    if (!flight) {
      // The render runs unconditional and uncompressed; this request's own answer needs its headers back.
      const ifNoneMatch = req.headers['if-none-match'];
      const acceptEncoding = req.headers['accept-encoding'];
      flight = fill(key, req, at).finally(() => filling.delete(flightKey));
      filling.set(flightKey, flight);
      const result = await flight;
      if (ifNoneMatch !== undefined) req.headers['if-none-match'] = ifNoneMatch;
      if (acceptEncoding !== undefined) req.headers['accept-encoding'] = acceptEncoding;
      await answer(req, res, result);
      return;
    }
    await answer(req, res, await flight);
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, result: Captured | Entry) => {
    if ('variants' in result) send(req, res, result);
    else await sendCaptured(req, res, result);
  };

  const handler: RequestListener = (req, res) => {
    const key = options.maxBytes > 0 ? cacheKeyOf(req) : null;
    if (key === null) {
      app(req, res);
      return;
    }
    serve(req, res, key).catch((error: unknown) => {
      options.logError('read cache: error inesperado', error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: MESSAGES.serverError }));
      } else res.destroy();
    });
  };

  return { handler, stats: () => ({ hits, misses, entries: lru.size, bytes: lru.bytes }), settled: () => improving };
}
