import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { MESSAGES } from '@casa/core';
import { capture, sendCaptured } from './capture.js';
import { buildEntry, type Entry, sendEntry, withBestBrotli } from './entry.js';
import { type Captured, lookupKey, mayKeep, mayPass } from './policy.js';
import { Store } from './store.js';

export interface ReadCacheOptions {
  /** Memory for ready answers, in bytes; 0 turns the cache off. */
  maxBytes: number;
  /** The current content version (content-version.ts): a new value drops every ready answer. */
  readVersion: () => Promise<string>;
  logError: (message: string, error?: unknown) => void;
}

/** What the cache holds and how often it answered (for logs, metrics and a status screen). */
export interface ReadCacheStats {
  /** Requests answered from a kept answer. */
  hits: number;
  /** Requests it looked up and had to ask Express for. */
  misses: number;
  /** Answers kept now, and the bytes they hold (every encoding). */
  entries: number;
  bytes: number;
}

export interface ReadCache {
  handler: RequestListener;
  stats(): ReadCacheStats;
  /** Resolves once the best-quality brotli copies queued so far are made (tests, bench). */
  settled(): Promise<void>;
}

/**
 * A plain http handler in front of the Express app (docs/decisions/0008-read-cache.md): answers its
 * routes marked public (policy.ts) from ready bytes (identity, gzip, brotli) with the headers
 * Express sent for them and their ETag (304 on If-None-Match), after one shared check of the
 * content version; everything else, and every miss, goes to Express. A miss renders once for all
 * the requests waiting on the same URL and version; an answer that may not be kept is sent to the
 * one request that asked for it, and the others ask Express themselves.
 */
export function withReadCache(app: RequestListener, options: ReadCacheOptions): ReadCache {
  const store = new Store(options.maxBytes);
  const filling = new Map<string, Promise<Captured | Entry>>();
  let improving: Promise<void> = Promise.resolve();
  let hits = 0;
  let misses = 0;

  const fill = async (key: string, req: IncomingMessage, at: string): Promise<Captured | Entry> => {
    const captured = await capture(app, req);
    if (!mayKeep(captured)) {
      if (mayPass(captured) && store.isCurrent(at)) store.pass(key);
      return captured;
    }
    const entry = await buildEntry(captured);
    // A newer version seen meanwhile means this answer may be old: serve it to its waiters only.
    if (store.isCurrent(at)) {
      store.keep(key, entry);
      // One best-quality brotli at a time, after the answer, for as long as the entry is kept.
      improving = improving.then(async () => {
        const better = store.holds(key, entry) ? await withBestBrotli(entry).catch(() => null) : null;
        if (better) store.replace(key, entry, better);
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
    store.at(at);
    const entry = store.get(key);
    if (entry) {
      hits += 1;
      sendEntry(req, res, entry);
      return;
    }
    if (store.passes(key)) {
      app(req, res);
      return;
    }
    misses += 1;
    if (req.method === 'HEAD') {
      app(req, res);
      return;
    }
    const flightKey = `${at}\n${key}`;
    const waiting = filling.get(flightKey);
    if (waiting) {
      const result = await waiting;
      if ('variants' in result) sendEntry(req, res, result);
      else app(req, res);
      return;
    }
    const flight = fill(key, req, at).finally(() => filling.delete(flightKey));
    filling.set(flightKey, flight);
    const result = await flight;
    if ('variants' in result) sendEntry(req, res, result);
    else await sendCaptured(req, res, result);
  };

  const handler: RequestListener = (req, res) => {
    const key = options.maxBytes > 0 ? lookupKey(req) : null;
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

  return { handler, stats: () => ({ hits, misses, entries: store.entries, bytes: store.bytes }), settled: () => improving };
}
