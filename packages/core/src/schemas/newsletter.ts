import { z } from 'zod';
import { emailField, HONEYPOT_FIELD, honeypotField, optionalText } from './fields.js';

export const newsletterInputSchema = z.object({
  EMAIL: emailField,
  FNAME: optionalText(),
  [HONEYPOT_FIELD]: honeypotField,
});
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;
