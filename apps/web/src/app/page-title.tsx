import { matchRoute } from '@casa/core';
import { pageHead } from '@casa/core/content';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '../config/site-settings.js';

/**
 * Keeps <title> right after client-side navigation; the server wrote it for the first page. A
 * project page names itself once its project is known (project-detail-page.tsx).
 */
export function PageTitle() {
  const { pathname, search } = useLocation();
  const settings = useSiteSettings();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (document.title) return;
    }
    const match = matchRoute(pathname);
    if (match.page !== 'project') document.title = pageHead(match, pathname, null, settings, new URLSearchParams(search)).title;
  }, [pathname, search, settings]);
  return null;
}
