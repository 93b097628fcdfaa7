import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import { DIVISION_LABELS, type Lead, LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEADS_TIME_ZONE, NOTIFICATION_STATUS_LABELS } from '@casa/core';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula;
 * such cells get a leading apostrophe so they read as text (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

// 'sv-SE' writes 2026-11-23 14:05, which every spreadsheet reads as a date; the clock is Santo Domingo's.
const cellDate = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: LEADS_TIME_ZONE });
const dateCell = (iso: string | null) => (iso ? cellDate.format(new Date(iso)) : '');

/**
 * Sends rows as a CSV download: UTF-8 with a BOM (Excel then reads accents right), a Spanish
 * header row, RFC 4180 quoting by csv-stringify, formulas neutralised.
 */
export function sendCsv(res: Response, filename: string, header: string[], rows: (string | null)[][]): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  const csv = stringify({
    bom: true,
    header: true,
    columns: header,
    record_delimiter: 'windows',
    cast: { string: (value) => neutraliseFormula(value) },
  });
  csv.pipe(res);
  for (const row of rows) csv.write(row.map((cell) => cell ?? ''));
  csv.end();
}

export const LEAD_CSV_HEADER = [
  'Fecha',
  'Tipo',
  'División',
  'Estado',
  'Nombre',
  'Email',
  'Teléfono',
  'Empresa',
  'Mensaje',
  'Fecha preferida',
  'Hora preferida',
  'Atendido el',
  'Atendido por',
  'Notificación',
  'Id',
];

export function leadCsvRow(lead: Lead): (string | null)[] {
  return [
    dateCell(lead.createdAt),
    LEAD_KIND_LABELS[lead.kind],
    DIVISION_LABELS[lead.division],
    LEAD_STATUS_LABELS[lead.status],
    lead.name,
    lead.email,
    lead.phone,
    lead.company,
    lead.message,
    lead.preferredDate,
    lead.preferredTime,
    dateCell(lead.handledAt),
    lead.handledBy,
    NOTIFICATION_STATUS_LABELS[lead.notification.status],
    lead.id,
  ];
}

export const SUBSCRIBER_CSV_HEADER = ['Email', 'Nombre', 'Fecha de alta'];

export const subscriberCsvRow = (subscriber: { email: string; firstName: string | null; createdAt: string }) => [
  subscriber.email,
  subscriber.firstName,
  dateCell(subscriber.createdAt),
];

/** 2026-11-23, the day in Santo Domingo, for file names. */
export const fileDate = (date: Date) => new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeZone: LEADS_TIME_ZONE }).format(date);
