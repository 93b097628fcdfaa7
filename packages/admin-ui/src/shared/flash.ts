import { useEffect } from 'react';
import { type Toast, useToast } from './toast.js';

interface Flash {
  kind: keyof Toast;
  title: string;
  description?: string;
}

let pending: Flash | null = null;

/**
 * A toast for the next screen. The web mounts /login and /admin as separate lazy routes, each
 * with its own providers, so a toast raised just before navigating would vanish with the old one.
 */
export function flashNext(kind: Flash['kind'], title: string, description?: string) {
  pending = description === undefined ? { kind, title } : { kind, title, description };
}

/** Shows the pending flash once, when the next screen mounts. */
export function useShowFlash() {
  const toast = useToast();
  useEffect(() => {
    const flash = pending;
    pending = null;
    if (flash) toast[flash.kind](flash.title, flash.description);
  }, [toast]);
}
