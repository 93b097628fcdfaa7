import type { RequestHandler } from 'express';
import { MESSAGES } from '@casa/core';
import type { AppDeps } from '../deps.js';
import { clientAddressKey } from './client-address.js';
import { consumePoint, createLimiter } from './rate-limits.js';

export type PublicForm = 'contact' | 'appointment' | 'newsletter';

/**
 * Per-address limit of a public form (docs/decisions/0004-login-throttle.md): FORM_MAX_PER_ADDRESS
 * submissions in FORM_WINDOW_MINUTES, counted atomically in the database before anything else,
 * then 429 with a Spanish message the form shows in its error toast. IPv6 counts by its /64.
 */
export function formLimit(deps: Pick<AppDeps, 'db' | 'config'>, form: PublicForm): RequestHandler {
  const limiter = createLimiter(deps.db, {
    keyPrefix: `form-${form}`,
    points: deps.config.formMaxPerAddress,
    windowMs: deps.config.formWindowMs,
  });
  return async (req, _res, next) => {
    try {
      next((await consumePoint(limiter, clientAddressKey(req.ip), MESSAGES.tooManySubmissions)) ?? undefined);
    } catch (error) {
      next(error);
    }
  };
}
