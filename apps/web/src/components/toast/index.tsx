import type { ReactNode } from 'react';

// Placeholder: the toast system of SPEC §8/§9 is being built.
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
export function ToastProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
export function useToast(): (toast: ToastInput) => void {
  return () => undefined;
}
