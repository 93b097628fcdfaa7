import { z } from 'zod';
import { APPOINTMENT_BANDS, isCalendarDate, isTimeOfDay } from '../appointment.js';
import { LENGTHS, LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { leadSourceInputSchema } from './lead-source.js';
import { divisionField, languageField, emailField, HONEYPOT_FIELD, honeypotField, optionalText, requiredText } from './fields.js';

/** Fields shared by the contact and appointment forms (docs/product.md §5: identical rules). */
export const leadFields = {
  name: requiredText(LIMITS.minName, MESSAGES.nameMin),
  email: emailField,
  phone: requiredText(LIMITS.minPhone, MESSAGES.phoneMin, LENGTHS.phone),
  message: requiredText(LIMITS.minMessage, MESSAGES.messageMin, LENGTHS.message),
  acceptPrivacy: z.literal(true, { error: MESSAGES.acceptPrivacy }),
  division: divisionField,
  [HONEYPOT_FIELD]: honeypotField,
  /** Where the visit came from (lead-source.ts); absent when the browser kept nothing. */
  source: leadSourceInputSchema.optional(),
  /** The language of the page the form was sent from (docs/decisions/0026-english-site.md); absent is Spanish. */
  language: languageField,
};

export const contactInputSchema = z.object(leadFields);
export type ContactInput = z.infer<typeof contactInputSchema>;
/** What the form holds before validation (the checkbox may still be false). */
export type ContactFormValues = z.input<typeof contactInputSchema>;

export const appointmentInputSchema = z.object({
  ...leadFields,
  company: optionalText(),
  /** A day on the office's calendar ('YYYY-MM-DD'); the form offers the next working days (appointment.ts). */
  preferredDate: optionalText(40).refine((value) => value === undefined || isCalendarDate(value), MESSAGES.appointmentDateInvalid),
  /** 'mañana', 'tarde' or a time 'HH:MM'. */
  preferredTime: optionalText(40).refine(
    (value) => value === undefined || (APPOINTMENT_BANDS as readonly string[]).includes(value) || isTimeOfDay(value),
    MESSAGES.preferredTimeInvalid,
  ),
});
export type AppointmentInput = z.infer<typeof appointmentInputSchema>;
export type AppointmentFormValues = z.input<typeof appointmentInputSchema>;
