import { LEADS_LOCALE, LEADS_TIME_ZONE } from '@casa/core';

const dateTime = new Intl.DateTimeFormat(LEADS_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: LEADS_TIME_ZONE });

/** A date and time as read in the office (es-DO, Santo Domingo). */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/** '3 d 4 h', '5 h 12 min', '42 min', 'menos de un minuto'. */
export function formatUptime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days} d ${hours % 24} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return minutes > 0 ? `${minutes} min` : 'menos de un minuto';
}

/** '812 B', '12,3 KB', '4,1 MB', '58,2 GB', with a decimal comma. */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1).replace('.', ',')} ${units[unit]}`;
}

/** 0.873 → '87 %'. */
export const formatPercent = (ratio: number) => `${Math.round(ratio * 100)} %`;
