import { matchRoute } from '@casa/core';
import { pageHead } from '@casa/core/content';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps <title> right after client-side navigation; the server wrote it for the first page. A
 * project page names itself once its project is known (project-detail-page.tsx).
 */
export function PageTitle() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (document.title) return;
    }
    const match = matchRoute(pathname);
    if (match.page !== 'project') document.title = pageHead(match, pathname).title;
  }, [pathname]);
  return null;
}
