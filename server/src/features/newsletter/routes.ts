import { Router } from 'express';
import { filledHoneypot, MESSAGES, newsletterInputSchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { parseOrThrow } from '../../http/errors.js';
import { formLimit } from '../../http/form-limit.js';
import { subscribe } from './repo.js';

export function newsletterRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/', formLimit(deps, 'newsletter'), async (req, res) => {
    const input = parseOrThrow(newsletterInputSchema, req.body);
    // CASE: the hidden field is filled: a bot. Answer like a success and store nothing.
    // CASE: the address is already subscribed: the same answer, so nobody learns who is on the list.
    if (!filledHoneypot(input)) {
      await subscribe(deps.db, { email: input.EMAIL.toLowerCase(), firstName: input.FNAME ?? null });
    }
    res.status(201).json({ message: MESSAGES.newsletterThanks });
  });
  return router;
}
