import { APPOINTMENT_BAND_LABELS, type AppointmentBand, INTL_LOCALES, type Lang } from '@casa/core';

// The form's days and times in the page's language, apart from texts.ts: only the panel needs
// them, and it downloads after the button, whose own chunk stays small.

const BAND_LABELS: Record<Lang, Record<AppointmentBand, string>> = {
  es: APPOINTMENT_BAND_LABELS,
  en: { mañana: 'Morning', tarde: 'Afternoon' },
};

const dayFormats: Record<Lang, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat(INTL_LOCALES.es, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat(INTL_LOCALES.en, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
};
const englishTime = new Intl.DateTimeFormat(INTL_LOCALES.en, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** A day of the form's list ('YYYY-MM-DD'): 'Miércoles, 2 de diciembre' / 'Wednesday, December 2'. */
export function dayLabel(day: string, lang: Lang): string {
  const text = dayFormats[lang].format(new Date(`${day}T00:00:00Z`));
  return text.charAt(0).toLocaleUpperCase(INTL_LOCALES[lang]) + text.slice(1);
}

/** A time of the form's list ('HH:MM'): as written on a Spanish page ('14:00'), '2:00 PM' on an English one. */
export function timeLabel(time: string, lang: Lang): string {
  // CASE: some ICU versions put a narrow no-break space before AM/PM; the form writes a plain one everywhere.
  return lang === 'es' ? time : englishTime.format(new Date(`1970-01-01T${time}:00Z`)).replace(/\u202f/g, ' ');
}

/** A band with its hours: 'Mañana (08:00–12:00)' / 'Morning (8:00 AM–12:00 PM)'. */
export function bandLabel(band: AppointmentBand, start: string, end: string, lang: Lang): string {
  return `${BAND_LABELS[lang][band]} (${timeLabel(start, lang)}–${timeLabel(end, lang)})`;
}
