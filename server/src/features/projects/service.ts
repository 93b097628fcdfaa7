import { type Division, MESSAGES, type ProjectBrandRef, type ProjectInput } from '@casa/core';
import { publicContentChanged } from '../../cache/index.js';
import { readToleranceLogger } from '../../db/rows.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import { findBrandsByIds } from '../brands/repo.js';
import { mediaKeyFromUrl } from '../media/keys.js';
import { deleteOwnedMedia, insertMedia, type MediaOwner } from '../media/repo.js';
import { type PreparedMedia, prepareUploads, type UploadedFile } from '../media/service.js';
import { uploadBudget } from '../media/upload-budget.js';
import {
  deleteProject as deleteProjectRow,
  findProject,
  insertProject,
  listProjects,
  type ProjectJson,
  type ProjectValues,
  updateProject as updateProjectRow,
} from './repo.js';

export interface ProjectFiles {
  images: readonly UploadedFile[];
  heroImage: UploadedFile | null;
}

const owner = (id: number): MediaOwner => ({ type: 'project', id });

export async function listPublicProjects(deps: AppDeps, division: Division): Promise<ProjectJson[]> {
  return listProjects(deps.db, readToleranceLogger(deps.log), { division });
}

export async function listAllProjects(deps: AppDeps): Promise<ProjectJson[]> {
  return listProjects(deps.db, readToleranceLogger(deps.log));
}

export async function getProject(deps: AppDeps, id: number): Promise<ProjectJson> {
  const project = await findProject(deps.db, id, readToleranceLogger(deps.log));
  if (!project) throw notFound(MESSAGES.projectNotFoundApi);
  return project;
}

/**
 * Brand ids → the {id, name, logoUrl} copies a project stores, in the order chosen, once each.
 * CASE: an id with no brand (deleted meanwhile, or old data the form cannot show as a checkbox)
 * is dropped rather than refused, so such a project can still be saved.
 */
async function resolveBrands(deps: AppDeps, ids: readonly number[]): Promise<ProjectBrandRef[]> {
  const unique = [...new Set(ids)];
  const found = new Map((await findBrandsByIds(deps.db, unique)).map((brand) => [brand.id, brand]));
  return unique.flatMap((id) => {
    const brand = found.get(id);
    return brand ? [{ id, name: brand.name, logoUrl: brand.logoUrl }] : [];
  });
}

function baseValues(input: ProjectInput, brands: ProjectBrandRef[]): Omit<ProjectValues, 'imageUrls' | 'heroImageUrl'> {
  return {
    name: input.name,
    year: input.year,
    location: input.location,
    division: input.division,
    projectType: input.projectType,
    scope: input.scope,
    description: input.description ?? null,
    heroTitle: input.heroTitle ?? null,
    heroSubtitle: input.heroSubtitle ?? null,
    brands,
    keyFeatures: input.keyFeatures,
    developmentProcess: input.developmentProcess,
  };
}

/** Checks brands and decodes every image before any write, so a refusal writes nothing. */
async function prepare(deps: AppDeps, input: ProjectInput, files: ProjectFiles) {
  const brands = await resolveBrands(deps, input.brands);
  const budget = uploadBudget(deps.config);
  const images = await prepareUploads(files.images, { budget });
  const [hero] = files.heroImage ? await prepareUploads([files.heroImage], { budget }) : [];
  return { brands, images, hero: hero ?? null };
}

function mediaOf(images: PreparedMedia[], hero: PreparedMedia | null): PreparedMedia[] {
  return hero ? [...images, hero] : images;
}

export async function createProject(deps: AppDeps, input: ProjectInput, files: ProjectFiles): Promise<ProjectJson> {
  if (files.images.length === 0) throw badRequest(MESSAGES.imageRequired, { images: [MESSAGES.imageRequired] });
  const { brands, images, hero } = await prepare(deps, input, files);
  const log = readToleranceLogger(deps.log);
  // One transaction: the row and its images are saved together or not at all.
  return deps.db.transaction(async (trx) => {
    const id = await insertProject(
      trx,
      { ...baseValues(input, brands), imageUrls: images.map((image) => image.url), heroImageUrl: hero?.url ?? null },
      deps.now(),
    );
    await insertMedia(trx, mediaOf(images, hero), owner(id));
    await publicContentChanged(trx);
    const saved = await findProject(trx, id, log);
    if (!saved) throw new Error(`project ${id} vanished inside its own transaction`);
    return saved;
  });
}

/** Our media keys among these URLs (stock images and outside links have none). */
function keysOf(urls: readonly (string | null)[]): Set<string> {
  const keys = new Set<string>();
  for (const url of urls) {
    const key = mediaKeyFromUrl(url);
    if (key) keys.add(key);
  }
  return keys;
}

/**
 * PUT keeps, in the order sent, only those `existingImageUrls` that already belong to this
 * project (never another project's images), then appends the new uploads. Images no longer
 * used are deleted with the update, in the same transaction.
 */
export async function updateProject(deps: AppDeps, id: number, input: ProjectInput, files: ProjectFiles): Promise<ProjectJson> {
  const log = readToleranceLogger(deps.log);
  if (!(await findProject(deps.db, id, log))) throw notFound(MESSAGES.projectNotFoundApi);
  const { brands, images, hero } = await prepare(deps, input, files);
  return deps.db.transaction(async (trx) => {
    const current = await findProject(trx, id, log);
    if (!current) throw notFound(MESSAGES.projectNotFoundApi);
    const owned = new Set(current.imageUrls);
    const kept = [...new Set(input.existingImageUrls ?? [])].filter((url) => owned.has(url));
    const imageUrls = [...kept, ...images.map((image) => image.url)];
    const heroImageUrl = hero?.url ?? current.heroImageUrl;
    await updateProjectRow(trx, id, { ...baseValues(input, brands), imageUrls, heroImageUrl }, deps.now());
    await insertMedia(trx, mediaOf(images, hero), owner(id));
    const stillUsed = keysOf([...imageUrls, heroImageUrl]);
    const unused = [...keysOf([...current.imageUrls, current.heroImageUrl])].filter((key) => !stillUsed.has(key));
    await deleteOwnedMedia(trx, owner(id), unused);
    await publicContentChanged(trx);
    const saved = await findProject(trx, id, log);
    if (!saved) throw new Error(`project ${id} vanished inside its own transaction`);
    return saved;
  });
}

export async function deleteProject(deps: AppDeps, id: number): Promise<void> {
  await deps.db.transaction(async (trx) => {
    if (!(await deleteProjectRow(trx, id))) throw notFound(MESSAGES.projectNotFoundApi);
    await deleteOwnedMedia(trx, owner(id));
    await publicContentChanged(trx);
  });
}
