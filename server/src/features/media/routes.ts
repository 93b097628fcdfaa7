import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { isMediaKey } from './keys.js';
import { mediaResponse, parseWidth } from './service.js';

/** Keys carry a content hash and are never reused, so any response may be kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** SVG is a document: even a sanitised one is shown with nothing allowed to run or load. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** GET /media/:key[?w=320|640|960|1280|1920] (ARCHITECTURE §Media). */
export function mediaRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/:key', async (req, res) => {
    const key = req.params.key;
    const width = parseWidth(req.query.w);
    if (!isMediaKey(key)) throw notFound();
    const answer = await mediaResponse(deps, key, {
      width,
      accept: req.get('accept'),
      isFresh: (etag) => {
        res.setHeader('ETag', etag);
        return req.fresh;
      },
    });
    if (!answer) {
      res.removeHeader('ETag');
      throw notFound();
    }
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('ETag', answer.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (answer.varies) res.vary('Accept');
    if (answer.isSvg) res.setHeader('Content-Security-Policy', SVG_CSP);
    res.type(answer.mime);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', String(answer.body.length));
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  });
  return router;
}
