import { LEADS_LOCALE, LEADS_TIME_ZONE } from '@casa/core';

const dateTime = new Intl.DateTimeFormat(LEADS_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: LEADS_TIME_ZONE });

/** A lead's date and time as read in the office: Spanish (es-DO), Santo Domingo's clock. */
export function formatLeadDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/**
 * wa.me wants the number in international form, digits only. A Dominican number written with
 * 10 digits (809/829/849…) gets the country code 1.
 */
export function whatsappUrl(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return null;
  const international = digits.length === 10 && /^8[024]9/.test(digits) ? `1${digits}` : digits;
  return `https://wa.me/${international}`;
}

/** tel: links keep a leading + and the digits. */
export function telUrl(phone: string | null): string | null {
  if (!phone) return null;
  const cleaned = phone.trim().replace(/[^\d+]/g, '');
  return cleaned.replace(/\D/g, '').length >= 7 ? `tel:${cleaned}` : null;
}
