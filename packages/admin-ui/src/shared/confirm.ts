import { App } from 'antd';
import { useCallback } from 'react';

/** A Spanish yes/no dialog; resolves true when the user confirms. A deletion unless told otherwise. */
export function useConfirm(): (content: string, action?: { title: string; okText: string }) => Promise<boolean> {
  const { modal } = App.useApp();
  return useCallback(
    (content: string, action = { title: 'Confirmar eliminación', okText: 'Eliminar' }) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: action.title,
          content,
          okText: action.okText,
          okButtonProps: { danger: true },
          cancelText: 'Cancelar',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}
