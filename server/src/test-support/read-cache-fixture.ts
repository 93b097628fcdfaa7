import type { RequestListener } from 'node:http';
import { afterEach } from 'vitest';
import { type ReadCache, withReadCache } from '../cache/read-cache.js';
import { listen } from './raw-http.js';

/** A stand-in for the Express app: a public page of `size` bytes per URL, counting what it rendered. */
export function fakeApp(options: { size?: number; status?: (url: string) => number; headers?: Record<string, string> } = {}) {
  const rendered: string[] = [];
  const app: RequestListener = (req, res) => {
    rendered.push(req.url ?? '');
    const body = `<!doctype html><p>${req.url}</p>${'x'.repeat(options.size ?? 4000)}`;
    res.statusCode = options.status?.(req.url ?? '') ?? 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'public, no-cache');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('ETag', `W/"page-${req.url}"`);
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    // Written in two pieces, as a stream would.
    res.write(body.slice(0, 100));
    setTimeout(() => res.end(body.slice(100)), 5);
  };
  return { app, rendered };
}

/** The read cache in front of `app`, with room for `maxBytes` and the content version `version` answers. */
export function cached(app: RequestListener, maxBytes = 1024 * 1024, version = () => Promise.resolve('1')): ReadCache {
  return withReadCache(app, { maxBytes, readVersion: version, logError: () => undefined });
}

/** Serves a listener for the current test (closed after it), answering its URL. Call at the top of a test file. */
export function serversOfEachTest(): (listener: RequestListener) => Promise<string> {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const server of open.splice(0)) await server.close();
  });
  return async (listener) => {
    const server = await listen(listener);
    open.push(server);
    return server.url;
  };
}
