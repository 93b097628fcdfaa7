import type { RequestHandler } from 'express';
import type { Config } from '../config.js';

// Placeholder: replaced by the real cross-site Origin check.
export function originCheck(_config: Config): RequestHandler {
  return (_req, _res, next) => next();
}
