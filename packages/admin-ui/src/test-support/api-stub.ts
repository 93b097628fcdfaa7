// Test-only: the server's side of the admin's calls, in memory (never imported by the screens).
import { vi } from 'vitest';

/** One request a screen sent. */
export interface ApiCall {
  method: string;
  /** Below the origin: '/api/leads/42'. */
  path: string;
  query: URLSearchParams;
  /** `:name` segments of the route that answered. */
  params: Record<string, string>;
  /** Parsed JSON, a FormData (uploads), or null. */
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** 'GET /api/leads/:id' → a reply, or a function of the call that gives one. */
export type ApiRoutes = Record<string, Reply | ((call: ApiCall) => Reply | Promise<Reply>)>;

export interface ApiStub {
  /** Every request, in order. */
  calls: ApiCall[];
  /** Calls to one route key ('PUT /api/settings'). */
  callsTo(route: string): ApiCall[];
  /** Adds or replaces routes while a test runs. */
  set(routes: ApiRoutes): void;
}

const ORIGIN = 'http://localhost:3000';

function routeParams(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

/**
 * Answers fetch (RTK Query) and XMLHttpRequest (uploads) from `routes`, as the server would:
 * JSON bodies, statuses, `{ message, errors }` on refusals. A request no route knows is answered
 * 404, so a screen asking for something unexpected shows it. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(routes: ApiRoutes): ApiStub {
  const table: ApiRoutes = { ...routes };
  const calls: ApiCall[] = [];

  async function answer(method: string, href: string, body: unknown): Promise<Required<Reply>> {
    const url = new URL(href, ORIGIN);
    for (const [key, reply] of Object.entries(table)) {
      const [routeMethod, pattern = ''] = key.split(' ');
      const params = routeMethod === method ? routeParams(pattern, url.pathname) : null;
      if (!params) continue;
      const call: ApiCall = { method, path: url.pathname, query: url.searchParams, params, body };
      calls.push(call);
      const given = typeof reply === 'function' ? await reply(call) : reply;
      return { status: given.status ?? 200, body: given.body ?? null, headers: given.headers ?? {} };
    }
    calls.push({ method, path: url.pathname, query: url.searchParams, params: {}, body });
    return { status: 404, body: { message: `Sin respuesta de prueba para ${method} ${url.pathname}` }, headers: {} };
  }

  // fetchBaseQuery builds a Request from '/api/…'; Node's needs an absolute URL, and refuses
  // jsdom's AbortSignal, which nothing here needs.
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init && { ...init, signal: null });
    }
  }

  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new PageRequest(input, init);
    const text = await request.text();
    const reply = await answer(request.method, request.url, text === '' ? null : (JSON.parse(text) as unknown));
    const empty = reply.status === 204 || reply.body === null;
    const isText = typeof reply.body === 'string';
    return new Response(empty ? null : isText ? (reply.body as string) : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': isText ? 'text/plain' : 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      status = 0;
      statusText = '';
      responseText = '';
      withCredentials = false;
      upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      #method = 'GET';
      #url = '';
      open(method: string, url: string) {
        this.#method = method;
        this.#url = url;
      }
      setRequestHeader() {}
      send(body: unknown) {
        void answer(this.#method, this.#url, body ?? null).then((reply) => {
          this.upload.onload?.();
          this.status = reply.status;
          this.responseText = reply.body === null ? '' : JSON.stringify(reply.body);
          this.onload?.();
        });
      }
    },
  );

  return {
    calls,
    callsTo: (route) => {
      const [method, pattern = ''] = route.split(' ');
      return calls.filter((call) => call.method === method && routeParams(pattern, call.path) !== null);
    },
    set: (more) => Object.assign(table, more),
  };
}
