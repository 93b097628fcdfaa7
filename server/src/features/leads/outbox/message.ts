import {
  APPOINTMENT_BANDS,
  APPOINTMENT_DURATION_MINUTES,
  type AppointmentBand,
  bandHours,
  DIVISION_LABELS,
  DIVISION_NAMES,
  formatAppointmentDate,
  formatPreferredTime,
  isCalendarDate,
  isTimeOfDay,
  LANG_LABELS,
  type Lang,
  type Lead,
  LEADS_LOCALE,
  LEADS_TIME_ZONE,
  minutesOfTime,
  type SiteSettings,
  telHref,
  timeOfMinutes,
  whatsappHref,
  workingHoursOf,
} from '@casa/core';
import { type AppointmentChange, appointmentTexts } from './appointment-texts.js';
import { icsCalendar, type IcsEvent } from './ics.js';

/** A lead as its e-mails read it: with the language of its form's page ('es' when not said). */
export type MailLead = Omit<Lead, 'notification'> & { language?: Lang };

const langOf = (lead: Pick<MailLead, 'language'>): Lang => (lead.language === 'en' ? 'en' : 'es');

export interface LeadMail {
  subject: string;
  replyTo: { name: string; address: string };
  text: string;
  html: string;
  /** Files attached to the staff notification (the appointment's tentative event). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/**
 * A message to a visitor, written when it is queued and stored as the outbox row's payload
 * (docs/decisions/0024-appointment-dates-and-visitor-mail.md): the confirmation of a form, or an
 * appointment's invitation, change or cancellation with its calendar object.
 */
export interface VisitorMail {
  to: { name: string; address: string };
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A header never carries a line break typed by a visitor. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const dateFormat = new Intl.DateTimeFormat(LEADS_LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: LEADS_TIME_ZONE });

/** The link that opens the lead in the admin inbox. */
export const leadAdminUrl = (publicUrl: string, lead: Pick<Lead, 'id'>) => `${publicUrl}/admin/solicitudes/${encodeURIComponent(lead.id)}`;

/**
 * The Spanish notification of one contact or appointment (docs/decisions/0009-leads-inbox-and-mail-outbox.md):
 * every field in text and in HTML (escaped), Reply-To the visitor, the phone as call and WhatsApp
 * links (`countryCode` for a number written without one), and a link to the lead in the admin.
 */
export function leadMail(
  lead: MailLead,
  publicUrl: string,
  countryCode: string,
  settings?: SiteSettings,
  now: Date = new Date(),
): LeadMail {
  const division = DIVISION_LABELS[lead.division];
  const calendar = settings ? tentativeCalendar(lead, settings, publicUrl, now) : null;
  const what = lead.kind === 'contact' ? 'contacto' : 'cita';
  const link = leadAdminUrl(publicUrl, lead);
  const tel = telHref(lead.phone, countryCode);
  const whatsapp = whatsappHref(lead.phone, countryCode);
  const fields: [string, string | null][] = [
    ['Nombre', lead.name],
    ['Email', lead.email],
    ['Teléfono', lead.phone],
    ['WhatsApp', whatsapp],
    ['Empresa', lead.company],
    ['División', division],
    [
      'Fecha preferida',
      lead.preferredDate && isCalendarDate(lead.preferredDate) ? formatAppointmentDate(lead.preferredDate) : lead.preferredDate,
    ],
    ['Hora preferida', lead.preferredTime ? formatPreferredTime(lead.preferredTime) : null],
    ['Recibida', `${dateFormat.format(new Date(lead.createdAt))} (hora de Santo Domingo)`],
    // Said only for an English lead, so staff answer in English (docs/decisions/0026-english-site.md).
    ['Idioma', langOf(lead) === 'en' ? LANG_LABELS.en : null],
  ];
  const present = fields.filter((field): field is [string, string] => Boolean(field[1]));
  const title = `Nueva solicitud de ${what}`;

  const text = [
    `${title} (${division})`,
    '',
    ...present.map(([label, value]) => `${label}: ${value}`),
    '',
    'Mensaje:',
    lead.message,
    '',
    `Ver en el panel: ${link}`,
    'Responde a este correo para escribir directamente a la persona.',
    ...(calendar ? ['', 'La fecha preferida va adjunta como evento provisional (solicitud-cita.ics).'] : []),
  ].join('\n');

  // The phone and WhatsApp cells are links; every other value is text.
  const cell = (label: string, value: string) => {
    if (label === 'Teléfono' && tel) return `<a href="${escapeHtml(tel)}">${escapeHtml(value)}</a>`;
    if (label === 'WhatsApp') return `<a href="${escapeHtml(value)}">Escribir por WhatsApp</a>`;
    return escapeHtml(value);
  };
  const rows = present
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${cell(label, value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<h1 style="font-size:18px">${escapeHtml(title)} (${escapeHtml(division)})</h1>
<table style="border-collapse:collapse">${rows}</table>
<h2 style="font-size:16px">Mensaje</h2>
<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>
<p><a href="${escapeHtml(link)}">Ver la solicitud en el panel</a></p>
<p style="color:#666;font-size:13px">Responde a este correo para escribir directamente a la persona.</p>
</body></html>`;

  return {
    // '[EN] ' first for a lead sent from an English page, so the inbox shows it at a glance.
    subject: oneLine(`${langOf(lead) === 'en' ? '[EN] ' : ''}Nueva solicitud de ${what}: ${lead.name} (${division})`),
    replyTo: { name: oneLine(lead.name), address: lead.email },
    text,
    html,
    ...(calendar
      ? {
          attachments: [{ filename: 'solicitud-cita.ics', content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
        }
      : {}),
  };
}

/** The host in the calendar UIDs: the site's own, so they are unique to it. */
const uidHost = (publicUrl: string) => {
  try {
    return new URL(publicUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
};

/** The UID of a lead's confirmed appointment: the same for its invitation, changes and cancellation. */
export const appointmentUid = (lead: Pick<Lead, 'id'>, publicUrl: string) => `cita-${lead.id}@${uidHost(publicUrl)}`;

/** The office's address on one line: the place of an appointment unless it is a video call. */
export const officeAddress = (settings: SiteSettings) =>
  [settings.address.street, settings.address.area, settings.address.city, settings.address.country].join(', ');

const endOf = (start: string) => timeOfMinutes(Math.min(minutesOfTime(start) + APPOINTMENT_DURATION_MINUTES, 24 * 60 - 1));

/**
 * The staff notification's calendar object for an appointment with a preferred day: a tentative
 * event on that day, in the band or at the time asked for (all day when none), so it goes into a
 * calendar with one click. None without a day that reads as one.
 */
export function tentativeCalendar(lead: Omit<Lead, 'notification'>, settings: SiteSettings, publicUrl: string, now: Date): string | null {
  if (lead.kind !== 'appointment' || !lead.preferredDate || !isCalendarDate(lead.preferredDate)) return null;
  const hours = workingHoursOf(settings.hours);
  const time = lead.preferredTime ?? '';
  const band = (APPOINTMENT_BANDS as readonly string[]).includes(time) ? bandHours(time as AppointmentBand, hours) : null;
  const slot = band ?? (isTimeOfDay(time) ? { start: time, end: endOf(time) } : null);
  const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
  const event: IcsEvent = {
    uid: `solicitud-${lead.id}@${uidHost(publicUrl)}`,
    sequence: 0,
    stamp: now,
    date: lead.preferredDate,
    ...(slot ? { start: slot.start, end: slot.end } : {}),
    status: 'TENTATIVE',
    summary: `Cita por confirmar: ${oneLine(who)}`,
    description: `Solicitud de cita (${DIVISION_LABELS[lead.division]}). ${lead.email}${lead.phone ? `, ${lead.phone}` : ''}.\n\n${lead.message}\n\n${leadAdminUrl(publicUrl, lead)}`,
    location: officeAddress(settings),
  };
  return icsCalendar('PUBLISH', event, `-//${settings.companyName}//Solicitudes//ES`);
}

/** The division's address and the company's name: who the visitor's e-mails come from and go back to. */
function divisionSender(lead: Pick<MailLead, 'division' | 'language'>, settings: SiteSettings) {
  // An English visitor reads the division's English name ('Corporate').
  const division = langOf(lead) === 'en' ? DIVISION_NAMES.en[lead.division] : DIVISION_LABELS[lead.division];
  return { name: oneLine(`${settings.companyName} ${division}`), address: settings.divisions[lead.division].email };
}

/** A plain text as a simple HTML body: escaped, paragraphs kept. */
const htmlOf = (text: string, lang: Lang) => `<!doctype html>
<html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
${text
  .split(/\n{2,}/)
  .map((paragraph) => `<p style="white-space:pre-wrap">${escapeHtml(paragraph)}</p>`)
  .join('\n')}
</body></html>`;

/** {nombre} and {empresa} in a text of Configuración. */
const fill = (template: string, lead: Pick<Lead, 'name'>, settings: SiteSettings) =>
  template.replace(/\{nombre\}/g, lead.name).replace(/\{empresa\}/g, settings.companyName);

/**
 * The confirmation a visitor gets after sending a form (Configuración's subject and text), or null
 * when it is turned off for that form.
 */
export function acknowledgementMail(lead: MailLead, settings: SiteSettings): VisitorMail | null {
  const form = settings.visitorConfirmation[lead.kind];
  if (!form.enabled) return null;
  const lang = langOf(lead);
  // An English visitor gets the English subject and text of Configuración, each that is written
  // (docs/decisions/0026-english-site.md); one left empty is the Spanish one.
  const english = lang === 'en' ? settings.en.visitorConfirmation[lead.kind] : null;
  const text = fill(english?.text || form.text, lead, settings);
  return {
    to: { name: oneLine(lead.name), address: lead.email },
    replyTo: divisionSender(lead, settings),
    subject: oneLine(fill(english?.subject || form.subject, lead, settings)),
    text,
    html: htmlOf(text, lang),
  };
}

export type { AppointmentChange } from './appointment-texts.js';

export interface ConfirmedAppointment {
  date: string;
  time: string;
  location: string;
}

/**
 * The e-mail of a confirmed appointment to the visitor, in their language (Spanish, or English when
 * they asked from an English page), with its invitation: METHOD:REQUEST for the first one and each
 * change (same UID, the next SEQUENCE), METHOD:CANCEL to cancel it.
 */
export function appointmentMail(
  lead: MailLead,
  appointment: ConfirmedAppointment,
  change: { kind: AppointmentChange; sequence: number; stamp: Date },
  settings: SiteSettings,
  publicUrl: string,
): VisitorMail {
  const company = settings.companyName;
  const place = appointment.location;
  const contact = settings.divisions[lead.division];
  const lang = langOf(lead);
  const words = appointmentTexts(lang, {
    kind: change.kind,
    name: lead.name,
    company,
    division: lead.division,
    date: appointment.date,
    time: appointment.time,
    place,
    phone: contact.phone,
    email: contact.email,
  });
  const organizer = { name: company, email: contact.email };
  const event: IcsEvent = {
    uid: appointmentUid(lead, publicUrl),
    sequence: change.sequence,
    stamp: change.stamp,
    date: appointment.date,
    start: appointment.time,
    end: endOf(appointment.time),
    status: change.kind === 'cancel' ? 'CANCELLED' : 'CONFIRMED',
    summary: words.summary,
    description: words.description,
    location: words.place,
    organizer,
    attendee: { name: lead.name, email: lead.email },
  };
  const method = change.kind === 'cancel' ? 'CANCEL' : 'REQUEST';
  return {
    to: { name: oneLine(lead.name), address: lead.email },
    replyTo: divisionSender(lead, settings),
    subject: oneLine(words.subject),
    text: words.text,
    html: htmlOf(words.text, lang),
    calendar: {
      method,
      filename: words.filename,
      content: icsCalendar(method, event, `-//${company}//Citas//ES`),
    },
  };
}
