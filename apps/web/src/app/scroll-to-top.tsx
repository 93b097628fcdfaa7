import { isServerRendered, matchRoute } from '@casa/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToId, scrollToTop } from '../lib/scroll.js';

/**
 * "Navigating to a new location scrolls the window smoothly to the top" (docs/product.md §2), instantly when
 * the visitor prefers reduced motion. A link with a #hash scrolls to its target instead. The admin
 * keeps its place: a project's form or a lead's panel has an address of its own over the list it
 * was opened from (docs/decisions/0018-admin-urls.md).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (hash) requestAnimationFrame(() => scrollToId(decodeURIComponent(hash.slice(1))));
      return;
    }
    if (!isServerRendered(matchRoute(pathname).page)) return;
    if (hash && scrollToId(decodeURIComponent(hash.slice(1)))) return;
    scrollToTop();
  }, [pathname, hash]);
  return null;
}
