import { Router } from 'express';
import { leadQuerySchema, leadStatusInputSchema, newsletterQuerySchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { parseOrThrow } from '../../http/errors.js';
import { requireSignedIn } from '../auth/middleware.js';
import { fileDate, LEAD_CSV_HEADER, leadCsvRow, sendCsv, SUBSCRIBER_CSV_HEADER, subscriberCsvRow } from './csv.js';
import { allLeads, getLead, allSubscribers, leadsSummary, listLeads, listNewsletter, sendNotification, setLeadStatus } from './service.js';

/** /api/leads: the inbox of contacts and appointments, for every staff member (docs/decisions/0009-leads-inbox-and-mail-outbox.md). */
export function leadRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(requireSignedIn);

  router.get('/', async (req, res) => {
    res.json(await listLeads(deps, parseOrThrow(leadQuerySchema, req.query)));
  });

  router.get('/summary', async (_req, res) => {
    res.json(await leadsSummary(deps));
  });

  router.get('/export.csv', async (req, res) => {
    const leads = await allLeads(deps, parseOrThrow(leadQuerySchema, req.query));
    sendCsv(res, `solicitudes-${fileDate(deps.now())}.csv`, LEAD_CSV_HEADER, leads.map(leadCsvRow));
  });

  // The detail panel opens a lead by its link (/admin?lead=contact-12) even when it is not on the current page.
  router.get('/:id', async (req, res) => {
    res.json(await getLead(deps, req.params.id));
  });

  router.patch('/:id', async (req, res) => {
    const { status } = parseOrThrow(leadStatusInputSchema, req.body ?? {});
    res.json(await setLeadStatus(deps, req.params.id, status, req.user?.username ?? ''));
  });

  router.post('/:id/notification', async (req, res) => {
    res.json(await sendNotification(deps, req.params.id));
  });

  return router;
}

/**
 * Staff-only reads of the newsletter list, mounted on /api/newsletter next to the public sign-up
 * route (which stays in features/newsletter).
 */
export function newsletterAdminRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/subscribers', requireSignedIn, async (req, res) => {
    const { page } = parseOrThrow(newsletterQuerySchema, req.query);
    res.json(await listNewsletter(deps, page));
  });

  router.get('/export.csv', requireSignedIn, async (_req, res) => {
    const subscribers = await allSubscribers(deps);
    sendCsv(res, `boletin-${fileDate(deps.now())}.csv`, SUBSCRIBER_CSV_HEADER, subscribers.map(subscriberCsvRow));
  });

  return router;
}
