import { useEffect } from 'react';

/** Every lead screen polls this often (docs/decisions/0009-leads-inbox-and-mail-outbox.md). */
export const LEADS_REFRESH_MS = 30_000;

/** Calls `refetch` when the window regains focus or the tab becomes visible again. */
export function useRefetchOnFocus(refetch: () => unknown, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onFocus = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [refetch, enabled]);
}
