import { DIVISION_LABELS, DIVISION_NAMES, type Division, formatAppointmentDate, type Lang, VIDEO_CALL_LOCATION } from '@casa/core';

/** What an appointment's e-mail says: confirmed, moved or cancelled. */
export type AppointmentChange = 'confirm' | 'update' | 'cancel';

/** The words of a confirmed appointment's e-mail and its invitation, in the visitor's language. */
export interface AppointmentTexts {
  subject: string;
  text: string;
  summary: string;
  description: string;
  filename: string;
  /** Where it happens, as the visitor reads it (the invitation's LOCATION too). */
  place: string;
}

interface AppointmentFacts {
  kind: AppointmentChange;
  name: string;
  company: string;
  division: Division;
  date: string;
  time: string;
  place: string;
  phone: string;
  email: string;
}

/** 'Wednesday, December 2, 2026', as an English visitor reads a day. */
const englishDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function spanish(facts: AppointmentFacts): AppointmentTexts {
  const { company, kind } = facts;
  const when = `${formatAppointmentDate(facts.date)} a las ${facts.time}`;
  const subject = {
    confirm: `Tu cita con ${company}: ${when}`,
    update: `Cambio de fecha de tu cita con ${company}: ${when}`,
    cancel: `Cita cancelada: ${when}`,
  }[kind];
  const opening = {
    confirm: `Te confirmamos tu cita con ${company} el ${when} (hora de Santo Domingo).`,
    update: `Hemos cambiado la fecha de tu cita con ${company}: ahora es el ${when} (hora de Santo Domingo).`,
    cancel: `Hemos cancelado tu cita con ${company} del ${when}.`,
  }[kind];
  const closing =
    kind === 'cancel'
      ? 'Si quieres buscar otra fecha, responde a este correo o llámanos.'
      : 'Adjuntamos la invitación para tu calendario. Si necesitas cambiar algo, responde a este correo o llámanos.';
  const text = [
    `Hola ${facts.name}:`,
    '',
    opening,
    ...(kind === 'cancel' ? [] : ['', `Lugar: ${facts.place}`]),
    '',
    closing,
    `Teléfono: ${facts.phone}`,
    '',
    'Un saludo,',
    `${company} ${DIVISION_LABELS[facts.division]}`,
  ].join('\n');
  return {
    subject,
    text,
    summary: `Cita con ${company}`,
    description: `Cita con ${company} ${DIVISION_LABELS[facts.division]}. Teléfono: ${facts.phone}. E-mail: ${facts.email}.`,
    filename: kind === 'cancel' ? 'cancelacion.ics' : 'invitacion.ics',
    place: facts.place,
  };
}

function english(facts: AppointmentFacts): AppointmentTexts {
  const { company, kind } = facts;
  // Staff choose 'Videollamada' in the admin (Spanish); an English visitor reads it in English.
  const place = facts.place === VIDEO_CALL_LOCATION ? 'Video call' : facts.place;
  const when = `${englishDate.format(new Date(`${facts.date}T00:00:00Z`))} at ${facts.time}`;
  const division = DIVISION_NAMES.en[facts.division];
  const subject = {
    confirm: `Your meeting with ${company}: ${when}`,
    update: `New date for your meeting with ${company}: ${when}`,
    cancel: `Meeting cancelled: ${when}`,
  }[kind];
  const opening = {
    confirm: `We are pleased to confirm your meeting with ${company} on ${when} (Santo Domingo time).`,
    update: `We have moved your meeting with ${company}: it is now on ${when} (Santo Domingo time).`,
    cancel: `We have cancelled your meeting with ${company} on ${when}.`,
  }[kind];
  const closing =
    kind === 'cancel'
      ? 'If you would like to find another date, just reply to this e-mail or give us a call.'
      : 'The invitation for your calendar is attached. If you need to change anything, just reply to this e-mail or give us a call.';
  const text = [
    `Dear ${facts.name},`,
    '',
    opening,
    ...(kind === 'cancel' ? [] : ['', `Place: ${place}`]),
    '',
    closing,
    `Phone: ${facts.phone}`,
    '',
    'Kind regards,',
    `${company} ${division}`,
  ].join('\n');
  return {
    subject,
    text,
    summary: `Meeting with ${company}`,
    description: `Meeting with ${company} ${division}. Phone: ${facts.phone}. E-mail: ${facts.email}.`,
    filename: kind === 'cancel' ? 'cancellation.ics' : 'invitation.ics',
    place,
  };
}

/** The appointment e-mail's words in the language of the page the visitor asked from (docs/decisions/0026-english-site.md). */
export function appointmentTexts(lang: Lang, facts: AppointmentFacts): AppointmentTexts {
  return lang === 'en' ? english(facts) : spanish(facts);
}
