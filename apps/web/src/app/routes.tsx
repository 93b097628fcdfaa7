import { matchRoute, usesSiteLayout } from '@casa/core';
import { Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.js';
import { LanguageNote } from '../features/layout/language-note.js';
import { RouteMatchProvider } from '../lib/route-match.js';
import { PAGES } from './pages.js';
import { SiteLayout } from './site-layout.js';

/**
 * The page of the current URL, chosen by the one route table (packages/core/src/routes.ts) that
 * the server also renders and answers 404 with: react-router only keeps the location.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  const Page = PAGES[match.page];
  const page = <Page />;
  // The server wrote the first page's <html lang>; a link to the other language changes it here.
  useEffect(() => {
    document.documentElement.lang = match.lang;
  }, [match.lang]);
  return (
    <RouteMatchProvider value={match}>
      {usesSiteLayout(match.page) ? <SiteLayout match={match}>{page}</SiteLayout> : <Suspense fallback={<PageLoading />}>{page}</Suspense>}
      {match.page === 'admin' || match.page === 'login' ? null : <LanguageNote />}
    </RouteMatchProvider>
  );
}
