import { z } from 'zod';
import { MESSAGES } from './messages.js';

/** 'Resumen', the admin's first screen (docs/product.md §6): GET /api/leads/stats?weeks=12. */
export const LEAD_STATS_DEFAULT_WEEKS = 12;
export const LEAD_STATS_MAX_WEEKS = 52;
/** How many campaigns 'Por origen' lists. */
export const LEAD_STATS_TOP_SOURCES = 5;

/** One week (Monday to Sunday, office time) and the leads that arrived in it, per division. */
export interface LeadStatsWeek {
  /** The Monday the week starts on, 'YYYY-MM-DD'. */
  weekStart: string;
  corporativo: number;
  hospitality: number;
}

export interface LeadStatsSource {
  /** null: leads without a campaign tag. */
  utmSource: string | null;
  utmCampaign: string | null;
  count: number;
}

export interface LeadStats {
  /** Oldest first; the last one is the current week. */
  weeks: LeadStatsWeek[];
  /** The campaigns that brought the most leads in those weeks, at most five, most first. */
  bySource: LeadStatsSource[];
  /** Median hours from a lead's arrival to 'Atendido', over the leads of those weeks handled; null when none was. */
  medianHoursToHandle: number | null;
  /** Appointment requests still new: someone has to call and agree on a date. */
  toConfirm: number;
  /** Leads whose staff e-mail failed for good (the inbox's 'E-mail: Falló'). */
  mailFailed: number;
}

export const leadStatsQuerySchema = z.object({
  weeks: z.preprocess(
    (value) => (value === '' || value === undefined ? String(LEAD_STATS_DEFAULT_WEEKS) : value),
    z
      .string({ error: MESSAGES.invalidStatsWeeks(LEAD_STATS_MAX_WEEKS) })
      .regex(/^\d{1,3}$/, MESSAGES.invalidStatsWeeks(LEAD_STATS_MAX_WEEKS))
      .transform(Number)
      .refine((n) => n >= 1 && n <= LEAD_STATS_MAX_WEEKS, MESSAGES.invalidStatsWeeks(LEAD_STATS_MAX_WEEKS)),
  ),
});
export type LeadStatsQuery = z.infer<typeof leadStatsQuerySchema>;
