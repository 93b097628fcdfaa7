import { type Division, divisionFromPath, isDivision } from '@casa/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.js';
import { SiteFooter } from '../features/layout/site-footer.js';
import { SiteHeader } from '../features/layout/site-header.js';
import { WhatsAppButton } from '../features/whatsapp/whatsapp-button.js';
import { lazyRoute } from '../lib/lazy-route.js';
import { useDivision } from './division-context.js';
import { preloadPage, StoreProvider } from './pages.js';
import styles from './site-layout.module.css';

// The widget appears only after 2 s: its form code (react-hook-form, zod) need not block the page.
const AppointmentWidget = lazyRoute(() =>
  import('../features/appointment/appointment-widget.js').then((module) => ({ default: module.AppointmentWidget })),
);

/**
 * The frame of every page but the landing and the admin: header, the page, footer, the floating
 * appointment widget and WhatsApp button. The division comes from the URL, else the current
 * division; its accent is set with `data-division` (on <html> too, for dialogs in portals).
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const { division: current } = useDivision();
  const division: Division | null = divisionFromPath(pathname) ?? (isDivision(current) ? current : null);
  const accent: Division = division ?? 'corporativo';

  // The store, the page and the widget download side by side rather than one after the other.
  void StoreProvider.preload().catch(() => undefined);
  preloadPage(pathname);

  useEffect(() => {
    document.documentElement.dataset.division = accent;
  }, [accent]);

  return (
    <div className={styles.shell} data-division={accent}>
      <a href="#main" className={styles.skip}>
        Saltar al contenido
      </a>
      <SiteHeader division={division} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <StoreProvider>
            <Outlet />
          </StoreProvider>
        </Suspense>
      </main>
      <SiteFooter division={accent} />
      <Suspense fallback={null}>
        <StoreProvider>
          <AppointmentWidget />
        </StoreProvider>
      </Suspense>
      <WhatsAppButton division={accent} />
    </div>
  );
}
