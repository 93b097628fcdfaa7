import type { SystemStatus } from '@casa/core';
import { api } from '@casa/api-client';

/** 'Estado del sistema' (admins only; an editor gets 403). */
export const systemApi = api.enhanceEndpoints({ addTagTypes: ['System'] }).injectEndpoints({
  endpoints: (build) => ({
    getSystemStatus: build.query<SystemStatus, void>({
      query: () => '/system/status',
      providesTags: ['System'],
    }),
  }),
});

export const { useGetSystemStatusQuery } = systemApi;

export const BACKUP_DOWNLOAD_URL = '/api/system/backup';

/**
 * 'Descargar respaldo': the server writes a fresh backup and sends it; it is saved under the
 * server's file name (browser and desktop alike). Rejects with the server's message.
 */
export async function downloadBackup(): Promise<string> {
  const response = await fetch(BACKUP_DOWNLOAD_URL, { credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `${response.status}`);
  }
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'casa-respaldo.jsonl.gz';
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  return name;
}
