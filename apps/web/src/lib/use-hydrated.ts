import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * false on the server and during hydration, true once the page runs in the browser: the way to
 * render browser-only parts (a Leaflet map) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
