import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { CHANNELS } from '../shared/channels.js';
import type { PreparedImage, ServerUrlResult } from '../shared/desktop-api.js';
import type { ImageInput } from './image.js';
import { isAppUrl } from './navigation.js';
import type { SettingsStore } from './settings.js';

const MAX_URL_LENGTH = 2048;
const MAX_NAME_LENGTH = 255;
const MAX_IMAGE_BYTES = 100 * 1024 * 1024;

export class UntrustedSenderError extends Error {
  constructor() {
    super('IPC refused: the sender is not the app page');
  }
}

/** Only the top frame of our own page may call the main process (no iframe, no other origin). */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>): boolean {
  const frame = event.senderFrame;
  if (!frame) return false;
  if (frame.parent !== null) return false;
  return isAppUrl(frame.url);
}

export interface IpcDeps {
  settings: Pick<SettingsStore, 'getServerUrl' | 'isConfigured' | 'setServerUrl'>;
  prepareImage: (input: ImageInput) => Promise<PreparedImage>;
}

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;

/** The handlers by channel, each validating its sender and its arguments before anything else. */
export function createIpcHandlers(deps: IpcDeps): Record<string, Handler> {
  const trusted =
    <A extends unknown[], R>(handler: (...args: A) => Promise<R> | R) =>
    async (event: IpcMainInvokeEvent, ...args: unknown[]): Promise<R> => {
      if (!isTrustedSender(event)) throw new UntrustedSenderError();
      return handler(...(args as A));
    };

  return {
    [CHANNELS.getServerUrl]: trusted((): string | null => (deps.settings.isConfigured() ? deps.settings.getServerUrl() : null)),
    [CHANNELS.setServerUrl]: trusted((url: unknown): Promise<ServerUrlResult> => {
      if (typeof url !== 'string' || url.length > MAX_URL_LENGTH) throw new TypeError('setServerUrl expects a string');
      return deps.settings.setServerUrl(url);
    }),
    [CHANNELS.prepareImage]: trusted((bytes: unknown, name: unknown, type: unknown): Promise<PreparedImage> => {
      if (!(bytes instanceof Uint8Array) || bytes.byteLength > MAX_IMAGE_BYTES) throw new TypeError('prepareImage expects image bytes');
      if (typeof name !== 'string' || typeof type !== 'string') throw new TypeError('prepareImage expects a name and a type');
      return deps.prepareImage({ bytes, name: name.slice(0, MAX_NAME_LENGTH), type: type.slice(0, 100) });
    }),
  };
}

export function registerIpcHandlers(ipcMain: Pick<IpcMain, 'handle'>, deps: IpcDeps): void {
  for (const [channel, handler] of Object.entries(createIpcHandlers(deps))) ipcMain.handle(channel, handler);
}
