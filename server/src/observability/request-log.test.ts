import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, TEST_ADMIN, type TestApp } from '../test-support/harness.js';
import { contactRequest } from '../test-support/lead-requests.js';
import { createLogger } from './logger.js';
import { formatPretty } from './pretty.js';

type Line = Record<string, unknown> & { msg: string; reqId?: string };

/** An app whose log lines (JSON, level info) are kept in `lines`. */
async function loggedApp(): Promise<{ t: TestApp; lines: string[]; parsed: () => Line[] }> {
  const lines: string[] = [];
  const log = createLogger({ logLevel: 'info', logFormat: 'json' }, { write: (line: string) => void lines.push(line) });
  const t = await startTestApp({ log });
  return { t, lines, parsed: () => lines.map((line) => JSON.parse(line) as Line) };
}

const requestLine = (lines: Line[], id: string | null) => lines.find((line) => line.msg === 'request completed' && line.reqId === id);

describe('request log (one JSON line per request)', () => {
  let app: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    app = await loggedApp();
  });
  afterAll(() => app.t.close());

  it("sends the request's id back and logs it with method, path, status, duration and client address", async () => {
    const response = await app.t.request('/api/projects?division=corporativo&q=ana');
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = requestLine(app.parsed(), id);
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/projects',
      query: ['division', 'q'],
      status: 200,
      ip: '127.0.0.1',
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(typeof line?.time).toBe('string');
    // The query's values (a search can be a visitor's name) never reach the log.
    expect(app.lines.join('')).not.toContain('ana');
  });

  it('keeps a valid X-Request-Id from the proxy and replaces one that could forge a log line', async () => {
    const given = await app.t.request('/api/health', { headers: { 'x-request-id': 'caddy-7f3a.19' } });
    expect(given.headers.get('x-request-id')).toBe('caddy-7f3a.19');
    expect(requestLine(app.parsed(), 'caddy-7f3a.19')).toMatchObject({ path: '/api/health', status: 200 });

    const forged = await app.t.request('/api/health', { headers: { 'x-request-id': 'a" "level":"error' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs the signed-in user's id, never the password, the session cookie, a token or a form body", async () => {
    const login = await app.t.request('/api/auth/login', jsonBody(TEST_ADMIN));
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const token = cookie.split('=')[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const me = await app.t.request('/api/auth/me', { headers: { cookie, authorization: 'Bearer token-secreto-de-prueba' } });
    const user = await bodyOf(me);
    const wrong = await app.t.request('/api/auth/login', jsonBody({ username: TEST_ADMIN.username, password: 'clave-equivocada-123' }));
    expect(wrong.status).toBe(401);
    const contact = await app.t.request('/api/contacts', jsonBody({ ...contactRequest, message: 'Mensaje privado del visitante 4711' }));
    expect(contact.status).toBe(201);

    expect(requestLine(app.parsed(), me.headers.get('x-request-id'))).toMatchObject({ path: '/api/auth/me', status: 200, userId: user.id });
    expect(requestLine(app.parsed(), contact.headers.get('x-request-id'))).toMatchObject({ method: 'POST', path: '/api/contacts' });
    const everything = app.lines.join('\n');
    for (const secret of [
      TEST_ADMIN.password,
      'clave-equivocada-123',
      token,
      'token-secreto-de-prueba',
      'Mensaje privado',
      contactRequest.email,
      contactRequest.phone,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('a failed request', () => {
  it('is logged with its stack and the same id as its response and its request line', async () => {
    const app = await loggedApp();
    try {
      // The database goes away under the app: the next read is an unexpected error.
      await app.t.db.destroy();
      const response = await app.t.request('/api/brands', { headers: { cookie: 'casa_session=nada-que-ver-con-una-sesion-real' } });
      expect(response.status).toBe(500);
      expect(await bodyOf(response)).toEqual({ message: expect.any(String) });
      const id = response.headers.get('x-request-id');
      const error = app.parsed().find((line) => line.level === 'error' && line.reqId === id);
      expect(error?.msg).toBe('unexpected error');
      expect((error?.err as { stack?: string }).stack).toMatch(/at .+\.(ts|js):\d+/);
      expect(requestLine(app.parsed(), id)).toMatchObject({ status: 500 });
      expect(app.lines.join('')).not.toContain('nada-que-ver');
    } finally {
      await app.t.close().catch(() => undefined);
    }
  });
});

describe('LOG_FORMAT=pretty', () => {
  it('prints a line a person reads, and the stack of an error under it', () => {
    const line = JSON.stringify({
      time: '2026-11-26T14:02:11.000Z',
      level: 'info',
      msg: 'request completed',
      method: 'GET',
      path: '/',
      status: 200,
    });
    expect(formatPretty(line)).toBe('14:02:11 INFO  request completed method=GET path=/ status=200\n');
    const failed = JSON.stringify({
      time: '2026-11-26T14:02:12.000Z',
      level: 'error',
      msg: 'unexpected error',
      reqId: 'r1',
      err: { stack: 'Error: boom\n    at x.ts:1:1' },
    });
    expect(formatPretty(failed)).toBe('14:02:12 ERROR unexpected error reqId=r1\n    Error: boom\n        at x.ts:1:1\n');
  });
});
