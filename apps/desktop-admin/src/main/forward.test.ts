import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCookieJar } from './cookie-jar.js';
import { forwardRequest, isForwardedPath, targetUrl } from './forward.js';

interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: Uint8Array | null;
}

/** A fetch that records what it was asked and answers with `respond`. */
function fakeFetch(respond: (request: Recorded) => Response = () => new Response('{}', { status: 200 })) {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const body = init?.body ? new Uint8Array(init.body as Uint8Array) : null;
    const recorded = { url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body };
    calls.push(recorded);
    return respond(recorded);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const SERVER = 'http://192.168.1.20:3000';
const text = (body: Uint8Array | null) => new TextDecoder().decode(body ?? new Uint8Array());

describe('forwardRequest: what reaches the server', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'])('passes the %s method and the path and query through', async (method) => {
    const { fetch, calls } = fakeFetch();
    const body = method === 'GET' ? null : new TextEncoder().encode('{"a":1}');
    await forwardRequest(
      { method, url: 'app://admin/api/projects/4?division=hospitality', headers: { 'content-type': 'application/json' }, body },
      { serverUrl: SERVER, jar: createCookieJar(), fetch },
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe(method);
    expect(calls[0]?.url).toBe(`${SERVER}/api/projects/4?division=hospitality`);
    const sent = calls[0]?.body ?? null;
    expect(sent === null ? null : text(sent)).toBe(method === 'GET' ? null : '{"a":1}');
  });

  it('keeps ordinary headers and drops the cookie, origin, referer, host and sec-fetch headers the renderer sends', async () => {
    const { fetch, calls } = fakeFetch();
    await forwardRequest(
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Language': 'es-DO',
          'If-None-Match': '"abc"',
          Cookie: 'casa_session=forged',
          Origin: 'app://admin',
          Referer: 'app://admin/login',
          Host: 'admin',
          'Sec-Fetch-Site': 'same-origin',
          'Content-Length': '999',
        },
        body: new TextEncoder().encode('{}'),
      },
      { serverUrl: SERVER, jar: createCookieJar(), fetch },
    );
    const headers = calls[0]?.headers;
    expect(headers?.get('content-type')).toBe('application/json');
    expect(headers?.get('accept')).toBe('application/json');
    expect(headers?.get('accept-language')).toBe('es-DO');
    expect(headers?.get('if-none-match')).toBe('"abc"');
    for (const dropped of ['cookie', 'origin', 'referer', 'host', 'sec-fetch-site', 'content-length']) {
      expect(headers?.has(dropped), dropped).toBe(false);
    }
  });

  it('passes a multipart body byte for byte with its boundary', async () => {
    const form = new FormData();
    form.append('name', 'Hotel Caribe');
    form.append('images', new File([new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x01, 0xfe])], 'foto.jpg', { type: 'image/jpeg' }));
    const request = new Request('http://x/', { method: 'POST', body: form });
    const contentType = request.headers.get('content-type') ?? '';
    const bytes = new Uint8Array(await request.arrayBuffer());

    const { fetch, calls } = fakeFetch(() => new Response('{"id":7}', { status: 201 }));
    const result = await forwardRequest(
      { method: 'POST', url: '/api/projects', headers: { 'content-type': contentType }, body: bytes },
      { serverUrl: SERVER, jar: createCookieJar(), fetch },
    );
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0]?.headers.get('content-type')).toBe(contentType);
    expect(calls[0]?.body).toEqual(bytes);
    expect(result.status).toBe(201);
  });

  it('prefixes the path when the server lives under a sub-path', () => {
    expect(targetUrl('https://example.com/casa', new URL('app://admin/api/health?x=1')).href).toBe(
      'https://example.com/casa/api/health?x=1',
    );
    expect(targetUrl('http://localhost:3000', new URL('app://admin/media/abc?w=640')).href).toBe('http://localhost:3000/media/abc?w=640');
  });
});

describe('forwardRequest: what the renderer gets back', () => {
  it.each([200, 201, 400, 401, 403, 404, 413, 429, 500])('passes status %i and the JSON body through', async (status) => {
    const { fetch } = fakeFetch(
      () => new Response(JSON.stringify({ message: `estado ${status}` }), { status, headers: { 'content-type': 'application/json' } }),
    );
    const result = await forwardRequest(
      { method: 'GET', url: '/api/projects', headers: {}, body: null },
      { serverUrl: SERVER, jar: createCookieJar(), fetch },
    );
    expect(result.status).toBe(status);
    expect(result.headers['content-type']).toBe('application/json');
    expect(JSON.parse(text(result.body))).toEqual({ message: `estado ${status}` });
  });

  it('answers 204 without a body', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const result = await forwardRequest(
      { method: 'DELETE', url: '/api/projects/3', headers: {}, body: null },
      { serverUrl: SERVER, jar: createCookieJar(), fetch },
    );
    expect(result).toMatchObject({ status: 204, body: null });
  });

  it('passes image bytes from /media through untouched', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 1, 2, 3, 0xff, 0xd9]);
    const { fetch, calls } = fakeFetch(
      () => new Response(bytes, { headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000' } }),
    );
    const result = await forwardRequest(
      { method: 'GET', url: '/media/k1?w=640', headers: { accept: 'image/webp' }, body: null },
      { serverUrl: SERVER, jar: createCookieJar(), fetch },
    );
    expect(calls[0]?.url).toBe(`${SERVER}/media/k1?w=640`);
    expect(result.body).toEqual(bytes);
    expect(result.headers['content-type']).toBe('image/webp');
    expect(result.headers['cache-control']).toBe('public, max-age=31536000');
  });

  it('keeps a same-server redirect on the app origin', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 302, headers: { location: `${SERVER}/api/projects` } }));
    const result = await forwardRequest(
      { method: 'GET', url: '/api/projects/', headers: {}, body: null },
      { serverUrl: SERVER, jar: createCookieJar(), fetch },
    );
    expect(result.status).toBe(302);
    expect(result.headers.location).toBe('/api/projects');
  });

  it('answers 502 with a Spanish message when the server cannot be reached', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const result = await forwardRequest(
      { method: 'GET', url: '/api/health', headers: {}, body: null },
      { serverUrl: SERVER, jar: createCookieJar(), fetch },
    );
    expect(result.status).toBe(502);
    expect(JSON.parse(text(result.body)).message).toMatch(/No se pudo conectar con el servidor/);
  });

  it('answers 504 when the server does not answer in time', async () => {
    const fetch = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    ) as unknown as typeof globalThis.fetch;
    const result = await forwardRequest(
      { method: 'GET', url: '/api/projects', headers: {}, body: null },
      { serverUrl: SERVER, jar: createCookieJar(), fetch, timeoutMs: 20 },
    );
    expect(result.status).toBe(504);
  });
});

describe('forwardRequest: the session cookie stays in the main process', () => {
  it('stores Set-Cookie in the jar, never hands it to the renderer, and sends it on the next call', async () => {
    const jar = createCookieJar();
    const login = fakeFetch(() => {
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append(
        'set-cookie',
        'casa_session=tok_0123456789abcdefghij; Path=/; HttpOnly; SameSite=Lax; Expires=Wed, 01 Jan 2100 00:00:00 GMT',
      );
      headers.append('set-cookie', 'other=1; Path=/');
      return new Response('{"id":1,"username":"e2e-admin","role":"admin"}', { status: 200, headers });
    });
    const result = await forwardRequest(
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: new TextEncoder().encode('{}') },
      { serverUrl: SERVER, jar, fetch: login.fetch },
    );
    expect(result.status).toBe(200);
    expect(Object.keys(result.headers).map((name) => name.toLowerCase())).not.toContain('set-cookie');
    expect(
      jar
        .list()
        .map((cookie) => cookie.name)
        .sort(),
    ).toEqual(['casa_session', 'other']);

    const me = fakeFetch(() => new Response('{}'));
    await forwardRequest(
      { method: 'GET', url: '/api/auth/me', headers: { cookie: 'forged=1' }, body: null },
      { serverUrl: SERVER, jar, fetch: me.fetch },
    );
    expect(me.calls[0]?.headers.get('cookie')).toBe('casa_session=tok_0123456789abcdefghij; other=1');
  });

  it('forgets the cookie when the server expires it on logout', async () => {
    const jar = createCookieJar();
    jar.store(['casa_session=abc; Path=/; HttpOnly'], new URL(`${SERVER}/api/auth/login`));
    const logout = fakeFetch(
      () => new Response(null, { status: 204, headers: { 'set-cookie': 'casa_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT' } }),
    );
    await forwardRequest(
      { method: 'POST', url: '/api/auth/logout', headers: {}, body: null },
      { serverUrl: SERVER, jar, fetch: logout.fetch },
    );
    expect(jar.list()).toEqual([]);
    expect(jar.header(new URL(`${SERVER}/api/auth/me`))).toBeNull();
  });

  it('does not send a Secure cookie over plain http, nor a cookie outside its path', () => {
    const jar = createCookieJar();
    jar.store(['a=1; Path=/; Secure', 'b=2; Path=/api', 'c=3; Path=/media'], new URL('https://example.com/api/auth/login'));
    expect(jar.header(new URL('https://example.com/api/projects'))).toBe('a=1; b=2');
    expect(jar.header(new URL('http://example.com/api/projects'))).toBe('b=2');
    expect(jar.header(new URL('https://example.com/apix'))).toBe('a=1');
  });

  it('drops a cookie whose Max-Age runs out', () => {
    let now = 1_000_000;
    const jar = createCookieJar(() => now);
    jar.store(['s=1; Path=/; Max-Age=60'], new URL(`${SERVER}/api/auth/login`));
    expect(jar.header(new URL(`${SERVER}/api/x`))).toBe('s=1');
    now += 61_000;
    expect(jar.header(new URL(`${SERVER}/api/x`))).toBeNull();
  });
});

describe('forwardRequest: only /api and /media', () => {
  it.each([
    '/',
    '/admin',
    '/login',
    '/index.html',
    '/apis',
    '/mediax/1',
    '/images/fallback/cover.jpg',
    '/api/%2e%2e/admin',
    '/media/..%2f..%2fetc/passwd',
    '/api/..%5c..%5cwin.ini',
  ])('refuses %s without calling the server', async (path) => {
    const { fetch, calls } = fakeFetch();
    const result = await forwardRequest(
      { method: 'GET', url: `app://admin${path}`, headers: {}, body: null },
      { serverUrl: SERVER, jar: createCookieJar(), fetch },
    );
    expect(result.status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it('never goes to another host, whatever the renderer asks for', async () => {
    const { fetch, calls } = fakeFetch();
    await forwardRequest(
      { method: 'GET', url: 'https://evil.example/api/projects', headers: {}, body: null },
      { serverUrl: SERVER, jar: createCookieJar(), fetch },
    );
    expect(calls[0]?.url).toBe(`${SERVER}/api/projects`);
  });

  it('accepts the API and media paths', () => {
    expect(isForwardedPath('/api')).toBe(true);
    expect(isForwardedPath('/api/projects')).toBe(true);
    expect(isForwardedPath('/media/abc123')).toBe(true);
    expect(isForwardedPath('/media')).toBe(false);
  });
});

describe('forwardRequest against a real HTTP server', () => {
  let server: http.Server;
  let base: string;
  const seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        if (req.url === '/api/auth/login') {
          res.setHeader('set-cookie', ['casa_session=real_token_0123456789abcdef; Path=/; HttpOnly; SameSite=Lax']);
          res.setHeader('content-type', 'application/json');
          res.end('{"id":1}');
          return;
        }
        res.statusCode = req.headers.cookie?.includes('casa_session=real_token') ? 201 : 401;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ received: Buffer.concat(chunks).length }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('logs in, then uploads a multipart form with the session cookie the renderer never saw', async () => {
    const jar = createCookieJar();
    const deps = { serverUrl: base, jar, fetch: globalThis.fetch };
    const login = await forwardRequest(
      {
        method: 'POST',
        url: 'app://admin/api/auth/login',
        headers: { 'content-type': 'application/json' },
        body: new TextEncoder().encode('{"username":"a"}'),
      },
      deps,
    );
    expect(login.status).toBe(200);
    expect(login.headers['set-cookie']).toBeUndefined();

    const form = new FormData();
    form.append('name', 'Oficina');
    form.append('images', new File([new Uint8Array(300_000).fill(7)], 'grande.jpg', { type: 'image/jpeg' }));
    const request = new Request('http://x/', { method: 'POST', body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    const upload = await forwardRequest(
      { method: 'POST', url: 'app://admin/api/projects', headers: { 'content-type': request.headers.get('content-type') ?? '' }, body },
      deps,
    );
    expect(upload.status).toBe(201);
    expect(JSON.parse(text(upload.body))).toEqual({ received: body.byteLength });
    const last = seen.at(-1);
    expect(last?.headers.cookie).toBe('casa_session=real_token_0123456789abcdef');
    expect(last?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last?.headers.origin).toBeUndefined();
    expect(last?.body.equals(Buffer.from(body))).toBe(true);
  });
});
