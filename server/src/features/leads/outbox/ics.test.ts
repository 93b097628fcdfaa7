import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar } from './ics.js';

describe('the iCalendar writer (RFC 5545)', () => {
  it('folds long lines at 75 octets without splitting a character, and a parser reads the text back', () => {
    const description = `Señora Núñez; sala 3, piso 2\n${'á€ñ'.repeat(60)} fin`;
    const text = icsCalendar(
      'REQUEST',
      {
        uid: 'cita-1@example.com',
        sequence: 3,
        stamp: new Date('2026-11-20T18:30:00Z'),
        date: '2026-12-09',
        start: '10:30',
        end: '11:30',
        status: 'CONFIRMED',
        summary: 'Cita con Casa Mobilia',
        description,
        location: 'Av. Gustavo Mejía Ricart 54, Naco',
        organizer: { name: 'Casa "Mobilia"', email: 'ventas@example.com' },
        attendee: { name: 'Ana Pérez', email: 'ana@example.com' },
      },
      '-//Casa Mobilia//Citas//ES',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const event = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('description')).toBe(description);
    expect(event?.getFirstPropertyValue('sequence')).toBe(3);
    expect(event?.getFirstProperty('organizer')?.getParameter('cn')).toBe('Casa  Mobilia');
    expect(String(event?.getFirstPropertyValue('dtstamp'))).toBe('2026-11-20T18:30:00Z');
  });

  it('escapes what TEXT values must', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });
});
