import { type Division, divisionFromPath, isDivision, LIMITS } from '@casa/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDivision } from '../../app/division-context.js';
import { lazyRoute } from '../../lib/lazy-route.js';
import styles from './appointment-widget.module.css';

// The form (react-hook-form, zod, the dialog) is most of the widget's weight, and most visitors
// never open it: it downloads when the pointer or focus reaches the button, or on click.
const AppointmentPanel = lazyRoute(() => import('./appointment-panel.js').then((module) => ({ default: module.AppointmentPanel })));
const preloadPanel = () => void AppointmentPanel.preload().catch(() => undefined);

/** The floating appointment request (docs/product.md §2/§4): the button appears 2 s after the page loads. */
export function AppointmentWidget() {
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { division: current } = useDivision();
  const { pathname } = useLocation();
  const division: Division = divisionFromPath(pathname) ?? (isDivision(current) ? current : 'corporativo');

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LIMITS.appointmentButtonDelayMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      {visible ? (
        <button
          ref={button}
          type="button"
          className={styles.fab}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
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
          <span className={styles.fabLabel}>Solicitar cita</span>
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
