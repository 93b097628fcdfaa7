import { App } from 'antd';
import { useMemo } from 'react';

export interface Toast {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  warning(title: string, description?: string): void;
}

/** The admin's toasts (docs/product.md §8 titles and texts) on antd's notification, inside <AdminProviders>. */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title, description) => notification.success({ title, description }),
      error: (title, description) => notification.error({ title, description }),
      warning: (title, description) => notification.warning({ title, description }),
    }),
    [notification],
  );
}
