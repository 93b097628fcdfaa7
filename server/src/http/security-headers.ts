import type { RequestHandler } from 'express';
import type { Config } from '../config.js';

// Placeholder: replaced by helmet with the site's CSP.
export function securityHeaders(_config: Config): RequestHandler {
  return (_req, _res, next) => next();
}
