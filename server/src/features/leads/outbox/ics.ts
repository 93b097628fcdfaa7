import { APPOINTMENT_TIME_ZONE, APPOINTMENT_UTC_OFFSET_MINUTES } from '@casa/core';

/**
 * A small iCalendar (RFC 5545) writer for the appointment e-mails
 * (docs/decisions/0024-appointment-dates-and-visitor-mail.md): one event per calendar, times in the
 * office's zone with its VTIMEZONE, CRLF line ends, lines folded at 75 octets, text escaped.
 */

export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  uid: string;
  sequence: number;
  /** When this version was written. */
  stamp: Date;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM' in the office's zone; both absent: an all-day event. */
  start?: string;
  end?: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  summary: string;
  description?: string;
  location?: string;
  organizer?: IcsPerson;
  attendee?: IcsPerson;
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=…): quoted, with the characters a quoted value cannot hold left out. */
const paramValue = (value: string) => `"${value.replace(/["\r\n\t]/g, ' ').trim()}"`;

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): the rest continues on lines that start with
 * a space. A UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const localDateTime = (date: string, time: string) => `${compactDate(date)}T${time.replace(':', '')}00`;
const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The day after 'YYYY-MM-DD' (an all-day event ends there, exclusive). */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const offset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** America/Santo_Domingo: Atlantic Standard Time, UTC−4 all year (no daylight saving time since 1974). */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${APPOINTMENT_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  `TZOFFSETFROM:${offset(APPOINTMENT_UTC_OFFSET_MINUTES)}`,
  `TZOFFSETTO:${offset(APPOINTMENT_UTC_OFFSET_MINUTES)}`,
  'TZNAME:AST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The whole calendar object, ready to attach. */
export function icsCalendar(method: IcsMethod, event: IcsEvent, productId: string): string {
  const timed = event.start !== undefined && event.end !== undefined;
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${escapeText(productId)}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...(timed ? VTIMEZONE : []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...(timed
      ? [
          `DTSTART;TZID=${APPOINTMENT_TIME_ZONE}:${localDateTime(event.date, event.start as string)}`,
          `DTEND;TZID=${APPOINTMENT_TIME_ZONE}:${localDateTime(event.date, event.end as string)}`,
        ]
      : [`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`]),
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    ...(event.attendee
      ? [
          `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${event.attendee.email}`,
        ]
      : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
