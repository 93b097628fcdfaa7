import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../components/toast/index.js';
import { DivisionFromUrl, DivisionProvider } from './division-context.js';
import { PageTitle } from './page-title.js';
import { AppRoutes } from './routes.js';
import { ScrollToTop } from './scroll-to-top.js';

/** The whole browser app. The store is provided lazily by the pages that use it (site-layout, admin-pages). */
export function App() {
  return (
    <BrowserRouter>
      <DivisionProvider>
        <ToastProvider>
          <DivisionFromUrl />
          <ScrollToTop />
          <PageTitle />
          <AppRoutes />
        </ToastProvider>
      </DivisionProvider>
    </BrowserRouter>
  );
}
