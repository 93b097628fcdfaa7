import { z } from 'zod';
import { emailField, HONEYPOT_FIELD, honeypotField, languageField, optionalText } from './fields.js';

export const newsletterInputSchema = z.object({
  EMAIL: emailField,
  FNAME: optionalText(),
  [HONEYPOT_FIELD]: honeypotField,
  language: languageField,
});
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;
