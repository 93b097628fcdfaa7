import { Router } from 'express';
import {
  appointmentConfirmInputSchema,
  appointmentInputSchema,
  contactInputSchema,
  filledHoneypot,
  leadQuerySchema,
  leadStatsQuerySchema,
  leadStatusInputSchema,
} from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { auditRequest } from '../../audit/index.js';
import { fileDate, sendCsv } from '../../http/csv.js';
import { parseOrThrow } from '../../http/errors.js';
import { formLimit } from '../../http/form-limit.js';
import { requireSignedIn } from '../../http/request-user.js';
import { LEAD_CSV_HEADER, leadCsvRow } from './csv.js';
import { leadStats } from './stats.js';
import {
  allLeads,
  cancelAppointment,
  confirmAppointment,
  getLead,
  leadsSummary,
  listLeads,
  sendNotification,
  setLeadStatus,
  type SettingsReader,
  submitLead,
} from './service.js';

/**
 * POST /api/contacts and /api/appointments: the public forms (docs/product.md §5). Each answers
 * 201 with the lead's number; a bot that filled the hidden field gets the same answer with 0 and
 * nothing is stored.
 */
export function leadFormRoutes(deps: AppDeps, settings?: SettingsReader): Router {
  const router = Router();

  router.post('/contacts', formLimit(deps, 'contact'), async (req, res) => {
    const input = parseOrThrow(contactInputSchema, req.body);
    res.status(201).json({ id: filledHoneypot(input) ? 0 : await submitLead(deps, { kind: 'contact', input }, settings) });
  });

  router.post('/appointments', formLimit(deps, 'appointment'), async (req, res) => {
    const input = parseOrThrow(appointmentInputSchema, req.body);
    res.status(201).json({ id: filledHoneypot(input) ? 0 : await submitLead(deps, { kind: 'appointment', input }, settings) });
  });

  return router;
}

/** /api/leads: the inbox of contacts and appointments, for every staff member (docs/decisions/0009-leads-inbox-and-mail-outbox.md). */
export function leadRoutes(deps: AppDeps, settings?: SettingsReader): Router {
  const router = Router();
  router.use(requireSignedIn);

  router.get('/', async (req, res) => {
    res.json(await listLeads(deps, parseOrThrow(leadQuerySchema, req.query)));
  });

  router.get('/summary', async (_req, res) => {
    res.json(await leadsSummary(deps));
  });

  // 'Resumen', the admin's first screen: every staff member sees it.
  router.get('/stats', async (req, res) => {
    const { weeks } = parseOrThrow(leadStatsQuerySchema, req.query);
    res.json(await leadStats(deps, weeks));
  });

  router.get('/export.csv', async (req, res) => {
    const leads = await allLeads(deps, parseOrThrow(leadQuerySchema, req.query));
    const filename = `solicitudes-${fileDate(deps.now())}.csv`;
    await auditRequest(deps, req, 'leads.export', `${filename} (${leads.length} solicitudes)`);
    sendCsv(res, filename, LEAD_CSV_HEADER, leads.map(leadCsvRow));
  });

  // The detail panel opens a lead by its link (the e-mail's /admin/solicitudes/42, or an older
  // ?lead=contact-12) even when it is not on the current page.
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

  // 'Confirmar cita' / 'Cambiar fecha' and 'Cancelar' in the lead's panel (docs/decisions/0024-appointment-dates-and-visitor-mail.md).
  router.post('/:id/appointment/confirm', async (req, res) => {
    const input = parseOrThrow(appointmentConfirmInputSchema, req.body ?? {});
    res.json(await confirmAppointment(deps, req.params.id, input, settings));
  });

  router.post('/:id/appointment/cancel', async (req, res) => {
    res.json(await cancelAppointment(deps, req.params.id, settings));
  });

  return router;
}
