import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & { preload: () => Promise<{ default: T }> };

/**
 * React.lazy with a `preload()` that starts the download early (the same promise React later
 * awaits), so a page and the chunks around it can download in parallel instead of one by one.
 */
export function lazyRoute<T extends AnyComponent>(factory: () => Promise<{ default: T }>): PreloadableComponent<T> {
  let promise: Promise<{ default: T }> | null = null;
  const load = () => {
    promise ??= factory().catch((error: unknown) => {
      promise = null; // a failed download may be retried on the next navigation
      throw error;
    });
    return promise;
  };
  return Object.assign(lazy(load), { preload: load });
}
