import { WIDGETS } from '../../config/widgets.js';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

export type ToastAction = { type: 'add'; toast: ToastEntry } | { type: 'dismiss'; id: number } | { type: 'remove'; id: number };

/**
 * The toast list (docs/product.md §9): a new toast goes first and the list is cut to `maxToasts` (1), so a
 * second toast replaces the first; a dismissed toast stays closed in the list until it is removed.
 */
export function toastReducer(state: ToastEntry[], action: ToastAction, limit: number = WIDGETS.maxToasts): ToastEntry[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, limit);
    case 'dismiss':
      return state.map((toast) => (toast.id === action.id ? { ...toast, open: false } : toast));
    case 'remove':
      return state.filter((toast) => toast.id !== action.id);
  }
}
