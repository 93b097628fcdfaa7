import { type Division, divisionFromPath, isDivision, LIMITS } from '@casa/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDivision } from '../../lib/division-context.js';
import { lazyRoute } from '../../lib/lazy-route.js';
import { useLang } from '../../lib/lang.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import styles from './appointment-widget.module.css';
import { TEXTS } from './texts.js';

// The form (react-hook-form, zod, the dialog) is most of the widget's weight: it downloads once the
// button shows (so a tap on a phone does not wait for it), not with the page.
const AppointmentPanel = lazyRoute(() => import('./appointment-panel.js').then((module) => ({ default: module.AppointmentPanel })));
const preloadPanel = () => void AppointmentPanel.preload().catch(() => undefined);

/**
 * The floating appointment request (docs/product.md §2/§4): the button appears 2 s after the page
 * loads. On a server-rendered page that is 2 s after the navigation started, however long this
 * code took to arrive; after a client-side navigation, 2 s after the new page shows.
 */
export function AppointmentWidget() {
  const text = TEXTS[useLang()];
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { division: current } = useDivision();
  const { pathname } = useLocation();
  const division: Division = divisionFromPath(pathname) ?? (isDivision(current) ? current : 'corporativo');
  // Mounted while hydrating the server's page: the page started loading at performance's time origin.
  const hydrating = !useHydrated();
  const fromPageLoad = useRef(hydrating);

  useEffect(() => {
    const elapsed = fromPageLoad.current ? performance.now() : 0;
    const timer = setTimeout(() => setVisible(true), Math.max(0, LIMITS.appointmentButtonDelayMs - elapsed));
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (visible) preloadPanel();
  }, [visible]);

  return (
    <>
      {visible ? (
        <button
          ref={button}
          type="button"
          className={styles.fab}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={styles.fabIcon}>
            <rect x="3.5" y="5" width="17" height="15.5" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M3.5 9.5h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            <path d="M9 14.5l2 2 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className={styles.fabLabel}>{text.open}</span>
        </button>
      ) : null}
      {requested ? (
        <Suspense fallback={null}>
          <AppointmentPanel open={open} onOpenChange={setOpen} division={division} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

export default AppointmentWidget;
