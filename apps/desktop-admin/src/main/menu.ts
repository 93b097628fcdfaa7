import type { MenuItemConstructorOptions } from 'electron';

export const CHANGE_SERVER_LABEL = 'Cambiar servidor…';

/** The application menu, in Spanish; "Cambiar servidor…" reopens the server screen. */
export function buildMenuTemplate(options: {
  platform: NodeJS.Platform;
  isDev: boolean;
  onChangeServer: () => void;
}): MenuItemConstructorOptions[] {
  const isMac = options.platform === 'darwin';
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  return [
    ...(isMac ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    {
      label: 'Archivo',
      submenu: [
        { id: 'change-server', label: CHANGE_SERVER_LABEL, accelerator: 'CmdOrCtrl+,', click: () => options.onChangeServer() },
        separator,
        isMac ? { role: 'close', label: 'Cerrar ventana' } : { role: 'quit', label: 'Salir' },
      ],
    },
    {
      label: 'Editar',
      submenu: [
        { role: 'undo', label: 'Deshacer' },
        { role: 'redo', label: 'Rehacer' },
        separator,
        { role: 'cut', label: 'Cortar' },
        { role: 'copy', label: 'Copiar' },
        { role: 'paste', label: 'Pegar' },
        { role: 'selectAll', label: 'Seleccionar todo' },
      ],
    },
    {
      label: 'Ver',
      submenu: [
        { role: 'reload', label: 'Recargar' },
        ...(options.isDev ? [{ role: 'toggleDevTools', label: 'Herramientas de desarrollo' } satisfies MenuItemConstructorOptions] : []),
        separator,
        { role: 'resetZoom', label: 'Tamaño real' },
        { role: 'zoomIn', label: 'Ampliar' },
        { role: 'zoomOut', label: 'Reducir' },
        separator,
        { role: 'togglefullscreen', label: 'Pantalla completa' },
      ],
    },
    { role: 'windowMenu', label: 'Ventana' },
  ];
}
