import { describe, expect, it } from 'vitest';
import {
  appointmentDays,
  appointmentTimes,
  bandHours,
  bandsOf,
  DEFAULT_WORKING_HOURS,
  formatAppointmentDate,
  isCalendarDate,
  officeDate,
  workingHoursOf,
} from './appointment.js';

describe('the office hours of Configuración', () => {
  it.each([
    ['Lunes a Viernes 8:00am-5:00pm', { days: [1, 2, 3, 4, 5], open: '08:00', close: '17:00' }],
    ['Lunes a Sábado 9 a 18', { days: [1, 2, 3, 4, 5, 6], open: '09:00', close: '18:00' }],
    ['Lunes, Miércoles y Viernes de 1:30 p.m. a 7 p.m.', { days: [1, 3, 5], open: '13:30', close: '19:00' }],
    ['Martes a Domingo 10:00-22:00', { days: [0, 2, 3, 4, 5, 6], open: '10:00', close: '22:00' }],
    ['Previa cita', DEFAULT_WORKING_HOURS],
  ])('reads %j', (text, hours) => {
    expect(workingHoursOf(text)).toEqual(hours);
  });

  it('splits the day at noon into the bands it has room for, and offers whole hours that end by closing', () => {
    const hours = workingHoursOf('Lunes a Viernes 8:00am-5:00pm');
    expect(bandHours('mañana', hours)).toEqual({ start: '08:00', end: '12:00' });
    expect(bandHours('tarde', hours)).toEqual({ start: '12:00', end: '17:00' });
    expect(appointmentTimes(hours)).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(bandsOf(workingHoursOf('Lunes a Viernes 1pm-6pm'))).toEqual(['tarde']);
  });

  it('offers the working days of the next 60 on the office calendar', () => {
    // 02:00 UTC on a Saturday is still Friday 22:00 in Santo Domingo: the first day offered is Monday.
    const now = new Date('2026-11-21T02:00:00Z');
    expect(officeDate(now)).toBe('2026-11-20');
    const days = appointmentDays(now, DEFAULT_WORKING_HOURS);
    expect(days[0]).toBe('2026-11-23');
    expect(days.at(-1)).toBe('2027-01-19');
    expect(days).toHaveLength(42);
  });

  it('knows a calendar day and writes it in Spanish', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-05')).toBe(false);
    expect(formatAppointmentDate('2026-12-09')).toBe('miércoles, 9 de diciembre de 2026');
  });
});
