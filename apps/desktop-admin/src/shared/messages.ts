/** The desktop app's own Spanish texts (the admin screens bring theirs from admin-ui and core). */
export const DESKTOP_MESSAGES = {
  appName: 'Casa Mobilia Admin',
  settingsTitle: 'Conectar con el servidor',
  settingsIntro:
    'Escribe la dirección del servidor de Casa Mobilia. Te la da la persona que administra el sitio web (por ejemplo, http://localhost:3000 o https://www.tuempresa.com).',
  serverUrlLabel: 'Dirección del servidor',
  connect: 'Conectar',
  connecting: 'Conectando...',
  cancel: 'Cancelar',
  retry: 'Reintentar',
  changeServer: 'Cambiar servidor',
  checking: 'Conectando con el servidor...',
  invalidUrl: 'La dirección no es válida. Escríbela completa, por ejemplo http://localhost:3000.',
  serverUnreachable: 'No se pudo conectar con el servidor. Comprueba la dirección y tu conexión a internet, y vuelve a intentarlo.',
  serverTimeout: 'El servidor tardó demasiado en responder. Vuelve a intentarlo.',
  notOurServer: 'El servidor respondió, pero no parece ser el servidor de Casa Mobilia. Comprueba la dirección.',
  crashTitle: 'Algo salió mal',
  crashText: 'La pantalla no se pudo mostrar. Vuelve a cargarla para continuar.',
  offlineTitle: 'Sin conexión con el servidor',
  forwardRefused: 'Ruta no disponible en la aplicación de escritorio.',
  preparingPhotos: (done: number, total: number) => `Optimizando fotos: ${done} de ${total}`,
  photosPrepared: (count: number, before: string, after: string) =>
    `${count === 1 ? '1 foto optimizada' : `${count} fotos optimizadas`}: de ${before} a ${after}`,
  photoNotPrepared: 'No se pudo optimizar una foto; se subirá tal como está.',
} as const;
