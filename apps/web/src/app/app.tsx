import type { PageContent, PublicConfig, SiteSettings } from '@casa/core';
import { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { ToastProvider } from '../components/toast/index.js';
import { AppConfigProvider } from '../config/app-config.js';
import { PageContentProvider } from '../config/page-content.js';
import { SiteSettingsProvider } from '../config/site-settings.js';
import { DivisionFromUrl, DivisionProvider } from '../lib/division-context.js';
import { PageTitle } from './page-title.js';
import { AppRoutes } from './routes.js';
import { ScrollToTop } from './scroll-to-top.js';

/**
 * The whole app, inside a router the host gives it: BrowserRouter in the browser (main.tsx),
 * StaticRouter on the server (entry-server.tsx). The store is provided lazily by the pages that
 * use it (site-layout, admin-pages).
 */
export function App({
  config,
  settings = DEFAULT_SITE_SETTINGS,
  pageContent = DEFAULT_PAGE_CONTENT,
}: {
  config: PublicConfig;
  settings?: SiteSettings;
  pageContent?: PageContent;
}) {
  return (
    <AppConfigProvider value={config}>
      <SiteSettingsProvider value={settings}>
        <PageContentProvider value={pageContent}>
          <DivisionProvider>
            <ToastProvider>
              <DivisionFromUrl />
              <ScrollToTop />
              <PageTitle />
              <AppRoutes />
            </ToastProvider>
          </DivisionProvider>
        </PageContentProvider>
      </SiteSettingsProvider>
    </AppConfigProvider>
  );
}
