import { Router } from 'express';
import type { AppDeps } from '../deps.js';
import { notFound } from '../http/errors.js';
import { isMediaKey } from './keys.js';
import { mediaResponse, parseWidth } from './variants.js';

/** Keys carry a content hash and are never reused, so any response may be kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** SVG is a document: even a sanitised one is shown with nothing allowed to run or load. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * RFC 9110 If-None-Match, answered by the origin whatever the request's Cache-Control says
 * (Express's req.fresh treats `no-cache`, which fetch adds to conditional requests, as a miss).
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** GET /media/:key[?w=320|640|960|1280|1920] (docs/architecture.md §Media). */
export function mediaRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/:key', async (req, res) => {
    const key = req.params.key;
    const width = parseWidth(req.query.w);
    if (!isMediaKey(key)) throw notFound();
    const answer = await mediaResponse(deps, key, {
      width,
      accept: req.get('accept'),
      isFresh: (etag) => etagMatches(req.get('if-none-match'), etag),
    });
    if (!answer) throw notFound();
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('ETag', answer.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (answer.varies) res.vary('Accept');
    if (answer.isSvg) res.setHeader('Content-Security-Policy', SVG_CSP);
    res.type(answer.mime);
    if (etagMatches(req.get('if-none-match'), answer.etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', String(answer.body.length));
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  });
  return router;
}
