import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { COMPRESS_THRESHOLD, ENTITY_HEADERS, flatHeaders, gzip } from './entry.js';
import { acceptedEncodings } from './negotiation.js';
import type { Captured } from './policy.js';

/** Request headers that would make Express answer in part: the cache wants the whole answer. */
const CONDITIONAL = ['if-none-match', 'if-modified-since', 'accept-encoding', 'range'];

/**
 * Runs the Express app for this request into a response that is never sent, and returns what it
 * answered in full, uncompressed, unconditional, so the cache keeps exactly the headers and body
 * Express produces. The request's own conditional headers are put back afterwards, for its answer.
 */
export function capture(app: RequestListener, req: IncomingMessage): Promise<Captured> {
  const saved = CONDITIONAL.map((name) => [name, req.headers[name]] as const);
  for (const name of CONDITIONAL) delete req.headers[name];
  return new Promise((resolve) => {
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
      for (const [name, value] of saved) if (value !== undefined) req.headers[name] = value;
      resolve({ status: sink.statusCode, headers: sink.getHeaders(), body: Buffer.concat(chunks) });
      return sink;
    }) as typeof sink.end;
    app(req, sink);
  });
}

/**
 * An answer that is not kept (a 404 page, an error) goes out as Express would have sent it:
 * gzipped when the client takes gzip, the body is text or JSON of 1 KB or more and Express had
 * not encoded it.
 */
export async function sendCaptured(req: IncomingMessage, res: ServerResponse, captured: Captured): Promise<void> {
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
