// Test-only: a public form as a page in either language renders it (never imported by the site).
import { makeStore } from '@casa/api-client';
import { matchRoute } from '@casa/core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { RouteMatchProvider } from '../../lib/route-match.js';
import { ToastProvider } from '../toast/index.js';

/** `children` inside what the site gives a page at `path`: the router, its route, a store and the toasts. */
export function AtPage({ path, children }: { path: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Provider store={makeStore()}>
        <ToastProvider>
          <RouteMatchProvider value={matchRoute(path)}>{children}</RouteMatchProvider>
        </ToastProvider>
      </Provider>
    </MemoryRouter>
  );
}

export interface SentRequest {
  path: string;
  body: Record<string, unknown>;
}

/**
 * Answers the page's POSTs with `status` and `{ id: 1 }` (or `{ message }` when refused), keeping
 * each one's path and JSON body. Undo with `vi.unstubAllGlobals()`.
 */
export function stubPosts(status = 201, message = 'Revisa los datos del formulario'): SentRequest[] {
  const sent: SentRequest[] = [];
  const origin = 'http://localhost:3000';
  // fetchBaseQuery builds a Request from '/api/…': Node's needs an absolute URL and its own AbortSignal.
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, origin) : input, init && { ...init, signal: null });
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new PageRequest(input, init);
    sent.push({ path: new URL(request.url).pathname, body: JSON.parse(await request.text()) as Record<string, unknown> });
    const body = status < 300 ? { id: 1 } : { message };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}
