/** How long a saved file's object URL lives: long enough for the browser to start the download. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Fetches a file with the session cookie (a CSV export) and saves it under the name the server
 * gives in Content-Disposition, else `fallbackName`. The same in the browser and the desktop app,
 * whose downloads go through the page, not a new window. Rejects when the server refuses.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
}
