import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema is imported on first use, or earlier by `preload` (call
 * it when the visitor first focuses the form): zod and the schema then stay out of the page's
 * first download and out of its hydration, the longest work a phone does on a page with a form
 * (docs/decisions/0014-scripts-after-first-paint.md). A failed download is tried again at the
 * next validation; until then the resolver rejects, and handleSubmit with it.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): { resolver: Resolver<Values, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Values, unknown, Output>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
