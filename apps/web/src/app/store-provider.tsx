import { type AppStore, hydrateQueries, makeStore } from '@casa/api-client';
import type { QueryEntry } from '@casa/core';
import { type ReactNode, useContext } from 'react';
import { Provider } from 'react-redux';
import { StoreContext } from './store-context.js';

let browserStore: AppStore | null = null;

/** The browser's one store: public pages and the lazily loaded admin share its cache. */
export function getBrowserStore(): AppStore {
  // A store shared by every request of a server would mix visitors' data: the server passes its own.
  if (typeof window === 'undefined') throw new Error('A server render passes its own store through StoreContext');
  browserStore ??= makeStore();
  return browserStore;
}

/** Loaded lazily: the landing page never downloads Redux Toolkit. */
export default function StoreProvider({ children }: { children: ReactNode }) {
  const store = useContext(StoreContext) ?? getBrowserStore();
  return <Provider store={store}>{children}</Provider>;
}

/** Fills the browser's store with the queries the server answered for this page (see hydrateQueries). */
export function hydrateBrowserStore(queries: readonly QueryEntry[]): () => void {
  return hydrateQueries(getBrowserStore(), queries);
}
