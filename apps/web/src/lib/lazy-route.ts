import { type ComponentType, createElement, lazy } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent, M extends { default: T } = { default: T }> = ComponentType<
  T extends ComponentType<infer P> ? P : never
> & {
  /** Starts the download (the same promise the component later waits for) and resolves to the module. */
  preload: () => Promise<M>;
};

/**
 * React.lazy with a `preload()` that starts the download early, so a page and the chunks around
 * it download side by side. Once loaded, the module's component renders at once instead of
 * suspending: the server renders a page with its modules loaded, and the browser loads the same
 * modules before hydrating, so both render the same tree (a suspended lazy part would leave the
 * server's HTML waiting, or mismatch).
 */
export function lazyRoute<T extends AnyComponent, M extends { default: T } = { default: T }>(
  factory: () => Promise<M>,
): PreloadableComponent<T, M> {
  let loaded: T | null = null;
  let promise: Promise<M> | null = null;
  const load = () => {
    promise ??= factory().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        promise = null; // a failed download may be retried on the next navigation
        throw error;
      },
    );
    return promise;
  };
  const Lazy = lazy(load);
  function Preloadable(props: Record<string, unknown>) {
    return createElement((loaded ?? Lazy) as AnyComponent, props);
  }
  return Object.assign(Preloadable, { preload: load }) as unknown as PreloadableComponent<T, M>;
}
