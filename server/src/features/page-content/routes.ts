import { pageContentEnglishSchema, pageContentSchema } from '@casa/core';
import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { markPublic } from '../../http/cache-control.js';
import { auditRequest } from '../../audit/index.js';
import { englishOf } from '../../http/english-field.js';
import { parseOrThrow } from '../../http/errors.js';
import { requireRole } from '../../http/request-user.js';
import { getPageContent, listHeroPhotos, savePageContent } from './service.js';

/** /api/page-content: the public pages' texts (anyone, kept by the read cache); admins and editors replace them whole. */
export function pageContentRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    markPublic(res).json(await getPageContent(deps));
  });

  router.put('/', requireRole('admin', 'editor'), async (req, res) => {
    // The English texts (docs/decisions/0026-english-site.md) are checked first, for messages in
    // Spanish; a save without them (an older admin) keeps the ones saved.
    const en = englishOf(pageContentEnglishSchema, req.body) ?? (await getPageContent(deps)).en;
    const content = parseOrThrow(pageContentSchema, { ...((req.body ?? {}) as object), en });
    const user = req.user as NonNullable<typeof req.user>;
    const saved = await savePageContent(deps, content, { id: user.id, username: user.username });
    await auditRequest(deps, req, 'page_content.update', 'Páginas');
    res.json(saved);
  });

  router.get('/photos', requireRole('admin', 'editor'), async (_req, res) => {
    res.json({ items: await listHeroPhotos(deps) });
  });

  return router;
}
