import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import { LEADS_TIME_ZONE } from '@casa/core';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula;
 * such cells get a leading apostrophe so they read as text (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

// 'sv-SE' writes 2026-11-23 14:05, which every spreadsheet reads as a date; the clock is the office's (Santo Domingo).
const cellDate = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: LEADS_TIME_ZONE });

/** A stored ISO date as a spreadsheet cell, '' when there is none. */
export const csvDate = (iso: string | null) => (iso ? cellDate.format(new Date(iso)) : '');

/** 2026-11-23, the day in Santo Domingo, for file names. */
export const fileDate = (date: Date) => new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeZone: LEADS_TIME_ZONE }).format(date);

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
