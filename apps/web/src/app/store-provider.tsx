import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from './store.js';

/** Loaded lazily: the landing page never downloads Redux Toolkit. */
export default function StoreProvider({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
