import type { Lang } from '@casa/core';

const es = {
  region: 'Notificación',
  close: 'Cerrar notificación',
  /** Radix fills in {hotkey} (F8). */
  viewport: 'Notificaciones ({hotkey})',
};

/** The toasts' own words (docs/decisions/0026-english-site.md); a toast's title and text come from the form that shows it. */
export const TEXTS = {
  es,
  en: {
    region: 'Notification',
    close: 'Close notification',
    viewport: 'Notifications ({hotkey})',
  },
} satisfies Record<Lang, Record<keyof typeof es, string>>;
