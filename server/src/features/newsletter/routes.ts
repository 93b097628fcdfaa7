import { Router } from 'express';
import { filledHoneypot, LANG_LABELS, MESSAGES, newsletterInputSchema, newsletterQuerySchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { csvDate, fileDate, sendCsv } from '../../http/csv.js';
import { parseOrThrow } from '../../http/errors.js';
import { formLimit } from '../../http/form-limit.js';
import { requireSignedIn } from '../../http/request-user.js';
import { allSubscribers, listNewsletter, subscribe } from './service.js';

/** 'Idioma': the language of the page the subscriber signed up from, 'español' or 'inglés'. */
const CSV_HEADER = ['Email', 'Nombre', 'Fecha de alta', 'Idioma'];

/**
 * /api/newsletter: the public sign-up (POST), and for staff the Boletín tab's list and its CSV
 * export (docs/decisions/0009-leads-inbox-and-mail-outbox.md).
 */
export function newsletterRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/', formLimit(deps, 'newsletter'), async (req, res) => {
    const input = parseOrThrow(newsletterInputSchema, req.body);
    // CASE: the hidden field is filled: a bot. Answer like a success and store nothing.
    if (!filledHoneypot(input)) await subscribe(deps, input);
    res.status(201).json({ message: MESSAGES.newsletterThanks });
  });

  router.get('/subscribers', requireSignedIn, async (req, res) => {
    const { page } = parseOrThrow(newsletterQuerySchema, req.query);
    res.json(await listNewsletter(deps, page));
  });

  router.get('/export.csv', requireSignedIn, async (_req, res) => {
    const rows = (await allSubscribers(deps)).map((subscriber) => [
      subscriber.email,
      subscriber.firstName,
      csvDate(subscriber.createdAt),
      LANG_LABELS[subscriber.language],
    ]);
    sendCsv(res, `boletin-${fileDate(deps.now())}.csv`, CSV_HEADER, rows);
  });

  return router;
}
