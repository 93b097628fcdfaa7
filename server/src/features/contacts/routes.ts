import { Router } from 'express';
import { contactInputSchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { parseOrThrow } from '../../http/errors.js';
import { submitLead } from '../leads/service.js';

export function contactRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const contact = parseOrThrow(contactInputSchema, req.body);
    const id = await submitLead(deps, { kind: 'contact', input: contact });
    res.status(201).json({ id });
  });
  return router;
}
