import * as RadixToast from '@radix-ui/react-toast';
import { matchRoute } from '@casa/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { WIDGETS } from '../../config/widgets.js';
import { TEXTS } from './texts.js';
import styles from './toast.module.css';
import { type ToastEntry, type ToastInput, toastReducer } from './toast-store.js';

export type { ToastInput, ToastVariant } from './toast-store.js';

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

const reducer = (state: ToastEntry[], action: Parameters<typeof toastReducer>[1]) => toastReducer(state, action);

/**
 * Toasts of docs/product.md §8/§9 on Radix Toast: one at a time, 5 s, swipe right ≥ 50 px dismisses, F8
 * focuses the region. The whole app sits inside this provider, inside the router but outside the
 * page's route: the language of its own words is read from the address.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const text = TEXTS[useMemo(() => matchRoute(pathname).lang, [pathname])];
  const [toasts, dispatch] = useReducer(reducer, []);
  const nextId = useRef(1);
  const removeTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const show = useCallback<ShowToast>((toast) => {
    const id = nextId.current++;
    dispatch({ type: 'add', toast: { ...toast, id, open: true } });
  }, []);

  const dismiss = useCallback((id: number) => {
    dispatch({ type: 'dismiss', id });
    // A closed toast leaves the list only after the product's long removal delay.
    if (!removeTimers.current.has(id)) {
      removeTimers.current.set(
        id,
        setTimeout(() => {
          removeTimers.current.delete(id);
          dispatch({ type: 'remove', id });
        }, WIDGETS.toastRemoveDelayMs),
      );
    }
  }, []);

  useEffect(() => {
    const timers = removeTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider
        duration={WIDGETS.toastDurationMs}
        swipeDirection="right"
        swipeThreshold={WIDGETS.toastSwipeThresholdPx}
        label={text.region}
      >
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            open={toast.open}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id);
            }}
            className={`${styles.toast} ${toast.variant === 'destructive' ? styles.destructive : ''}`}
            data-variant={toast.variant ?? 'default'}
            type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          >
            <div className={styles.body}>
              <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
              {toast.description ? (
                <RadixToast.Description className={styles.description}>{toast.description}</RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close className={`icon-button ${styles.close}`} aria-label={text.close}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} hotkey={['F8']} label={text.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** `toast({ title, description?, variant? })`; outside a ToastProvider it does nothing. */
export function useToast(): ShowToast {
  return useContext(ToastContext) ?? noop;
}

function noop() {
  return undefined;
}
