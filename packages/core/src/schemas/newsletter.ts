import { z } from 'zod';
import { emailField, HONEYPOT_FIELD, honeypotField, optionalText } from './fields.js';

/** The hidden field a person never fills; bots do (the same on every public form). */
export const NEWSLETTER_HONEYPOT_FIELD = HONEYPOT_FIELD;

export const newsletterInputSchema = z.object({
  EMAIL: emailField,
  FNAME: optionalText(),
  [HONEYPOT_FIELD]: honeypotField,
});
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;
