import type { PublicConfig } from '@casa/core';
import { ToastProvider } from '../components/toast/index.js';
import { AppConfigProvider } from '../config/app-config.js';
import { type PageTexts, PageTextsProvider } from '../config/page-texts.js';
import { DivisionFromUrl, DivisionProvider } from '../lib/division-context.js';
import { PageTitle } from './page-title.js';
import { preloadRoute } from './pages.js';
import { AppRoutes } from './routes.js';
import { ScrollToTop } from './scroll-to-top.js';

/**
 * The whole app, inside a router the host gives it: BrowserRouter in the browser (main.tsx),
 * StaticRouter on the server (entry-server.tsx). The store is provided lazily by the pages that
 * use it (site-layout, admin-pages). `texts` are the page's texts and settings as the server sent
 * them (null: none, they are read from the API).
 */
export function App({ config, texts }: { config: PublicConfig; texts: PageTexts | null }) {
  return (
    <AppConfigProvider value={config}>
      <PageTextsProvider initial={texts} preload={preloadRoute}>
        <DivisionProvider>
          <ToastProvider>
            <DivisionFromUrl />
            <ScrollToTop />
            <PageTitle />
            <AppRoutes />
          </ToastProvider>
        </DivisionProvider>
      </PageTextsProvider>
    </AppConfigProvider>
  );
}
