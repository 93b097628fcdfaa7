import type { Session } from 'electron';

/**
 * The admin needs no camera, microphone, location, notifications, USB or clipboard reads: every
 * permission request and check is refused (Electron grants them by default otherwise).
 */
export function denyAllPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>,
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
