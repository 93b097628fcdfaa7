import type { PublicConfig } from '@casa/core';
import { ToastProvider } from '../components/toast/index.js';
import { AppConfigProvider } from '../config/app-config.js';
import { DivisionFromUrl, DivisionProvider } from './division-context.js';
import { PageTitle } from './page-title.js';
import { AppRoutes } from './routes.js';
import { ScrollToTop } from './scroll-to-top.js';

/**
 * The whole app, inside a router the host gives it: BrowserRouter in the browser (main.tsx),
 * StaticRouter on the server (entry-server.tsx). The store is provided lazily by the pages that
 * use it (site-layout, admin-pages).
 */
export function App({ config }: { config: PublicConfig }) {
  return (
    <AppConfigProvider value={config}>
      <DivisionProvider>
        <ToastProvider>
          <DivisionFromUrl />
          <ScrollToTop />
          <PageTitle />
          <AppRoutes />
        </ToastProvider>
      </DivisionProvider>
    </AppConfigProvider>
  );
}
