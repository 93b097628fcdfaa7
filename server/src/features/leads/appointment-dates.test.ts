import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import ICAL from 'ical.js';
import type { Attachment } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { appointmentRequest, contactRequest } from '../../test-support/lead-requests.js';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from '../../test-support/smtp.js';
import { createMailSender, type MailSender } from './outbox/sender.js';

// Appointments with a date and the e-mails to visitors (docs/decisions/0024-appointment-dates-and-visitor-mail.md),
// through a real SMTP server, each calendar object read by a real iCalendar parser (ical.js).

let smtp: TestSmtp;
let t: TestApp;
const clock = new Date('2026-11-20T18:30:00.000Z'); // a Friday, 14:30 in Santo Domingo
const silent = { info: () => undefined, error: () => undefined };
const senders: MailSender[] = [];
const OFFICE = 'Av. Gustavo Mejía Ricart 54, Torre Naco, Piso 3, Naco, Santo Domingo, República Dominicana';
const SALES = DEFAULT_SITE_SETTINGS.divisions.hospitality.email;

function sender(): MailSender {
  const created = createMailSender({ db: t.db, config: t.deps.config, log: silent, now: () => clock });
  if (!created) throw new Error('mail should be on in this suite');
  senders.push(created);
  return created;
}

/** Sends whatever is due and answers what arrived in this round. */
async function deliver(count: number): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  await sender().runOnce();
  await smtp.waitFor(before + count);
  return smtp.received.slice(before);
}

async function submit(path: '/api/contacts' | '/api/appointments', body: object): Promise<string> {
  const response = await t.request(path, jsonBody(body));
  expect(response.status).toBe(201);
  return String((await bodyOf(response)).id);
}

async function post(path: string, body: unknown = {}) {
  return t.request(path, jsonBody(body, { cookie: await t.adminCookie() }));
}

/** The calendar part of a received e-mail, parsed. */
function calendarOf(mail: ReceivedMail | undefined): {
  raw: string;
  calendar: ICAL.Component;
  event: ICAL.Component;
  /** The part's method parameter (text/calendar; method=REQUEST), which mail clients act on. */
  method: string | undefined;
} {
  const part = mail?.parsed.attachments.find((attachment: Attachment) => attachment.contentType === 'text/calendar');
  if (!part) throw new Error('no text/calendar part');
  const raw = part.content.toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(raw) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return {
    raw,
    calendar,
    event,
    method: (part.headers.get('content-type') as { params?: Record<string, string> } | undefined)?.params?.method?.toUpperCase(),
  };
}

const startOf = (event: ICAL.Component) => {
  const property = event.getFirstProperty('dtstart');
  return { tzid: property?.getParameter('tzid'), value: String(property?.getFirstValue()) };
};

/** Configuración with the visitors' confirmations changed. */
async function setConfirmations(confirmations: Partial<typeof DEFAULT_SITE_SETTINGS.visitorConfirmation>) {
  const settings = { ...DEFAULT_SITE_SETTINGS, visitorConfirmation: { ...DEFAULT_SITE_SETTINGS.visitorConfirmation, ...confirmations } };
  await t
    .db('site_settings')
    .insert({ id: 1, current: JSON.stringify(settings) })
    .onConflict('id')
    .merge();
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({
    now: () => clock,
    config: {
      mail: {
        smtpUrl: smtp.url,
        from: 'Casa Mobilia <avisos@casamobilia.do>',
        to: { corporativo: ['ventas@casamobilia.do'], hospitality: ['hoteles@casamobilia.do'] },
      },
    },
  });
});

beforeEach(async () => {
  smtp.received.length = 0;
  await t.db('mail_outbox').delete();
  await t.db('site_settings').delete();
});

afterEach(async () => {
  await Promise.all(senders.splice(0).map((s) => s.stop()));
});

afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('the appointment form with a preferred day', () => {
  it('reaches staff with a tentative event in Santo Domingo time for the band asked for', async () => {
    await setConfirmations({ appointment: { ...DEFAULT_SITE_SETTINGS.visitorConfirmation.appointment, enabled: false } });
    await submit('/api/appointments', { ...appointmentRequest, preferredDate: '2026-12-09', preferredTime: 'mañana' });
    const [mail] = await deliver(1);
    expect(mail?.envelopeTo).toEqual(['hoteles@casamobilia.do']);
    expect(mail?.parsed.text).toContain('Fecha preferida: miércoles, 9 de diciembre de 2026');
    expect(mail?.parsed.text).toContain('Hora preferida: Mañana');
    const { raw, calendar, event } = calendarOf(mail);
    expect(raw.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Santo_Domingo');
    expect(event.getFirstPropertyValue('status')).toBe('TENTATIVE');
    // 'Lunes a Viernes 8:00am-5:00pm': the morning is 8:00 to 12:00.
    expect(startOf(event)).toEqual({ tzid: 'America/Santo_Domingo', value: '2026-12-09T08:00:00' });
    expect(String(event.getFirstPropertyValue('dtend'))).toBe('2026-12-09T12:00:00');
    expect(event.getFirstPropertyValue('summary')).toBe('Cita por confirmar: Hotel Playa Azul (Playa Azul Resort)');
    expect(event.getFirstPropertyValue('description')).toContain('Necesitamos amueblar 120 habitaciones y el lobby.');
    expect(event.getFirstPropertyValue('location')).toBe(OFFICE);
  });

  it('makes an all-day event without a time, and none without a day', async () => {
    await setConfirmations({ appointment: { ...DEFAULT_SITE_SETTINGS.visitorConfirmation.appointment, enabled: false } });
    await submit('/api/appointments', { ...appointmentRequest, name: 'Con día', preferredDate: '2026-12-10', preferredTime: '' });
    await submit('/api/appointments', { ...appointmentRequest, name: 'Sin día', preferredDate: '', preferredTime: '' });
    const mails = await deliver(2);
    const withDay = mails.find((mail) => mail.parsed.subject?.includes('Con día'));
    const withoutDay = mails.find((mail) => mail.parsed.subject?.includes('Sin día'));
    const { event } = calendarOf(withDay);
    expect(event.getFirstProperty('dtstart')?.type).toBe('date');
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2026-12-10');
    expect(withoutDay?.parsed.attachments).toEqual([]);
  });

  it('answers 400 in Spanish for a day or a time that is not one', async () => {
    for (const [field, value, message] of [
      ['preferredDate', '2026-02-30', 'La fecha debe ser un día del calendario (AAAA-MM-DD)'],
      ['preferredDate', 'el martes', 'La fecha debe ser un día del calendario (AAAA-MM-DD)'],
      ['preferredTime', 'noche', 'La hora preferida debe ser mañana, tarde o una hora HH:MM'],
      ['preferredTime', '25:00', 'La hora preferida debe ser mañana, tarde o una hora HH:MM'],
    ]) {
      const response = await t.request('/api/appointments', jsonBody({ ...appointmentRequest, [field as string]: value }));
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).errors[field as string]).toEqual([message]);
    }
  });
});

describe("'Confirmar cita', 'Cambiar fecha' and 'Cancelar'", () => {
  it('invites the visitor, moves the event under the same UID, then cancels it', async () => {
    await setConfirmations({ appointment: { ...DEFAULT_SITE_SETTINGS.visitorConfirmation.appointment, enabled: false } });
    const id = await submit('/api/appointments', appointmentRequest);
    await deliver(1); // the staff notification

    const confirmed = await post(`/api/leads/${id}/appointment/confirm`, { date: '2026-12-09', time: '10:30' });
    expect(confirmed.status).toBe(200);
    expect(await bodyOf(confirmed)).toMatchObject({
      id,
      status: 'confirmed',
      confirmedDate: '2026-12-09',
      confirmedTime: '10:30',
      confirmedLocation: OFFICE,
    });
    const [invitation] = await deliver(1);
    expect(invitation?.envelopeTo).toEqual(['compras@playaazul.do']);
    expect(invitation?.parsed.subject).toBe('Tu cita con Casa Mobilia: miércoles, 9 de diciembre de 2026 a las 10:30');
    expect(invitation?.parsed.replyTo?.value).toEqual([{ name: 'Casa Mobilia Hospitality', address: SALES }]);
    expect(invitation?.parsed.text).toContain('Te confirmamos tu cita con Casa Mobilia el miércoles, 9 de diciembre de 2026 a las 10:30');
    const first = calendarOf(invitation);
    expect(first.method).toBe('REQUEST');
    expect(first.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(startOf(first.event)).toEqual({ tzid: 'America/Santo_Domingo', value: '2026-12-09T10:30:00' });
    expect(String(first.event.getFirstPropertyValue('dtend'))).toBe('2026-12-09T11:30:00');
    const organizer = first.event.getFirstProperty('organizer');
    expect(organizer?.getFirstValue()).toBe(`mailto:${SALES}`);
    expect(organizer?.getParameter('cn')).toBe('Casa Mobilia');
    expect(first.event.getFirstPropertyValue('attendee')).toBe('mailto:compras@playaazul.do');
    expect(first.event.getFirstPropertyValue('location')).toBe(OFFICE);
    expect(first.event.getFirstPropertyValue('sequence')).toBe(0);
    expect(first.event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const uid = first.event.getFirstPropertyValue('uid');
    expect(uid).toMatch(new RegExp(`^cita-${id}@`));

    const moved = await post(`/api/leads/${id}/appointment/confirm`, { date: '2026-12-11', time: '15:00', location: 'Videollamada' });
    expect(moved.status).toBe(200);
    expect(await bodyOf(moved)).toMatchObject({
      status: 'confirmed',
      confirmedDate: '2026-12-11',
      confirmedTime: '15:00',
      confirmedLocation: 'Videollamada',
    });
    const [update] = await deliver(1);
    expect(update?.parsed.subject).toBe('Cambio de fecha de tu cita con Casa Mobilia: viernes, 11 de diciembre de 2026 a las 15:00');
    const second = calendarOf(update);
    expect(second.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(second.event.getFirstPropertyValue('uid')).toBe(uid);
    expect(second.event.getFirstPropertyValue('sequence')).toBe(1);
    expect(startOf(second.event)).toEqual({ tzid: 'America/Santo_Domingo', value: '2026-12-11T15:00:00' });
    expect(second.event.getFirstPropertyValue('location')).toBe('Videollamada');

    const cancelled = await post(`/api/leads/${id}/appointment/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await bodyOf(cancelled)).toMatchObject({ status: 'new', confirmedDate: null, confirmedTime: null });
    const [cancel] = await deliver(1);
    expect(cancel?.parsed.subject).toBe('Cita cancelada: viernes, 11 de diciembre de 2026 a las 15:00');
    const third = calendarOf(cancel);
    expect(third.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(third.method).toBe('CANCEL');
    expect(third.event.getFirstPropertyValue('uid')).toBe(uid);
    expect(third.event.getFirstPropertyValue('sequence')).toBe(2);
    expect(third.event.getFirstPropertyValue('status')).toBe('CANCELLED');

    const again = await post(`/api/leads/${id}/appointment/cancel`);
    expect(again.status).toBe(409);
    expect(await bodyOf(again)).toEqual({ message: 'Esta solicitud no tiene una cita confirmada que cancelar' });
  });

  it('follows new → confirmed → handled, and the inbox filters the confirmed ones', async () => {
    const id = await submit('/api/appointments', { ...appointmentRequest, name: 'Flujo' });
    const cookie = await t.adminCookie();
    expect((await post(`/api/leads/${id}/appointment/confirm`, { date: '2026-11-23', time: '09:00' })).status).toBe(200);
    const listed = await bodyOf(await t.request('/api/leads?status=confirmed', { headers: { cookie } }));
    expect(listed.items.map((item: { id: string }) => item.id)).toContain(id);
    const handled = await t.request(`/api/leads/${id}`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'handled' }),
    });
    expect(await bodyOf(handled)).toMatchObject({ status: 'handled', confirmedDate: '2026-11-23', confirmedTime: '09:00' });
    // 'confirmed' is set with a date only.
    const direct = await t.request(`/api/leads/${id}`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'confirmed' }),
    });
    expect(direct.status).toBe(400);
  });

  it('gives each of two simultaneous changes its own SEQUENCE', async () => {
    await setConfirmations({ appointment: { ...DEFAULT_SITE_SETTINGS.visitorConfirmation.appointment, enabled: false } });
    const id = await submit('/api/appointments', { ...appointmentRequest, name: 'A la vez' });
    await deliver(1);
    const answers = await Promise.all(
      ['10:00', '11:00', '12:00'].map((time) => post(`/api/leads/${id}/appointment/confirm`, { date: '2026-12-01', time })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const mails = await deliver(3);
    const sequences = mails.map((mail) => calendarOf(mail).event.getFirstPropertyValue('sequence')).sort();
    expect(sequences).toEqual([0, 1, 2]);
  });

  it('answers in Spanish for a bad day or time, a past day, a contact, an unknown lead, and without a session', async () => {
    const id = await submit('/api/appointments', { ...appointmentRequest, name: 'Errores' });
    const contact = await submit('/api/contacts', contactRequest);
    const cases: [string, unknown, number, string][] = [
      [id, { date: '2026-13-01', time: '10:00' }, 400, 'La fecha debe ser un día del calendario (AAAA-MM-DD)'],
      [id, { date: '2026-12-01', time: '9:00' }, 400, 'La hora debe ser HH:MM (de 00:00 a 23:59)'],
      [id, { time: '10:00' }, 400, 'La fecha debe ser un día del calendario (AAAA-MM-DD)'],
      [id, { date: '2026-11-19', time: '10:00' }, 400, 'La fecha de la cita ya pasó'],
      [contact, { date: '2026-12-01', time: '10:00' }, 409, 'Solo una solicitud de cita puede confirmarse'],
      ['99999', { date: '2026-12-01', time: '10:00' }, 404, 'Solicitud no encontrada'],
    ];
    for (const [lead, body, status, message] of cases) {
      const response = await post(`/api/leads/${lead}/appointment/confirm`, body);
      expect(response.status).toBe(status);
      const answer = await bodyOf(response);
      expect(answer.errors ? Object.values(answer.errors).flat() : [answer.message]).toContain(message);
    }
    expect((await t.request(`/api/leads/${id}/appointment/confirm`, jsonBody({ date: '2026-12-01', time: '10:00' }))).status).toBe(401);
    expect((await t.request(`/api/leads/${id}/appointment/cancel`, jsonBody({}))).status).toBe(401);
    const lead = await bodyOf(await t.request(`/api/leads/${id}`, { headers: { cookie: await t.adminCookie() } }));
    expect(lead).toMatchObject({ status: 'new', confirmedDate: null });
  });
});

describe('the confirmation to the visitor', () => {
  it('answers each form once, in Spanish, Reply-To the division, and never a bot', async () => {
    const contactId = await submit('/api/contacts', contactRequest);
    await submit('/api/appointments', appointmentRequest);
    const bot = await t.request('/api/contacts', jsonBody({ ...contactRequest, email: 'bot@example.com', website: 'http://spam.example' }));
    expect((await bodyOf(bot)).id).toBe(0);
    const mails = await deliver(4);
    const toVisitors = mails.filter((mail) => !mail.envelopeTo.some((to) => to.endsWith('@casamobilia.do')));
    expect(toVisitors.map((mail) => mail.envelopeTo[0]).sort()).toEqual(['ana@example.com', 'compras@playaazul.do']);
    const ana = toVisitors.find((mail) => mail.envelopeTo[0] === 'ana@example.com');
    expect(ana?.parsed.subject).toBe('Hemos recibido tu mensaje');
    expect(ana?.parsed.text).toContain('Hola Ana Pérez:');
    expect(ana?.parsed.text).toContain('Casa Mobilia');
    expect(ana?.parsed.replyTo?.value).toEqual([
      { name: 'Casa Mobilia Corporativo', address: DEFAULT_SITE_SETTINGS.divisions.corporativo.email },
    ]);
    const hotel = toVisitors.find((mail) => mail.envelopeTo[0] === 'compras@playaazul.do');
    expect(hotel?.parsed.subject).toBe('Hemos recibido tu solicitud de cita');

    // One per lead: the key is unique, so a second one for the same lead is refused by the database.
    const [row] = await t.db('mail_outbox').where({ lead_id: Number(contactId), message_key: 'acknowledgement' });
    const { id: _id, ...copy } = row as Record<string, unknown>;
    await expect(t.db('mail_outbox').insert(copy)).rejects.toThrow();
    expect(await sender().runOnce()).toBe(0);
  });

  it('follows Configuración: off for a form, or another subject and text', async () => {
    await setConfirmations({
      contact: { enabled: false, subject: 'x', text: 'x' },
      appointment: { enabled: true, subject: 'Gracias, {nombre}', text: 'Hola {nombre}, te llamamos pronto. {empresa}' },
    });
    await submit('/api/contacts', contactRequest);
    await submit('/api/appointments', appointmentRequest);
    const mails = await deliver(3);
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual([
      'compras@playaazul.do',
      'hoteles@casamobilia.do',
      'ventas@casamobilia.do',
    ]);
    const visitor = mails.find((mail) => mail.envelopeTo[0] === 'compras@playaazul.do');
    expect(visitor?.parsed.subject).toBe('Gracias, Hotel Playa Azul');
    expect(visitor?.parsed.text?.trim()).toBe('Hola Hotel Playa Azul, te llamamos pronto. Casa Mobilia');
  });

  it('reads settings saved before the confirmations existed with the defaults on', async () => {
    const { visitorConfirmation: _gone, ...older } = DEFAULT_SITE_SETTINGS;
    await t.db('site_settings').insert({ id: 1, current: JSON.stringify(older) });
    const settings = await bodyOf(await t.request('/api/settings', { headers: { cookie: await t.adminCookie() } }));
    expect(settings.visitorConfirmation).toEqual(DEFAULT_SITE_SETTINGS.visitorConfirmation);
    await submit('/api/contacts', contactRequest);
    const mails = await deliver(2);
    expect(mails.map((mail) => mail.parsed.subject)).toContain('Hemos recibido tu mensaje');
  });
});
