import { z } from 'zod';
import { DIVISIONS, type Division } from './divisions.js';
import { isCalendarDate, isTimeOfDay } from './appointment.js';
import { LENGTHS } from './limits.js';
import { MESSAGES } from './messages.js';
import type { LeadSource } from './lead-source.js';
import { LANGS, type Lang } from './i18n.js';

/** The leads inbox (docs/decisions/0009-leads-inbox-and-mail-outbox.md): contacts and appointments in one list. */
export const LEAD_KINDS = ['contact', 'appointment'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** new → confirmed (an appointment with a date, 'Confirmar cita') → handled; archived at any point. */
export const LEAD_STATUSES = ['new', 'confirmed', 'handled', 'archived'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** What PATCH /api/leads/:id may set; 'confirmed' comes only with a date (POST …/appointment/confirm). */
export const LEAD_STATUS_CHANGES = ['new', 'handled', 'archived'] as const;

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'disabled'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const LEAD_KIND_LABELS: Record<LeadKind, string> = { contact: 'Contacto', appointment: 'Cita' };
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Nuevo',
  confirmed: 'Cita confirmada',
  handled: 'Atendido',
  archived: 'Archivado',
};
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: 'Pendiente',
  sent: 'Enviado',
  failed: 'Falló',
  disabled: 'Desactivado',
};

export const LEADS_PAGE_SIZE = 25;
export const NEWSLETTER_PAGE_SIZE = 50;
export const LEADS_MAX_PAGE_SIZE = 100;
export const LEADS_SEARCH_MAX = 200;
/** Dates in the inbox read as in the office (docs/decisions/0009-leads-inbox-and-mail-outbox.md). */
export const LEADS_LOCALE = 'es-DO';
export const LEADS_TIME_ZONE = 'America/Santo_Domingo';

export interface LeadNotification {
  status: NotificationStatus;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
  /**
   * Staff can send it now (POST /api/leads/:id/notification): it failed or was never sent, and
   * this division's notifications are configured.
   */
  canSend: boolean;
}

export interface Lead {
  /**
   * The lead's number as text ("42"): GET/PATCH /api/leads/:id and the admin's
   * /admin/solicitudes/:id take it (docs/decisions/0017-one-leads-table.md).
   */
  id: string;
  kind: LeadKind;
  division: Division;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  preferredDate: string | null;
  preferredTime: string | null;
  /**
   * The appointment staff confirmed ('YYYY-MM-DD', 'HH:MM', where), null when none is confirmed
   * (never, or cancelled); the visitor got an invitation for it (docs/decisions/0024-appointment-dates-and-visitor-mail.md).
   */
  confirmedDate: string | null;
  confirmedTime: string | null;
  confirmedLocation: string | null;
  status: LeadStatus;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
  notification: LeadNotification;
  /** Where the visit that sent it came from ('Origen'); nulls when the form sent nothing. */
  source: LeadSource;
  /** The language of the form's page ('Idioma'); leads from before the English site are 'es' (docs/decisions/0026-english-site.md). */
  language: Lang;
}

export interface LeadPage {
  items: Lead[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NewsletterSubscriber {
  email: string;
  createdAt: string;
  /** The language of the page the visitor subscribed on. */
  language: Lang;
}

export interface NewsletterPage {
  items: NewsletterSubscriber[];
  total: number;
}

/** A query value left blank by a form counts as absent. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

function pageNumber(max: number, message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .regex(/^\d{1,6}$/, message)
      .transform(Number)
      .refine((n) => n >= 1 && n <= max, message)
      .optional(),
  );
}

/** A campaign tag to filter by, as long as the stored ones at most. */
const campaignTag = () =>
  z.preprocess(blankToUndefined, z.string({ error: MESSAGES.invalidLeadSource }).trim().max(255, MESSAGES.tooLong(255)).optional());

/** Query of GET /api/leads and /api/leads/export.csv; repeated or unknown values are a 400. */
export const leadQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(LEAD_KINDS, { error: MESSAGES.invalidLeadKind }).optional()),
  division: z.preprocess(blankToUndefined, z.enum(DIVISIONS, { error: MESSAGES.invalidDivision }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(LEAD_STATUSES, { error: MESSAGES.invalidLeadStatusFilter }).optional()),
  /** The leads whose e-mail is still pending or failed for good ('Estado del sistema' links to the failed ones). */
  notification: z.preprocess(blankToUndefined, z.enum(['pending', 'failed'], { error: MESSAGES.invalidNotificationFilter }).optional()),
  q: z.preprocess(
    blankToUndefined,
    z.string({ error: MESSAGES.invalidSearch }).trim().max(LEADS_SEARCH_MAX, MESSAGES.tooLong(LEADS_SEARCH_MAX)).optional(),
  ),
  /** The leads of one campaign: exactly this utm_source / utm_campaign. */
  utmSource: campaignTag(),
  utmCampaign: campaignTag(),
  /** The leads sent from one language's pages. */
  language: z.preprocess(blankToUndefined, z.enum(LANGS, { error: MESSAGES.invalidLanguage }).optional()),
  page: pageNumber(999_999, MESSAGES.invalidPage),
  pageSize: pageNumber(LEADS_MAX_PAGE_SIZE, MESSAGES.invalidPageSize(LEADS_MAX_PAGE_SIZE)),
});
export type LeadQuery = z.infer<typeof leadQuerySchema>;

export const leadStatusInputSchema = z.object({
  status: z.enum(LEAD_STATUS_CHANGES, { error: MESSAGES.invalidLeadStatus }),
});
export type LeadStatusInput = z.infer<typeof leadStatusInputSchema>;

export const newsletterQuerySchema = z.object({ page: pageNumber(999_999, MESSAGES.invalidPage) });

/** Where a confirmed appointment happens: the office's address (the default) or a video call. */
export const VIDEO_CALL_LOCATION = 'Videollamada';

/** POST /api/leads/:id/appointment/confirm: confirms, or moves a confirmed appointment. */
export const appointmentConfirmInputSchema = z.object({
  date: z.string({ error: MESSAGES.appointmentDateInvalid }).refine(isCalendarDate, MESSAGES.appointmentDateInvalid),
  time: z.string({ error: MESSAGES.appointmentTimeInvalid }).refine(isTimeOfDay, MESSAGES.appointmentTimeInvalid),
  location: z.preprocess(
    blankToUndefined,
    z.string({ error: MESSAGES.required }).trim().max(LENGTHS.shortText, MESSAGES.tooLong(LENGTHS.shortText)).optional(),
  ),
});
export type AppointmentConfirmInput = z.infer<typeof appointmentConfirmInputSchema>;
