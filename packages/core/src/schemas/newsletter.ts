import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { emailField, optionalText } from './fields.js';

/** The hidden field a person never fills; bots do. */
export const NEWSLETTER_HONEYPOT_FIELD = 'website';

export const newsletterInputSchema = z.object({
  EMAIL: emailField,
  FNAME: optionalText(),
  [NEWSLETTER_HONEYPOT_FIELD]: z.string().max(500, MESSAGES.tooLong(500)).optional(),
});
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;
