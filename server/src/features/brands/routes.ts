import { Router } from 'express';
import { brandEnglishSchema, brandInputSchema, MESSAGES } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { markPublic } from '../../http/cache-control.js';
import { englishOf } from '../../http/english-field.js';
import { parseOrThrow } from '../../http/errors.js';
import { parseDivision, parseId } from '../../http/params.js';
import { requireSignedIn } from '../../http/request-user.js';
import { filesOf, uploadFiles } from '../../media/upload.js';
import { auditRequest, requestUser } from '../../audit/index.js';
import { type BrandForm, createBrand, deleteBrand, listBrands, updateBrand } from './service.js';

/** The form's Spanish fields and, when sent, its `en` field (JSON text of the English texts). */
function brandForm(body: unknown): BrandForm {
  const input = parseOrThrow(brandInputSchema, body ?? {});
  const en = englishOf(brandEnglishSchema, body);
  return en ? { ...input, en } : input;
}

/** /api/brands (docs/product.md §7); rules live in service.ts. */
export function brandRoutes(deps: AppDeps): Router {
  const router = Router();
  const upload = uploadFiles(deps.config, [{ name: 'logo', maxCount: 1 }], MESSAGES.logoType);

  router.get('/', async (req, res) => {
    const division = req.query.division === undefined ? undefined : parseDivision(req.query.division);
    // Visitors see active brands only; a signed-in admin also gets the inactive ones.
    const brands = await listBrands(deps, { division, includeInactive: Boolean(req.user) && division === undefined });
    (req.user ? res : markPublic(res)).json(brands);
  });

  router.post('/', requireSignedIn, upload, async (req, res) => {
    const input = brandForm(req.body);
    const saved = await createBrand(deps, input, filesOf(req.files, 'logo')[0] ?? null, requestUser(req));
    await auditRequest(deps, req, 'brand.create', brandTarget(saved));
    res.status(201).json(saved);
  });

  router.put('/:id', requireSignedIn, upload, async (req, res) => {
    const id = parseId(req.params.id, MESSAGES.brandNotFoundApi);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const input = brandForm(body);
    const isActiveGiven = body.isActive !== undefined && body.isActive !== '';
    const saved = await updateBrand(deps, id, input, filesOf(req.files, 'logo')[0] ?? null, { isActiveGiven }, requestUser(req));
    await auditRequest(deps, req, 'brand.update', brandTarget(saved));
    res.json(saved);
  });

  router.delete('/:id', requireSignedIn, async (req, res) => {
    const deleted = await deleteBrand(deps, parseId(req.params.id, MESSAGES.brandNotFoundApi), requestUser(req));
    await auditRequest(deps, req, 'brand.delete', brandTarget(deleted));
    res.status(204).end();
  });

  return router;
}

/** How 'Actividad' names a brand: 'Marca 3 «Steelcase»'. */
export const brandTarget = (brand: { id: number; name: string }) => `Marca ${brand.id} «${brand.name}»`;
