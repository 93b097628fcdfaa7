import { Router } from 'express';
import { contactInputSchema, filledHoneypot } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { parseOrThrow } from '../../http/errors.js';
import { submitLead } from '../leads/service.js';
import { formLimit } from '../../http/form-limit.js';

export function contactRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/', formLimit(deps, 'contact'), async (req, res) => {
    const contact = parseOrThrow(contactInputSchema, req.body);
    // CASE: the hidden field is filled: a bot. Answer like a success and store nothing.
    if (filledHoneypot(contact)) {
      res.status(201).json({ id: 0 });
      return;
    }
    const id = await submitLead(deps, { kind: 'contact', input: contact });
    res.status(201).json({ id });
  });
  return router;
}
