import { configureStore } from '@reduxjs/toolkit';
import { api } from './base.js';

/** The store every host (public web, browser admin, desktop) builds: one slice, one cache. */
export function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
