import { LEADS_LOCALE, LEADS_TIME_ZONE } from '@casa/core';

const dateTime = new Intl.DateTimeFormat(LEADS_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: LEADS_TIME_ZONE });

/** A lead's date and time as read in the office: Spanish (es-DO), Santo Domingo's clock. */
export function formatLeadDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
