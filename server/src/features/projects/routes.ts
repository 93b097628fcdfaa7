import { Router } from 'express';
import { type Division, isDivision, MESSAGES, projectInputSchema } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { badRequest, HttpError, notFound, parseOrThrow } from '../../http/errors.js';
import { requireAdmin } from '../auth/middleware.js';
import { filesOf, uploadFiles } from '../media/upload.js';
import {
  createProject,
  deleteProject,
  getProject,
  listAllProjects,
  listPublicProjects,
  type ProjectFiles,
  updateProject,
} from './service.js';

const MAX_ID = 2_147_483_647;

/** A path id: digits within the integer column's range, else the resource simply is not there. */
export function parseId(value: unknown, message: string): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw notFound(message);
  return id;
}

/** `?division=` must be one of the two divisions; a list or any other value is a 400. */
export function parseDivision(value: unknown): Division {
  if (!isDivision(value)) throw badRequest(MESSAGES.invalidDivision, { division: [MESSAGES.invalidDivision] });
  return value;
}

const upload = uploadFiles([
  { name: 'images', maxCount: 20 },
  { name: 'heroImage', maxCount: 1 },
]);

function projectFiles(files: unknown): ProjectFiles {
  return { images: filesOf(files, 'images'), heroImage: filesOf(files, 'heroImage')[0] ?? null };
}

/** /api/projects (SPEC §7); rules live in service.ts. */
export function projectRoutes(deps: AppDeps): Router {
  const router = Router();

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
    res.json(await getProject(deps, parseId(req.params.id, MESSAGES.projectNotFoundApi)));
  });

  router.post('/', requireAdmin, upload, async (req, res) => {
    const input = parseOrThrow(projectInputSchema, req.body ?? {});
    res.status(201).json(await createProject(deps, input, projectFiles(req.files)));
  });

  router.put('/:id', requireAdmin, upload, async (req, res) => {
    const id = parseId(req.params.id, MESSAGES.projectNotFoundApi);
    const input = parseOrThrow(projectInputSchema, req.body ?? {});
    res.json(await updateProject(deps, id, input, projectFiles(req.files)));
  });

  router.delete('/:id', requireAdmin, async (req, res) => {
    await deleteProject(deps, parseId(req.params.id, MESSAGES.projectNotFoundApi));
    res.status(204).end();
  });

  return router;
}
