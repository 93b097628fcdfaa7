/**
 * Appointment days and times (docs/decisions/0024-appointment-dates-and-visitor-mail.md). The
 * office hours are one free text in Configuración ('Lunes a Viernes 8:00am-5:00pm'); the form's
 * days and times, and the staff's calendar event, are read from it here, so the site and the server
 * agree. Everything is on the office's calendar (America/Santo_Domingo, UTC−4 all year).
 */

/** The office's time zone: UTC−4 with no daylight saving time. */
export const APPOINTMENT_TIME_ZONE = 'America/Santo_Domingo';
export const APPOINTMENT_UTC_OFFSET_MINUTES = -4 * 60;
/** How far ahead the form offers days. */
export const APPOINTMENT_DAYS_AHEAD = 60;
/** A confirmed appointment lasts an hour in the invitation. */
export const APPOINTMENT_DURATION_MINUTES = 60;

/** The time bands of the form, besides a time of day. */
export const APPOINTMENT_BANDS = ['mañana', 'tarde'] as const;
export type AppointmentBand = (typeof APPOINTMENT_BANDS)[number];
export const APPOINTMENT_BAND_LABELS: Record<AppointmentBand, string> = { mañana: 'Mañana', tarde: 'Tarde' };

/** Opening days (0 Sunday … 6 Saturday) and hours ('HH:MM', 24 h). */
export interface WorkingHours {
  days: number[];
  open: string;
  close: string;
}

/** When the text says nothing that can be read: Monday to Friday, 8:00 to 17:00. */
export const DEFAULT_WORKING_HOURS: WorkingHours = { days: [1, 2, 3, 4, 5], open: '08:00', close: '17:00' };

const DAY_NAMES: [RegExp, number][] = [
  [/^lun/, 1],
  [/^mar/, 2],
  [/^mi[eé]/, 3],
  [/^jue/, 4],
  [/^vie/, 5],
  [/^s[aá]b/, 6],
  [/^dom/, 0],
];

const dayOf = (word: string): number | null => DAY_NAMES.find(([pattern]) => pattern.test(word))?.[1] ?? null;

const pad = (n: number) => String(n).padStart(2, '0');

/** '8:00am', '5pm', '17:30' → minutes after midnight. */
function minutesOf(hour: string, minute: string | undefined, meridiem: string | undefined): number | null {
  let h = Number(hour);
  const m = Number(minute ?? 0);
  const suffix = meridiem?.replace(/[.\s]/g, '').toLowerCase();
  if (suffix === 'pm' && h < 12) h += 12;
  if (suffix === 'am' && h === 12) h = 0;
  return h <= 24 && m < 60 ? h * 60 + m : null;
}

export const timeOfMinutes = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
export const minutesOfTime = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The opening days and hours written in Configuración: day names ('Lunes a Viernes', 'Lunes,
 * Miércoles y Viernes', 'Sábados') and the first time range ('8:00am-5:00pm', '9 a 18'). What
 * cannot be read falls back to DEFAULT_WORKING_HOURS, part by part.
 */
export function workingHoursOf(text: string): WorkingHours {
  const lower = text.toLowerCase();
  const days = new Set<number>();
  const words = lower.match(/[a-záéíóúñ]+/g) ?? [];
  for (let i = 0; i < words.length; i += 1) {
    const from = dayOf(words[i] ?? '');
    if (from === null) continue;
    const to = words[i + 1] === 'a' ? dayOf(words[i + 2] ?? '') : null;
    if (to === null) {
      days.add(from);
      continue;
    }
    // 'Lunes a Viernes' (and 'Viernes a Lunes' across the week's end).
    for (let d = from; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === to) break;
    }
    i += 2;
  }
  const range =
    /(\d{1,2})(?::(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?\s*(?:-|–|a|hasta)\s*(\d{1,2})(?::(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/i.exec(
      lower,
    );
  let open = DEFAULT_WORKING_HOURS.open;
  let close = DEFAULT_WORKING_HOURS.close;
  if (range) {
    const start = minutesOf(range[1] ?? '', range[2], range[3]);
    const end = minutesOf(range[4] ?? '', range[5], range[6]);
    if (start !== null && end !== null && end > start) {
      open = timeOfMinutes(start);
      close = timeOfMinutes(end);
    }
  }
  return { days: days.size > 0 ? [...days].sort() : DEFAULT_WORKING_HOURS.days, open, close };
}

/** The hours of a band: the morning until 12:00, the afternoon from 12:00 (within the opening hours). */
export function bandHours(band: AppointmentBand, hours: WorkingHours): { start: string; end: string } {
  const noon = 12 * 60;
  const open = minutesOfTime(hours.open);
  const close = minutesOfTime(hours.close);
  return band === 'mañana'
    ? { start: hours.open, end: timeOfMinutes(Math.max(open, Math.min(noon, close))) }
    : { start: timeOfMinutes(Math.min(close, Math.max(noon, open))), end: hours.close };
}

/** The bands the opening hours have room for (an office opening at 13:00 has no morning). */
export function bandsOf(hours: WorkingHours): AppointmentBand[] {
  return APPOINTMENT_BANDS.filter((band) => {
    const { start, end } = bandHours(band, hours);
    return minutesOfTime(end) > minutesOfTime(start);
  });
}

/** The whole hours an appointment may start at: from opening to an hour before closing. */
export function appointmentTimes(hours: WorkingHours): string[] {
  const times: string[] = [];
  for (let t = minutesOfTime(hours.open); t + APPOINTMENT_DURATION_MINUTES <= minutesOfTime(hours.close); t += 60) {
    times.push(timeOfMinutes(t));
  }
  return times;
}

/** Today's date on the office's calendar ('YYYY-MM-DD'). */
export function officeDate(now: Date): string {
  return new Date(now.getTime() + APPOINTMENT_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The days the form offers: the working days from tomorrow to APPOINTMENT_DAYS_AHEAD days ahead. */
export function appointmentDays(now: Date, hours: WorkingHours): string[] {
  const today = officeDate(now);
  const days: string[] = [];
  for (let i = 1; i <= APPOINTMENT_DAYS_AHEAD; i += 1) {
    const day = addDays(today, i);
    if (hours.days.includes(weekdayOf(day))) days.push(day);
  }
  return days;
}

/** A real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A time of day written 'HH:MM' (24 h). */
export const isTimeOfDay = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

const longDate = new Intl.DateTimeFormat('es-DO', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'miércoles, 2 de diciembre de 2026'. */
export const formatAppointmentDate = (date: string): string => longDate.format(new Date(`${date}T00:00:00Z`));

/** How a preferred time reads: 'Mañana', 'Tarde' or '10:00'. */
export const formatPreferredTime = (value: string): string =>
  (APPOINTMENT_BANDS as readonly string[]).includes(value) ? APPOINTMENT_BAND_LABELS[value as AppointmentBand] : value;
