import { matchRoute } from '@casa/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '../config/site-settings.js';

/**
 * Keeps <title> right after client-side navigation; the server wrote it for the first page. A
 * project page names itself once its project is known (project-detail-page.tsx). The titles'
 * module (with the content files it reads) loads at the first navigation, not with the first
 * script (docs/decisions/0020-taps-before-hydration.md).
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
    if (match.page === 'project') return;
    let current = true;
    void import('../config/lazy-content.js')
      .then(({ pageHead }) => {
        if (current) document.title = pageHead(match, pathname, null, settings, new URLSearchParams(search)).title;
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, search, settings]);
  return null;
}
