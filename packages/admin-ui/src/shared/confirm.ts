import { App } from 'antd';
import { useCallback } from 'react';

/** A Spanish yes/no dialog; resolves true when the user confirms. */
export function useConfirm(): (content: string) => Promise<boolean> {
  const { modal } = App.useApp();
  return useCallback(
    (content: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: 'Confirmar eliminación',
          content,
          okText: 'Eliminar',
          okButtonProps: { danger: true },
          cancelText: 'Cancelar',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}
