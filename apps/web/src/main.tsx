// First: zod's settings must be in place before any schema is built (lib/zod-jitless.ts).
import './lib/zod-jitless.js';
// Self-hosted fonts, latin subset and only the weights the design uses.
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource/cormorant-garamond/latin-500-italic.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import './styles/fonts.css';
import './styles/global.css';
import { isServerRendered, matchRoute, PAGE_LIVE_EVENT, usesSiteLayout } from '@casa/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.js';
import { preloadRoute, StoreProvider } from './app/pages.js';
import { readPageData } from './config/page-data.js';

/**
 * The first page of the visit and its campaign tags ("Origen"), as they are now, before a
 * navigation can change the address: the module that keeps them (and reads them back for the
 * forms) downloads beside the page's own, not in the first script.
 */
function rememberVisit() {
  const first = { href: window.location.href };
  const referrer = document.referrer;
  void import('./lib/visit-source.js').then(({ rememberVisitSource }) => rememberVisitSource(first, referrer)).catch(() => undefined);
}

/**
 * Hydrates the page the server rendered (docs/decisions/0007-one-route-table.md): the route's
 * modules are loaded and the store filled with the page's data first, so the first render in the
 * browser is the server's, with no request for what the page carries. /login and /admin, never
 * rendered on the server, are rendered here.
 */
async function start(root: HTMLElement) {
  // Before anything else: the first page of the visit and its campaign tags ("Origen").
  rememberVisit();
  const data = readPageData();
  const match = matchRoute(window.location.pathname);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App config={data.config} texts={data.texts} />
      </BrowserRouter>
    </StrictMode>
  );
  if (!isServerRendered(match.page) || !root.firstElementChild) {
    createRoot(root).render(app);
    return;
  }
  // A failed download is retried by the render itself (it suspends and keeps the server's HTML).
  await preloadRoute(match).catch(() => undefined);
  if (usesSiteLayout(match.page)) {
    const store = await StoreProvider.preload().catch(() => null);
    store?.hydrateBrowserStore(data.queries);
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page answers taps sooner on a slow phone.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // React listens from here: the page's early-taps script hands it the tap it held since the first
  // paint, and React hydrates that part at once to answer it (docs/decisions/0020-taps-before-hydration.md).
  document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
}

const root = document.getElementById('root');
if (root) void start(root);
