import { z } from 'zod';
import { LENGTHS, LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { leadSourceInputSchema } from './lead-source.js';
import { divisionField, emailField, HONEYPOT_FIELD, honeypotField, optionalText, requiredText } from './fields.js';

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
};

export const contactInputSchema = z.object(leadFields);
export type ContactInput = z.infer<typeof contactInputSchema>;
/** What the form holds before validation (the checkbox may still be false). */
export type ContactFormValues = z.input<typeof contactInputSchema>;

export const appointmentInputSchema = z.object({
  ...leadFields,
  company: optionalText(),
  preferredDate: optionalText(40),
  preferredTime: optionalText(40),
});
export type AppointmentInput = z.infer<typeof appointmentInputSchema>;
export type AppointmentFormValues = z.input<typeof appointmentInputSchema>;
