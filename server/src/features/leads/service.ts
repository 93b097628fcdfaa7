import {
  type AppointmentConfirmInput,
  type Division,
  DIVISION_LABELS,
  DIVISIONS,
  type Lead,
  type LeadPage,
  type LeadQuery,
  LEADS_PAGE_SIZE,
  type LeadStatusInput,
  MESSAGES,
  officeDate,
  type SiteSettings,
} from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import type { Config } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { conflict, HttpError, notFound } from '../../http/errors.js';
import { parseId } from '../../http/params.js';
import { acknowledgementMail, type AppointmentChange, appointmentMail, officeAddress } from './outbox/message.js';
import { insertOutbox, insertVisitorMessage, requeueNotification } from './outbox/repo.js';
import {
  countLeads,
  countNewLeads,
  findLead,
  findLeadByLegacyRef,
  insertLead,
  type LeadFilter,
  listLeads as listLeadRows,
  type NewLead,
  setConfirmedAppointment,
  type StoredLead,
  updateLeadStatus as updateLeadStatusRow,
} from './repo.js';

/** The site's settings (Configuración), read when a message is written; app.ts hands the settings feature's reader in. */
export type SettingsReader = () => Promise<SiteSettings>;
const defaultSettings: SettingsReader = () => Promise.resolve(DEFAULT_SITE_SETTINGS);

/** A division's notification goes out only with an SMTP server and someone to send it to. */
export function notificationsOn(config: Config, division: Division): boolean {
  return Boolean(config.mail.smtpUrl) && config.mail.to[division].length > 0;
}

/** What `npm start` prints about lead notifications: on or off, and to whom per division. */
export function describeNotifications(config: Config): string[] {
  if (!config.mail.smtpUrl) {
    return ['Notificaciones por e-mail desactivadas (sin SMTP_URL): las solicitudes se ven solo en el panel.'];
  }
  const server = new URL(config.mail.smtpUrl);
  return [
    `Notificaciones por e-mail activadas: ${server.protocol}//${server.host} desde ${config.mail.from}`,
    ...DIVISIONS.map((division) => {
      const to = config.mail.to[division];
      return to.length > 0
        ? `  ${DIVISION_LABELS[division]} → ${to.join(', ')}`
        : `  ${DIVISION_LABELS[division]} → nadie (define LEADS_TO_${division.toUpperCase()} o LEADS_TO): sin aviso por e-mail`;
    }),
  ];
}

/**
 * Stores a contact message or an appointment request and its notification in one transaction:
 * either both exist or neither, so no lead is ever left without its e-mail (docs/decisions/0009-leads-inbox-and-mail-outbox.md).
 * The e-mail itself is sent later by the background sender; an SMTP server that is down never
 * fails the visitor's request.
 */
export async function submitLead(deps: AppDeps, lead: NewLead, readSettings: SettingsReader = defaultSettings): Promise<number> {
  const now = deps.now();
  const settings = await readSettings();
  return deps.db.transaction(async (trx) => {
    const id = await insertLead(trx, lead, now);
    const status = notificationsOn(deps.config, lead.input.division) ? 'pending' : 'disabled';
    await insertOutbox(trx, { leadId: id, status, now });
    // The visitor's confirmation (Configuración), with the lead: once per lead, whatever happens after.
    const stored = await findLead(trx, id);
    const ack = deps.config.mail.smtpUrl && stored ? acknowledgementMail(stored, settings) : null;
    if (ack) await insertVisitorMessage(trx, { leadId: id, key: 'acknowledgement', payload: ack, status: 'pending', now });
    return id;
  });
}

/** A stored lead as staff see it: with whether its notification can be sent now. */
function present(config: Config, lead: StoredLead): Lead {
  const { status } = lead.notification;
  const canSend = (status === 'failed' || status === 'disabled') && notificationsOn(config, lead.division);
  return { ...lead, notification: { ...lead.notification, canSend } };
}

const filterOf = (query: LeadQuery): LeadFilter => ({
  kind: query.kind,
  division: query.division,
  status: query.status,
  notification: query.notification,
  q: query.q,
  utmSource: query.utmSource,
  utmCampaign: query.utmCampaign,
  language: query.language,
});

export async function listLeads(deps: AppDeps, query: LeadQuery): Promise<LeadPage & { items: Lead[] }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? LEADS_PAGE_SIZE;
  const filter = filterOf(query);
  const [items, total] = await Promise.all([
    listLeadRows(deps.db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countLeads(deps.db, filter),
  ]);
  return { items: items.map((lead) => present(deps.config, lead)), total, page, pageSize };
}

/** Every lead matching the filter, for the CSV export. */
export async function allLeads(deps: AppDeps, query: LeadQuery): Promise<Lead[]> {
  return (await listLeadRows(deps.db, filterOf(query))).map((lead) => present(deps.config, lead));
}

/** A lead's id in a path: its number ('42'); anything else is no lead (404). */
const leadIdOf = (param: unknown): number => parseId(param, MESSAGES.leadNotFound);

async function readLead(deps: AppDeps, id: number): Promise<Lead> {
  const lead = await findLead(deps.db, id);
  if (!lead) throw notFound(MESSAGES.leadNotFound);
  return present(deps.config, lead);
}

/**
 * One lead by its id, or by the id it had before contacts and appointments became one table
 * ('contact-12', still in e-mails sent before), looked up as written; either way it answers with
 * its id of now (docs/decisions/0017-one-leads-table.md).
 */
export async function getLead(deps: AppDeps, param: string): Promise<Lead> {
  if (/^\d+$/.test(param)) return readLead(deps, leadIdOf(param));
  const lead = param.length <= 40 ? await findLeadByLegacyRef(deps.db, param) : null;
  if (!lead) throw notFound(MESSAGES.leadNotFound);
  return present(deps.config, lead);
}

export async function setLeadStatus(deps: AppDeps, param: unknown, status: LeadStatusInput['status'], by: string): Promise<Lead> {
  const id = leadIdOf(param);
  if (!(await updateLeadStatusRow(deps.db, id, { status, by, now: deps.now() }))) throw notFound(MESSAGES.leadNotFound);
  return readLead(deps, id);
}

/**
 * "Enviar aviso" in the inbox: a notification that failed (the SMTP server was down for its ten
 * attempts) or was never sent (the lead came in while notifications were off) goes back in the
 * queue, and the background sender delivers it within its next poll. Asking again while it is
 * queued changes nothing, so a double click queues it once.
 */
export async function sendNotification(deps: AppDeps, param: unknown): Promise<Lead> {
  const id = leadIdOf(param);
  const lead = await readLead(deps, id);
  if (!notificationsOn(deps.config, lead.division)) throw conflict(MESSAGES.notificationsOff);
  if (lead.notification.status === 'sent') throw conflict(MESSAGES.notificationAlreadySent);
  if (lead.notification.status === 'pending') return lead;
  await requeueNotification(deps.db, id, deps.now());
  return readLead(deps, id);
}

export async function leadsSummary(deps: AppDeps): Promise<{ new: number }> {
  return { new: await countNewLeads(deps.db) };
}

/**
 * 'Confirmar cita' and 'Cambiar fecha' (POST /api/leads/:id/appointment/confirm): stores the day,
 * time and place, marks the lead 'confirmed', and queues the visitor's invitation: the first with
 * SEQUENCE 0, each change with the next one and the same UID, so the visitor's calendar moves the
 * event instead of adding another (docs/decisions/0024-appointment-dates-and-visitor-mail.md).
 */
export async function confirmAppointment(
  deps: AppDeps,
  param: unknown,
  input: AppointmentConfirmInput,
  readSettings: SettingsReader = defaultSettings,
): Promise<Lead> {
  const id = leadIdOf(param);
  const settings = await readSettings();
  const now = deps.now();
  if (input.date < officeDate(now)) throw new HttpError(400, MESSAGES.appointmentDatePast, { date: [MESSAGES.appointmentDatePast] });
  const location = input.location ?? officeAddress(settings);
  await deps.db.transaction(async (trx) => {
    const before = await findLead(trx, id);
    if (!before) throw notFound(MESSAGES.leadNotFound);
    if (before.kind !== 'appointment') throw conflict(MESSAGES.appointmentOnlyForAppointments);
    const appointment = { date: input.date, time: input.time, location };
    const sequence = await setConfirmedAppointment(trx, id, appointment);
    if (sequence === null) throw notFound(MESSAGES.leadNotFound);
    const kind: AppointmentChange = before.confirmedDate ? 'update' : 'confirm';
    await queueAppointmentMail(deps, trx, { ...before, id: String(id) }, appointment, kind, sequence, settings);
  });
  return readLead(deps, id);
}

/** 'Cancelar' (POST /api/leads/:id/appointment/cancel): clears the appointment and sends the cancellation, same UID. */
export async function cancelAppointment(deps: AppDeps, param: unknown, readSettings: SettingsReader = defaultSettings): Promise<Lead> {
  const id = leadIdOf(param);
  const settings = await readSettings();
  await deps.db.transaction(async (trx) => {
    const before = await findLead(trx, id);
    if (!before) throw notFound(MESSAGES.leadNotFound);
    if (!before.confirmedDate || !before.confirmedTime) throw conflict(MESSAGES.appointmentNothingToCancel);
    const sequence = await setConfirmedAppointment(trx, id, null);
    if (sequence === null) throw notFound(MESSAGES.leadNotFound);
    const appointment = {
      date: before.confirmedDate,
      time: before.confirmedTime,
      location: before.confirmedLocation ?? officeAddress(settings),
    };
    await queueAppointmentMail(deps, trx, before, appointment, 'cancel', sequence, settings);
  });
  return readLead(deps, id);
}

async function queueAppointmentMail(
  deps: AppDeps,
  trx: AppDeps['db'],
  lead: StoredLead,
  appointment: { date: string; time: string; location: string },
  kind: AppointmentChange,
  sequence: number,
  settings: SiteSettings,
): Promise<void> {
  const now = deps.now();
  const mail = appointmentMail(lead, appointment, { kind, sequence, stamp: now }, settings, deps.config.publicUrl);
  // Without SMTP_URL the appointment is still kept; its e-mail is recorded as never sent.
  const status = deps.config.mail.smtpUrl ? 'pending' : 'disabled';
  await insertVisitorMessage(trx, { leadId: Number(lead.id), key: `appointment-${sequence}`, payload: mail, status, now });
}
