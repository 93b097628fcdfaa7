import type { Response } from 'express';

/**
 * An answer that is the same for every visitor: the read cache may keep it and shared caches may
 * store it, revalidating with its ETag each time (docs/decisions/0008-read-cache.md). Never for
 * an answer that depends on who asks (a signed-in staff member sees drafts and inactive brands).
 */
export function markPublic(res: Response): Response {
  return res.set('Cache-Control', 'public, no-cache');
}
