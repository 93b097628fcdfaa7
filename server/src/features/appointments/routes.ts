import { Router } from 'express';
import { appointmentInputSchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { parseOrThrow } from '../../http/errors.js';
import { submitLead } from '../leads/service.js';

export function appointmentRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const appointment = parseOrThrow(appointmentInputSchema, req.body);
    const id = await submitLead(deps, { kind: 'appointment', input: appointment });
    res.status(201).json({ id });
  });
  return router;
}
