import { Router } from 'express';
import type { AppDeps } from '../deps.js';

// Placeholder: replaced by the apps/web build serving, per-route <head>, sitemap and robots.
export function webRoutes(_deps: AppDeps): Router {
  return Router();
}
