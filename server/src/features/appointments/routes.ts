import { Router } from 'express';
import { appointmentInputSchema, filledHoneypot } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { parseOrThrow } from '../../http/errors.js';
import { submitLead } from '../leads/service.js';
import { formLimit } from '../../http/form-limit.js';

export function appointmentRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/', formLimit(deps, 'appointment'), async (req, res) => {
    const appointment = parseOrThrow(appointmentInputSchema, req.body);
    // CASE: the hidden field is filled: a bot. Answer like a success and store nothing.
    if (filledHoneypot(appointment)) {
      res.status(201).json({ id: 0 });
      return;
    }
    const id = await submitLead(deps, { kind: 'appointment', input: appointment });
    res.status(201).json({ id });
  });
  return router;
}
