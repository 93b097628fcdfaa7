import { LEADS_LOCALE, LEADS_TIME_ZONE } from '@casa/core';

const dateTime = new Intl.DateTimeFormat(LEADS_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: LEADS_TIME_ZONE });

/** A lead's date and time as read in the office: Spanish (es-DO), Santo Domingo's clock. */
export function formatLeadDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** Fetches a CSV with the session cookie and saves it under the server's file name (browser and desktop alike). */
export async function downloadCsv(url: string, fallbackName: string): Promise<void> {
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
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
