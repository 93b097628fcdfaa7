import { Router } from 'express';
import { MESSAGES, projectInputSchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { HttpError, parseOrThrow } from '../../http/errors.js';
import { parseDivision, parseId } from '../../http/params.js';
import { requireSignedIn } from '../../http/request-user.js';
import { filesOf, uploadFiles } from '../media/upload.js';
import { uploadBudget } from '../media/upload-budget.js';
import {
  createProject,
  deleteProject,
  getProject,
  listAllProjects,
  listPublicProjects,
  type ProjectFiles,
  updateProject,
} from './service.js';

function projectFiles(files: unknown): ProjectFiles {
  return { images: filesOf(files, 'images'), heroImage: filesOf(files, 'heroImage')[0] ?? null };
}

/** /api/projects (docs/product.md §7); rules live in service.ts. */
export function projectRoutes(deps: AppDeps): Router {
  const router = Router();
  const upload = uploadFiles(uploadBudget(deps.config), [
    { name: 'images', maxCount: 20 },
    { name: 'heroImage', maxCount: 1 },
  ]);

  router.get('/', async (req, res) => {
    if (req.query.division === undefined) {
      // The whole list (both divisions) is the admin dashboard's.
      if (!req.user) throw new HttpError(401, MESSAGES.unauthenticated);
      res.json(await listAllProjects(deps));
      return;
    }
    res.json(await listPublicProjects(deps, parseDivision(req.query.division)));
  });

  router.get('/:id', async (req, res) => {
    // Signed-in staff may open a draft (the edit form); visitors get 404 for it.
    res.json(await getProject(deps, parseId(req.params.id, MESSAGES.projectNotFoundApi), { includeDrafts: Boolean(req.user) }));
  });

  router.post('/', requireSignedIn, upload, async (req, res) => {
    const input = parseOrThrow(projectInputSchema, req.body ?? {});
    res.status(201).json(await createProject(deps, input, projectFiles(req.files)));
  });

  router.put('/:id', requireSignedIn, upload, async (req, res) => {
    const id = parseId(req.params.id, MESSAGES.projectNotFoundApi);
    const input = parseOrThrow(projectInputSchema, req.body ?? {});
    res.json(await updateProject(deps, id, input, projectFiles(req.files)));
  });

  router.delete('/:id', requireSignedIn, async (req, res) => {
    await deleteProject(deps, parseId(req.params.id, MESSAGES.projectNotFoundApi));
    res.status(204).end();
  });

  return router;
}
