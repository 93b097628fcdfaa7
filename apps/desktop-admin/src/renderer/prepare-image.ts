import type { DesktopApi } from '../shared/desktop-api.js';
import type { PhotoProgress } from './photo-progress.js';

/** admin-ui's hook type (`PrepareImage` from '@casa/admin-ui'), restated to keep this module DOM-light. */
export type PrepareImage = (file: File) => Promise<File>;

/**
 * admin-ui's PrepareImage on the desktop: the bytes go to sharp in the main process and come back
 * smaller. Never rejects: on any failure the original file goes up and the server decides.
 */
export function createDesktopPrepareImage(desktop: Pick<DesktopApi, 'prepareImage'>, progress: PhotoProgress): PrepareImage {
  return async (file) => {
    progress.begin();
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const result = await desktop.prepareImage(bytes, file.name, file.type);
      // A File built from bytes in memory, never one backed by a path on disk.
      const prepared = new File([result.bytes as Uint8Array<ArrayBuffer>], result.name, {
        type: result.type,
        lastModified: file.lastModified,
      });
      progress.finish(file.size, prepared.size);
      return prepared;
    } catch {
      progress.fail(file.size);
      return file;
    }
  };
}
