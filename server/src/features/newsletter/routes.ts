import { Router } from 'express';
import { MESSAGES, NEWSLETTER_HONEYPOT_FIELD, newsletterInputSchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { parseOrThrow } from '../../http/errors.js';
import { subscribe } from './repo.js';

export function newsletterRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const input = parseOrThrow(newsletterInputSchema, req.body);
    // CASE: the hidden field is filled: a bot. Answer like a success and store nothing.
    // CASE: the address is already subscribed: the same answer, so nobody learns who is on the list.
    if (!input[NEWSLETTER_HONEYPOT_FIELD]) {
      await subscribe(deps.db, { email: input.EMAIL.toLowerCase(), firstName: input.FNAME ?? null });
    }
    res.status(201).json({ message: MESSAGES.newsletterThanks });
  });
  return router;
}
