import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { appointmentRequest, contactRequest } from '../../test-support/lead-requests.js';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from '../../test-support/smtp.js';
import { createMailSender, type MailSender } from './outbox/sender.js';

// The e-mails of a lead sent from an English page (docs/decisions/0026-english-site.md), through a
// real SMTP server: staff see '[EN]' first in the subject; the visitor is written to in English.

let smtp: TestSmtp;
let t: TestApp;
const clock = new Date('2026-11-20T18:30:00.000Z');
const silent = { info: () => undefined, error: () => undefined };
const senders: MailSender[] = [];
const STAFF = ['ventas@casamobilia.do'];
const english = { ...contactRequest, name: 'Anne Parker', email: 'anne@example.com', language: 'en' };

async function deliver(count: number): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  const sender = createMailSender({ db: t.db, config: t.deps.config, log: silent, now: () => clock });
  if (!sender) throw new Error('mail should be on in this suite');
  senders.push(sender);
  await sender.runOnce();
  await smtp.waitFor(before + count);
  return smtp.received.slice(before);
}

async function submit(path: '/api/contacts' | '/api/appointments', body: object): Promise<string> {
  const response = await t.request(path, jsonBody(body));
  expect(response.status).toBe(201);
  return String((await bodyOf(response)).id);
}

const toStaff = (mails: ReceivedMail[]) => mails.find((mail) => mail.envelopeTo.includes(STAFF[0]!));
const toVisitor = (mails: ReceivedMail[], address: string) => mails.find((mail) => mail.envelopeTo.includes(address));

/** Configuración with the English confirmations given (the Spanish ones as they come). */
async function setEnglishConfirmations(contact: { subject: string; text: string }) {
  const en = structuredClone(DEFAULT_SITE_SETTINGS.en);
  en.visitorConfirmation.contact = contact;
  const settings = { ...DEFAULT_SITE_SETTINGS, en };
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
      mail: { smtpUrl: smtp.url, from: 'Casa Mobilia <avisos@casamobilia.do>', to: { corporativo: STAFF, hospitality: STAFF } },
    },
  });
});
beforeEach(async () => {
  smtp.received.length = 0;
  await t.db('mail_outbox').delete();
  await t.db('leads').delete();
  await t.db('site_settings').delete();
});
afterEach(async () => {
  await Promise.all(senders.splice(0).map((sender) => sender.stop()));
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('the e-mails of an English lead', () => {
  it('staff get "[EN] " first in the subject and "Idioma: inglés" in the message; a Spanish lead’s stays as it was', async () => {
    await submit('/api/contacts', english);
    await submit('/api/contacts', contactRequest);
    const mails = await deliver(4);
    const staff = mails.filter((mail) => mail.envelopeTo.includes(STAFF[0]!)).map((mail) => mail.parsed);
    expect(staff.map((mail) => mail.subject).sort()).toEqual(
      ['[EN] Nueva solicitud de contacto: Anne Parker (Corporativo)', 'Nueva solicitud de contacto: Ana Pérez (Corporativo)'].sort(),
    );
    const [englishMail, spanishMail] = staff[0]?.subject?.startsWith('[EN]') ? staff : [staff[1], staff[0]];
    expect(englishMail?.text).toContain('Idioma: inglés');
    expect(spanishMail?.text).not.toContain('Idioma');
  });

  it('the visitor’s confirmation is the English subject and text of Configuración', async () => {
    await setEnglishConfirmations({
      subject: 'We have received your message',
      text: 'Dear {nombre},\n\nThank you for writing to {empresa}.',
    });
    await submit('/api/contacts', english);
    const visitor = toVisitor(await deliver(2), 'anne@example.com')?.parsed;
    expect(visitor?.subject).toBe('We have received your message');
    expect(visitor?.text?.trim()).toBe('Dear Anne Parker,\n\nThank you for writing to Casa Mobilia.');
    expect(String(visitor?.html)).toContain('<html lang="en">');
    // Answers go to the division, named as an English reader knows it.
    expect(visitor?.replyTo?.value[0]?.name).toBe('Casa Mobilia Corporate');
  });

  it('an English subject or text left empty is the Spanish one', async () => {
    await setEnglishConfirmations({ subject: '', text: 'Dear {nombre}, thank you.' });
    await submit('/api/contacts', english);
    const visitor = toVisitor(await deliver(2), 'anne@example.com')?.parsed;
    expect(visitor?.subject).toBe(DEFAULT_SITE_SETTINGS.visitorConfirmation.contact.subject);
    expect(visitor?.text?.trim()).toBe('Dear Anne Parker, thank you.');
  });

  it('a Spanish visitor’s confirmation stays the Spanish one', async () => {
    await setEnglishConfirmations({ subject: 'We have received your message', text: 'Dear {nombre}.' });
    await submit('/api/contacts', contactRequest);
    const visitor = toVisitor(await deliver(2), contactRequest.email)?.parsed;
    expect(visitor?.subject).toBe(DEFAULT_SITE_SETTINGS.visitorConfirmation.contact.subject);
  });

  it('a confirmed appointment and its invitation are written in English', async () => {
    const id = await submit('/api/appointments', { ...appointmentRequest, language: 'en' });
    const received = await deliver(2);
    expect(toStaff(received)?.parsed.subject).toBe('[EN] Nueva solicitud de cita: Hotel Playa Azul (Hospitality)');

    const cookie = await t.adminCookie();
    const confirmed = await t.request(`/api/leads/${id}/appointment/confirm`, jsonBody({ date: '2026-12-09', time: '10:30' }, { cookie }));
    expect(confirmed.status).toBe(200);
    const [invitation] = await deliver(1);
    expect(invitation?.parsed.subject).toBe('Your meeting with Casa Mobilia: Wednesday, December 9, 2026 at 10:30');
    expect(invitation?.parsed.text).toContain(
      'We are pleased to confirm your meeting with Casa Mobilia on Wednesday, December 9, 2026 at 10:30 (Santo Domingo time).',
    );
    const part = invitation?.parsed.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    const event = new ICAL.Component(ICAL.parse(part?.content.toString('utf8') ?? '') as unknown[]).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe('Meeting with Casa Mobilia');

    const moved = await t.request(
      `/api/leads/${id}/appointment/confirm`,
      jsonBody({ date: '2026-12-11', time: '15:00', location: 'Videollamada' }, { cookie }),
    );
    expect(moved.status).toBe(200);
    const [update] = await deliver(1);
    expect(update?.parsed.subject).toBe('New date for your meeting with Casa Mobilia: Friday, December 11, 2026 at 15:00');
    expect(update?.parsed.text).toContain('Place: Video call');

    const cancelled = await t.request(`/api/leads/${id}/appointment/cancel`, jsonBody({}, { cookie }));
    expect(cancelled.status).toBe(200);
    const [cancellation] = await deliver(1);
    expect(cancellation?.parsed.subject).toBe('Meeting cancelled: Friday, December 11, 2026 at 15:00');
  });
});
