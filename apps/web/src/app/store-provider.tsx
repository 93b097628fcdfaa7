import { type AppStore, hydrateQueries, makeStore } from '@casa/api-client';
import type { QueryEntry } from '@casa/core';
import { type ReactNode, useContext, useEffect } from 'react';
import { Provider } from 'react-redux';
import { StoreContext } from './store-context.js';

let browserStore: AppStore | null = null;
let releaseHydratedQueries: (() => void) | null = null;

/** The browser's one store: public pages and the lazily loaded admin share its cache. */
export function getBrowserStore(): AppStore {
  // A store shared by every request of a server would mix visitors' data: the server passes its own.
  if (typeof window === 'undefined') throw new Error('A server render passes its own store through StoreContext');
  browserStore ??= makeStore();
  return browserStore;
}

/** Fills the browser's store with the queries the server answered for this page, held until the page has mounted (see hydrateQueries). */
export function hydrateBrowserStore(queries: readonly QueryEntry[]): void {
  releaseHydratedQueries = hydrateQueries(getBrowserStore(), queries);
}

/**
 * Rendered after the page: its effect runs once the page's own effects have subscribed to its
 * queries. (Not at the root: React hydrates a Suspense boundary after the root commits.)
 */
function ReleaseHydratedQueries() {
  useEffect(() => {
    releaseHydratedQueries?.();
    releaseHydratedQueries = null;
  }, []);
  return null;
}

/** Loaded lazily: the landing page never downloads Redux Toolkit. `page`: it wraps the page the server rendered. */
export default function StoreProvider({ children, page = false }: { children: ReactNode; page?: boolean }) {
  const store = useContext(StoreContext) ?? getBrowserStore();
  return (
    <Provider store={store}>
      {children}
      {page ? <ReleaseHydratedQueries /> : null}
    </Provider>
  );
}
