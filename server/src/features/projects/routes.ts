import { Router } from 'express';
import { MESSAGES, projectEnglishSchema, projectInputSchema, projectListQuerySchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { markPublic } from '../../http/cache-control.js';
import { englishOf } from '../../http/english-field.js';
import { parseOrThrow } from '../../http/errors.js';
import { parseDivision, parseId } from '../../http/params.js';
import { requireSignedIn } from '../../http/request-user.js';
import { auditRequest, requestUser } from '../../audit/index.js';
import { filesOf, uploadFiles } from '../../media/upload.js';
import {
  createProject,
  deleteProject,
  getProject,
  listAllProjectPage,
  listAllProjects,
  listPublicProjectPage,
  listPublicProjects,
  type ProjectFiles,
  type ProjectForm,
  updateProject,
} from './service.js';

/** The form's Spanish fields and, when sent, its `en` field (JSON text of the English texts). */
function projectForm(body: unknown): ProjectForm {
  const input = parseOrThrow(projectInputSchema, body ?? {});
  const en = englishOf(projectEnglishSchema, body);
  return en ? { ...input, en } : input;
}

function projectFiles(files: unknown): ProjectFiles {
  return { images: filesOf(files, 'images'), heroImage: filesOf(files, 'heroImage')[0] ?? null };
}

/** /api/projects (docs/product.md §7); rules live in service.ts. */
export function projectRoutes(deps: AppDeps): Router {
  const router = Router();
  const upload = uploadFiles(deps.config, [
    { name: 'images', maxCount: 20 },
    { name: 'heroImage', maxCount: 1 },
  ]);

  router.get('/', async (req, res, next) => {
    // With ?page= it is one page of the public list, of a division or of both
    // (docs/decisions/0025-project-pages.md).
    if (req.query.page !== undefined) {
      const division = req.query.division === undefined ? null : parseDivision(req.query.division);
      const query = parseOrThrow(projectListQuerySchema, { ...req.query, division: undefined, status: undefined, featured: undefined });
      markPublic(res).json(await listPublicProjectPage(deps, division, query));
      return;
    }
    // Without ?division= it is the staff list, as docs/product.md §7 first had it; /all is its own URL.
    if (req.query.division === undefined) return next();
    markPublic(res).json(await listPublicProjects(deps, parseDivision(req.query.division)));
  });

  // Every project of both divisions, drafts included: the admin dashboard's list, whole or, with
  // ?page=, one page searched and filtered on the server.
  router.get(['/', '/all'], requireSignedIn, async (req, res) => {
    if (req.query.page !== undefined) {
      res.json(await listAllProjectPage(deps, parseOrThrow(projectListQuerySchema, req.query)));
      return;
    }
    res.json(await listAllProjects(deps));
  });

  router.get('/:id', async (req, res) => {
    // Signed-in staff may open a draft (the edit form); visitors get 404 for it.
    const project = await getProject(deps, parseId(req.params.id, MESSAGES.projectNotFoundApi), { includeDrafts: Boolean(req.user) });
    (req.user ? res : markPublic(res)).json(project);
  });

  router.post('/', requireSignedIn, upload, async (req, res) => {
    const input = projectForm(req.body);
    const saved = await createProject(deps, input, projectFiles(req.files), requestUser(req));
    await auditRequest(deps, req, 'project.create', projectTarget(saved));
    res.status(201).json(saved);
  });

  router.put('/:id', requireSignedIn, upload, async (req, res) => {
    const id = parseId(req.params.id, MESSAGES.projectNotFoundApi);
    const input = projectForm(req.body);
    const saved = await updateProject(deps, id, input, projectFiles(req.files), requestUser(req));
    await auditRequest(deps, req, 'project.update', projectTarget(saved));
    res.json(saved);
  });

  router.delete('/:id', requireSignedIn, async (req, res) => {
    const deleted = await deleteProject(deps, parseId(req.params.id, MESSAGES.projectNotFoundApi), requestUser(req));
    await auditRequest(deps, req, 'project.delete', projectTarget(deleted));
    res.status(204).end();
  });

  return router;
}

/** How 'Actividad' names a project: 'Proyecto 12 «Hotel Mar»'. */
export const projectTarget = (project: { id: number; name: string }) => `Proyecto ${project.id} «${project.name}»`;
