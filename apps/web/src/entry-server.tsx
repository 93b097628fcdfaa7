// The server's entry (docs/decisions/0007-one-route-table.md): built by `vite build --ssr` into
// dist/server and imported by the server at run time, so the server itself never imports React.
import { hydrateQueries, makeStore } from '@casa/api-client';
import { matchRoute, type PageData } from '@casa/core';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.js';
import { preloadRoute, routeModules as modulesOf } from './app/pages.js';
import { StoreContext } from './app/store-context.js';

export interface RenderedPage {
  /** The app's markup, for <div id="root">. */
  html: string;
  /** Tags for <head>: React's preloads of the page's eager images (the largest paint among them). */
  head: string;
}

// React writes the preloads of the images a page loads eagerly before the markup; they belong in <head>.
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** Splits React's output into the leading resource links and the markup itself. */
export function splitLeadingLinks(output: string): RenderedPage {
  const head = LEADING_LINKS.exec(output)?.[0] ?? '';
  return { head, html: output.slice(head.length) };
}

/**
 * Renders a server-rendered page with its data: the route's modules are loaded first and the
 * store holds the page's queries, so nothing suspends. prerender (not a stream) because the page
 * is sent whole, with its status decided and its bytes the same for every visitor.
 */
export async function render(url: string, data: PageData): Promise<RenderedPage> {
  const match = matchRoute(new URL(url, 'http://localhost').pathname);
  await preloadRoute(match);
  const store = makeStore();
  // Not released: this store lives for this one render.
  hydrateQueries(store, data.queries);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <StoreContext value={store}>
          <App config={data.config} texts={{ scope: data.textsScope ?? null, pageContent: data.pageContent, settings: data.settings }} />
        </StoreContext>
      </StaticRouter>
    </StrictMode>,
    // Never outline a large boundary for later: that needs an inline script, and the CSP allows none.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  let output = '';
  for await (const chunk of prelude) output += String(chunk);
  // An error inside a boundary would leave it for the browser to render: fail instead, the server falls back.
  if (errors.length > 0) throw errors[0];
  return splitLeadingLinks(output);
}

/** The modules (paths in Vite's manifest) a path renders on its first render. */
export function routeModules(pathname: string): string[] {
  return modulesOf(matchRoute(pathname));
}

/** Fonts of the first screen (hero titles, body text), preloaded by every page; the other weights load when used. */
export const preloadedFonts = [
  '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
  '@fontsource/inter/files/inter-latin-400-normal.woff2',
];
