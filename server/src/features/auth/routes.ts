import { Router } from 'express';
import type { AppDeps } from '../../deps.js';

// Placeholder so the app compiles while this feature is being built; replaced by its owner.
export function authRoutes(_deps: AppDeps): Router {
  return Router();
}
