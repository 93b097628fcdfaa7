import { type Division, divisionFromPath, isDivision, type RouteMatch } from '@casa/core';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.js';
import { SiteFooter } from '../features/layout/site-footer.js';
import { SiteHeader } from '../features/layout/site-header.js';
import { TEXTS } from '../features/layout/texts.js';
import { WhatsAppButton } from '../features/whatsapp/whatsapp-button.js';
import { useDivision } from '../lib/division-context.js';
import { useLang } from '../lib/lang.js';
import { AppointmentWidget, preloadRoute, StoreProvider } from './pages.js';
import styles from './site-layout.module.css';

/**
 * The frame of every page but the landing and the admin: header, the page, footer, the floating
 * appointment widget and WhatsApp button. The division comes from the URL, else the current
 * division; its accent is set with `data-division` (on <html> too, for dialogs in portals).
 */
export function SiteLayout({ match, children }: { match: RouteMatch; children: ReactNode }) {
  const { pathname } = useLocation();
  const { division: current } = useDivision();
  const division: Division | null = divisionFromPath(pathname) ?? (isDivision(current) ? current : null);
  const accent: Division = division ?? 'corporativo';
  const t = TEXTS[useLang()];

  // The store, the page and the widget download side by side rather than one after the other.
  void preloadRoute(match).catch(() => undefined);

  useEffect(() => {
    document.documentElement.dataset.division = accent;
  }, [accent]);

  return (
    <div className={styles.shell} data-division={accent}>
      <a href="#main" className={styles.skip}>
        {t.skip}
      </a>
      <SiteHeader division={division} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <StoreProvider page>{children}</StoreProvider>
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
