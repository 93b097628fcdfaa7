import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { SiteSettings } from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import nodemailer from 'nodemailer';
import type { Config } from '../../../config.js';
import type { Logger } from '../../../deps.js';
import { findLead } from '../repo.js';
import { leadMail, type VisitorMail } from './message.js';
import { claimDueMessages, markAttemptFailed, markSent, type OutboxRow } from './repo.js';

/** Delays after each failed attempt: about a minute growing to six hours; the 10th failure gives up. */
export const RETRY_DELAYS_MS = [1, 2, 5, 15, 30, 60, 120, 240, 360].map((minutes) => minutes * 60_000);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** What the sender needs of nodemailer; tests may hand in their own. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string[] | { name: string; address: string };
    replyTo: { name: string; address: string };
    subject: string;
    text: string;
    html: string;
    attachments?: { filename: string; content: string; contentType: string }[];
    /** An invitation, sent as the calendar part clients offer to accept (nodemailer's icalEvent). */
    icalEvent?: { method: string; filename: string; content: string };
  }): Promise<unknown>;
  close(): void;
}

export interface MailSenderOptions {
  db: Knex;
  config: Pick<Config, 'publicUrl' | 'mail'>;
  log: Logger;
  now?: () => Date;
  transport?: MailTransport;
  /** The site's phone country code (Configuración), read for each e-mail; 1 when not given. */
  phoneCountryCode?: () => Promise<string>;
  /** The site's settings (Configuración), read for each staff notification: hours and address of its calendar event. */
  settings?: () => Promise<SiteSettings>;
  /** How often due messages are looked for. */
  pollMs?: number;
  /** How long a claimed message is reserved for this sender; longer than any SMTP exchange. */
  leaseMs?: number;
  batchSize?: number;
}

export interface MailSender {
  /** Polls in the background (an unref'd timer: it never keeps the process alive). */
  start(): void;
  /** Stops polling, waits for a round in progress, closes the SMTP connection. */
  stop(): Promise<void>;
  /** One round: claims due messages and tries each once; resolves to the number delivered. */
  runOnce(): Promise<number>;
}

/** SMTP with short timeouts, so a dead server fails the attempt well within the lease. */
export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The background sender of the mail outbox (docs/decisions/0009-leads-inbox-and-mail-outbox.md).
 * Each process runs one; rows are claimed with a lease, so with several processes on one
 * PostgreSQL each message is sent once.
 */
export function createMailSender(options: MailSenderOptions): MailSender | null {
  const { db, config, log } = options;
  const smtpUrl = config.mail.smtpUrl;
  if (!smtpUrl && !options.transport) return null;
  const transport = options.transport ?? smtpTransport(smtpUrl as string);
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const countryCode = options.phoneCountryCode ?? (() => Promise.resolve(DEFAULT_SITE_SETTINGS.phoneCountryCode));
  const settings = options.settings ?? (() => Promise.resolve(DEFAULT_SITE_SETTINGS));
  const owner = `${process.pid}-${crypto.randomUUID()}`;

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      if (row.payload !== null) {
        // A message to the visitor, written when it was queued.
        const mail = JSON.parse(row.payload) as VisitorMail;
        const { calendar, ...rest } = mail;
        await transport.sendMail({ from: config.mail.from, ...rest, ...(calendar ? { icalEvent: calendar } : {}) });
      } else {
        const lead = await findLead(db, row.leadId);
        if (!lead) throw new Error('La solicitud ya no existe');
        const to = config.mail.to[lead.division];
        if (to.length === 0) throw new Error(`No hay destinatarios para la división ${lead.division}`);
        const mail = leadMail(lead, config.publicUrl, await countryCode(), await settings(), now());
        await transport.sendMail({ from: config.mail.from, to, ...mail });
      }
      await markSent(db, row.id, owner, now());
      return true;
    } catch (error) {
      const attempt = row.attempts + 1;
      const delay = RETRY_DELAYS_MS[attempt - 1];
      const retryAt = delay === undefined ? null : new Date(now().getTime() + delay);
      log.error(
        `No se pudo enviar ${row.messageKey === 'notification' ? 'la notificación' : `el e-mail al visitante (${row.messageKey})`} de la solicitud ${row.leadId} (intento ${attempt} de ${MAX_ATTEMPTS})`,
        errorText(error),
      );
      await markAttemptFailed(db, row.id, owner, { error: errorText(error), retryAt });
      return false;
    }
  }

  async function round(): Promise<number> {
    const at = now();
    const rows = await claimDueMessages(db, { owner, now: at, leaseUntil: new Date(at.getTime() + leaseMs), limit: batchSize });
    let sent = 0;
    for (const row of rows) if (await deliver(row)) sent += 1;
    return sent;
  }

  function runOnce(): Promise<number> {
    // One round at a time per sender: a slow SMTP server never stacks rounds up.
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error('Error en el envío de notificaciones', error))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      if (!timer) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
      transport.close();
    },
    runOnce,
  };
}
