import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { createDb } from '../../../db/knex.js';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../../test-support/harness.js';
import { appointmentRequest, contactRequest } from '../../../test-support/lead-requests.js';
import { startTestSmtp, type TestSmtp } from '../../../test-support/smtp.js';
import { createMailSender, type MailSender, type MailTransport, MAX_ATTEMPTS, RETRY_DELAYS_MS } from './sender.js';

let smtp: TestSmtp;
let t: TestApp;
let clock = new Date('2026-11-20T18:30:00.000Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const silent = { info: () => undefined, error: () => undefined };
const senders: MailSender[] = [];

const contact = contactRequest;
const appointment = appointmentRequest;

function sender(options: { transport?: MailTransport; db?: TestApp['db'] } = {}): MailSender {
  const created = createMailSender({
    db: options.db ?? t.db,
    config: t.deps.config,
    log: silent,
    now: () => clock,
    transport: options.transport,
  });
  if (!created) throw new Error('notifications should be on in this suite');
  senders.push(created);
  return created;
}

async function submit(path: '/api/contacts' | '/api/appointments', body: object): Promise<string> {
  const response = await t.request(path, jsonBody(body));
  expect(response.status).toBe(201);
  return String((await bodyOf(response)).id);
}

async function notification(id: string) {
  const cookie = await t.adminCookie();
  const { items } = await bodyOf(await t.request('/api/leads?pageSize=100', { headers: { cookie } }));
  return items.find((item: { id: string }) => item.id === id).notification;
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({
    now: () => clock,
    config: {
      mail: {
        smtpUrl: smtp.url,
        from: 'Casa Mobilia <avisos@casamobilia.do>',
        to: { corporativo: ['ventas@casamobilia.do', 'director@casamobilia.do'], hospitality: ['hoteles@casamobilia.do'] },
      },
    },
  });
  // This suite is about the staff notification: the visitors' confirmations (appointments.test.ts
  // and visitor-mail.test.ts) are off in Configuración.
  const off = (form: { subject: string; text: string }) => ({ ...form, enabled: false });
  const settings = {
    ...DEFAULT_SITE_SETTINGS,
    visitorConfirmation: {
      contact: off(DEFAULT_SITE_SETTINGS.visitorConfirmation.contact),
      appointment: off(DEFAULT_SITE_SETTINGS.visitorConfirmation.appointment),
    },
  };
  await t.db('site_settings').insert({ id: 1, current: JSON.stringify(settings) });
});
beforeEach(async () => {
  smtp.received.length = 0;
  await t.db('mail_outbox').delete();
});
afterEach(async () => {
  await Promise.all(senders.splice(0).map((s) => s.stop()));
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('lead notifications over SMTP', () => {
  it('sends a contact to its division, in Spanish, with Reply-To the visitor and a link to the lead', async () => {
    const id = await submit('/api/contacts', contact);
    expect(await notification(id)).toMatchObject({ status: 'pending', attempts: 0 });

    expect(await sender().runOnce()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelopeTo.sort()).toEqual(['director@casamobilia.do', 'ventas@casamobilia.do']);
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe('Nueva solicitud de contacto: Ana Pérez (Corporativo)');
    expect(parsed.from?.value).toEqual([{ name: 'Casa Mobilia', address: 'avisos@casamobilia.do' }]);
    expect(parsed.replyTo?.value).toEqual([{ name: 'Ana Pérez', address: 'ana@example.com' }]);
    for (const field of [
      'Nombre: Ana Pérez',
      'Email: ana@example.com',
      'Teléfono: 809-555-0123',
      'División: Corporativo',
      contact.message,
    ]) {
      expect(parsed.text).toContain(field);
    }
    expect(parsed.text).toContain(`${t.baseUrl}/admin/solicitudes/${id}`);
    expect(parsed.html).toContain(`href="${t.baseUrl}/admin/solicitudes/${id}"`);
    expect(parsed.html).toContain('<a href="tel:+18095550123">809-555-0123</a>');
    // The visitor wrote a national number: the site's country code (1) makes it one WhatsApp opens.
    expect(parsed.text).toContain('WhatsApp: https://wa.me/18095550123');
    expect(parsed.html).toContain('<a href="https://wa.me/18095550123">Escribir por WhatsApp</a>');

    expect(await notification(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: clock.toISOString(), lastError: null });
    expect(await sender().runOnce()).toBe(0);
  });

  it('sends an appointment to the other division with the company, date and time', async () => {
    await submit('/api/appointments', appointment);
    await sender().runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelopeTo).toEqual(['hoteles@casamobilia.do']);
    expect(mail?.parsed.subject).toBe('Nueva solicitud de cita: Hotel Playa Azul (Hospitality)');
    for (const field of ['Empresa: Playa Azul Resort', 'Fecha preferida: miércoles, 2 de diciembre de 2026', 'Hora preferida: 10:00']) {
      expect(mail?.parsed.text).toContain(field);
    }
  });

  it('escapes a hostile name in the HTML body and keeps it out of the headers', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    await submit('/api/contacts', { ...contact, name: hostile, message: 'Hola <script>alert(2)</script> mundo' });
    await sender().runOnce();
    const [mail] = await smtp.waitFor(1);
    const html = String(mail?.parsed.html);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(mail?.parsed.subject).toBe(`Nueva solicitud de contacto: ${hostile} (Corporativo)`);
    expect(mail?.parsed.text).toContain(`Nombre: ${hostile}`);
  });

  it('keeps the message while the SMTP server is down and sends it after it comes back', async () => {
    await smtp.stop();
    try {
      const id = await submit('/api/contacts', contact); // the visitor's request still succeeds
      expect(await sender().runOnce()).toBe(0);
      const failed = await notification(id);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

      // Not retried before its delay.
      advance(RETRY_DELAYS_MS[0]! - 1000);
      expect(await sender().runOnce()).toBe(0);
      expect(await notification(id)).toMatchObject({ attempts: 1 });
      await smtp.start();
      advance(1000);
      expect(await sender().runOnce()).toBe(1);
      expect(await smtp.waitFor(1)).toHaveLength(1);
      expect(await notification(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      if (smtp.received.length === 0) await smtp.start().catch(() => undefined);
    }
  });

  it('waits longer after each failure and gives up after 10 attempts', async () => {
    expect(MAX_ATTEMPTS).toBe(10);
    expect(RETRY_DELAYS_MS[0]).toBe(60_000);
    expect(RETRY_DELAYS_MS.at(-1)).toBe(6 * 3600_000);
    expect([...RETRY_DELAYS_MS].sort((a, b) => a - b)).toEqual(RETRY_DELAYS_MS);

    const id = await submit('/api/contacts', contact);
    let calls = 0;
    const broken = sender({
      transport: {
        sendMail: () => {
          calls += 1;
          return Promise.reject(new Error('454 Servicio no disponible'));
        },
        close: () => undefined,
      },
    });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await broken.runOnce();
      expect(calls).toBe(attempt);
      advance(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    }
    advance(24 * 3600_000);
    await broken.runOnce();
    expect(calls).toBe(MAX_ATTEMPTS);
    expect(await notification(id)).toMatchObject({ status: 'failed', attempts: 10, lastError: '454 Servicio no disponible' });
  });

  it('sends each message exactly once with two senders on their own connections', async () => {
    const other = createDb({ databaseUrl: t.deps.config.databaseUrl, sqliteFile: t.deps.config.sqliteFile });
    try {
      const leads = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => submit('/api/contacts', { ...contact, name: `Persona ${n}` })));
      const a = sender();
      const b = sender({ db: other });
      const first = await Promise.all([a.runOnce(), b.runOnce()]);
      const second = await Promise.all([a.runOnce(), b.runOnce()]);
      expect([...first, ...second].reduce((sum, n) => sum + n, 0)).toBe(6);
      await smtp.waitFor(6);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const subjects = smtp.received.map((mail) => mail.parsed.subject).sort();
      expect(subjects).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Nueva solicitud de contacto: Persona ${n} (Corporativo)`));
      for (const id of leads) expect(await notification(id)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await other.destroy();
    }
  });

  it('polls in the background once started, and stops cleanly', async () => {
    const background = createMailSender({ db: t.db, config: t.deps.config, log: silent, now: () => clock, pollMs: 20 });
    senders.push(background!);
    background!.start();
    await submit('/api/appointments', appointment);
    expect(await smtp.waitFor(1)).toHaveLength(1);
  });
});

describe('"Enviar aviso": staff send a notification again (POST /api/leads/:id/notification)', () => {
  const sendAgain = async (id: string, headers: Record<string, string> = {}) =>
    t.request(`/api/leads/${id}/notification`, { method: 'POST', headers: { cookie: await t.adminCookie(), ...headers } });

  async function failedLead(): Promise<string> {
    const id = await submit('/api/contacts', { ...contact, name: 'Marta Díaz' });
    await t.db('mail_outbox').update({ status: 'failed', attempts: 10, last_error: '454 Servicio no disponible' });
    return id;
  }

  it('queues a failed notification as new, delivers it once, then refuses to send it a second time', async () => {
    const id = await failedLead();
    expect(await notification(id)).toMatchObject({ status: 'failed', canSend: true });

    const response = await sendAgain(id);
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).notification).toEqual({
      status: 'pending',
      attempts: 0,
      sentAt: null,
      lastError: null,
      canSend: false,
    });

    expect(await sender().runOnce()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.parsed.subject).toBe('Nueva solicitud de contacto: Marta Díaz (Corporativo)');
    expect(await notification(id)).toMatchObject({ status: 'sent', attempts: 1, canSend: false });

    const again = await sendAgain(id);
    expect(again.status).toBe(409);
    expect(await bodyOf(again)).toEqual({ message: 'El aviso de esta solicitud ya se envió.' });
  });

  it('queues it once when the button is pressed twice at the same moment', async () => {
    const id = await failedLead();
    const responses = await Promise.all([sendAgain(id), sendAgain(id), sendAgain(id)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const [queued] = (await t.db('mail_outbox').where({ status: 'pending' }).count({ c: '*' })) as { c: number | string }[];
    expect(Number(queued?.c)).toBe(1);
    await sender().runOnce();
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
  });

  it('sends what never went out: a lead from before the outbox, or from while notifications were off', async () => {
    const old = await submit('/api/appointments', appointment);
    const off = await submit('/api/contacts', { ...contact, name: 'Sin aviso' });
    await t
      .db('mail_outbox')
      .where({ lead_id: Number(old) })
      .delete();
    await t
      .db('mail_outbox')
      .where({ lead_id: Number(off) })
      .update({ status: 'disabled' });
    expect(await notification(old)).toMatchObject({ status: 'disabled', canSend: true });
    expect(await notification(off)).toMatchObject({ status: 'disabled', canSend: true });

    const [first, second] = await Promise.all([sendAgain(old), sendAgain(old)]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect((await sendAgain(off)).status).toBe(200);
    expect(await sender().runOnce()).toBe(2);
    expect((await smtp.waitFor(2)).map((mail) => mail.parsed.subject).sort()).toEqual([
      'Nueva solicitud de cita: Hotel Playa Azul (Hospitality)',
      'Nueva solicitud de contacto: Sin aviso (Corporativo)',
    ]);
  });

  it('needs a session and this site’s Origin; an unknown lead is 404', async () => {
    const id = await failedLead();
    expect((await t.request(`/api/leads/${id}/notification`, { method: 'POST' })).status).toBe(401);
    expect((await sendAgain(id, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await notification(id)).toMatchObject({ status: 'failed' });
    const missing = await sendAgain('99999');
    expect(missing.status).toBe(404);
    expect(await bodyOf(missing)).toEqual({ message: 'Solicitud no encontrada' });
  });
});

describe('without SMTP_URL', () => {
  it('has no sender, marks notifications disabled, and the inbox still works', async () => {
    const plain = await startTestApp();
    try {
      expect(createMailSender({ db: plain.db, config: plain.deps.config, log: silent })).toBeNull();
      const response = await plain.request('/api/contacts', jsonBody(contact));
      expect(response.status).toBe(201);
      const cookie = await plain.adminCookie();
      const { items } = await bodyOf(await plain.request('/api/leads', { headers: { cookie } }));
      expect(items[0].notification).toEqual({ status: 'disabled', attempts: 0, sentAt: null, lastError: null, canSend: false });
      const send = await plain.request(`/api/leads/${items[0].id}/notification`, {
        method: 'POST',
        headers: { cookie },
      });
      expect(send.status).toBe(409);
      expect(await bodyOf(send)).toEqual({
        message: 'Los avisos por e-mail no están configurados para esta división (SMTP_URL y LEADS_TO).',
      });
    } finally {
      await plain.close();
    }
  });
});
