import {
  type Division,
  HISTORY_MESSAGES,
  type HistoryUser,
  MESSAGES,
  type ProjectBrandRef,
  type ProjectEnglish,
  type ProjectFacets,
  type ProjectInput,
  type ProjectListQuery,
  parseDevelopmentProcess,
  parseKeyFeatures,
  parseProjectBrands,
  toList,
} from '@casa/core';
import type { Knex } from 'knex';
import { publicContentChanged } from '../../cache/index.js';
import { brandRefs } from '../../db/project-brands.js';
import { readToleranceLogger } from '../../db/rows.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { recordVersion } from '../../history/index.js';
import { mediaKeyFromUrl } from '../../media/keys.js';
import { deleteOwnedMedia, insertMedia, type MediaOwner } from '../../media/repo.js';
import { type PreparedMedia, prepareUploads, type UploadedFile } from '../../media/service.js';
import { uploadBudget } from '../../media/upload-budget.js';
import { englishOfRow } from './english.js';
import {
  deleteProject as deleteProjectRow,
  findProject,
  insertProject,
  listProjectPage,
  insertProjectWithId,
  listProjects,
  type ProjectCardJson,
  projectFacets,
  type ProjectJson,
  type ProjectValues,
  updateProject as updateProjectRow,
} from './repo.js';

/**
 * A project form as the routes read it: the Spanish fields, and the English texts when the form
 * sent them (docs/decisions/0026-english-site.md): absent on a create is no English text yet,
 * absent on an edit keeps the English texts as they are. Sent, they replace the English texts whole.
 */
export type ProjectForm = ProjectInput & { en?: ProjectEnglish };

export interface ProjectFiles {
  images: readonly UploadedFile[];
  heroImage: UploadedFile | null;
}

const owner = (id: number): MediaOwner => ({ type: 'project', id });

/** A division's published projects, newest first: what visitors see (drafts never). */
export async function listPublicProjects(deps: AppDeps, division: Division): Promise<ProjectJson[]> {
  return listProjects(deps.db, readToleranceLogger(deps.log), { division, publishedOnly: true });
}

/** Every published project, both divisions (the sitemap). */
export async function listPublishedProjects(deps: AppDeps): Promise<ProjectJson[]> {
  return listProjects(deps.db, readToleranceLogger(deps.log), { publishedOnly: true });
}

/** A paged list answer (docs/decisions/0025-project-pages.md). */
export interface ProjectPageJson {
  items: ProjectCardJson[];
  total: number;
  page: number;
  pageSize: number;
  /** What the public page's filters offer (the division's published projects); null on the staff list. */
  facets: ProjectFacets | null;
}

/**
 * One page of a division's published projects (both divisions when null), with the filters' values.
 * `sort: 'featured'` puts those marked 'Destacado' first and leaves the filters' values out: the
 * division home's read of its two featured projects.
 */
export async function listPublicProjectPage(
  deps: AppDeps,
  division: Division | null,
  query: Pick<ProjectListQuery, 'page' | 'pageSize' | 'type' | 'year' | 'location' | 'q' | 'sort'>,
): Promise<ProjectPageJson> {
  const log = readToleranceLogger(deps.log);
  const base = { division, publishedOnly: true };
  const featuredFirst = query.sort === 'featured';
  const [{ items, total }, facets] = await Promise.all([
    listProjectPage(
      deps.db,
      log,
      { ...base, type: query.type, year: query.year, location: query.location, q: query.q },
      query.page,
      query.pageSize,
      { featuredFirst },
    ),
    featuredFirst ? null : projectFacets(deps.db, base),
  ]);
  return { items, total, page: query.page, pageSize: query.pageSize, facets };
}

/** One page of every project, drafts included, searched and filtered: the admin dashboard's. */
export async function listAllProjectPage(deps: AppDeps, query: ProjectListQuery): Promise<ProjectPageJson> {
  const { items, total } = await listProjectPage(
    deps.db,
    readToleranceLogger(deps.log),
    {
      division: query.division,
      status: query.status,
      featured: query.featured,
      type: query.type,
      year: query.year,
      location: query.location,
      q: query.q,
    },
    query.page,
    query.pageSize,
  );
  return { items, total, page: query.page, pageSize: query.pageSize, facets: null };
}

/** Every project, drafts included: the admin dashboard's. */
export async function listAllProjects(deps: AppDeps): Promise<ProjectJson[]> {
  return listProjects(deps.db, readToleranceLogger(deps.log));
}

/** One project. A draft is answered only when `includeDrafts` (someone signed in); anyone else gets the same 404 as for no project. */
export async function getProject(
  deps: AppDeps,
  id: number,
  { includeDrafts = false }: { includeDrafts?: boolean } = {},
): Promise<ProjectJson> {
  const project = await findProject(deps.db, id, readToleranceLogger(deps.log));
  if (!project || (project.status === 'draft' && !includeDrafts)) throw notFound(MESSAGES.projectNotFoundApi);
  return project;
}

function altsCountError() {
  return badRequest(MESSAGES.imageAltsCount, { imageAlts: [MESSAGES.imageAltsCount] });
}

function baseValues(
  input: ProjectInput,
  brands: ProjectBrandRef[],
): Omit<ProjectValues, 'imageUrls' | 'imageAlts' | 'heroImageUrl' | 'status' | 'featured'> {
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
  const brands = await brandRefs(deps.db, input.brands);
  const budget = uploadBudget(deps.config);
  const images = await prepareUploads(files.images, { budget });
  const [hero] = files.heroImage ? await prepareUploads([files.heroImage], { budget }) : [];
  return { brands, images, hero: hero ?? null };
}

function mediaOf(images: PreparedMedia[], hero: PreparedMedia | null): PreparedMedia[] {
  return hero ? [...images, hero] : images;
}

/**
 * A new project is published and not featured unless the form says otherwise; its gallery is the
 * uploads in the order sent, imageAlts (when sent) one text per upload.
 */
export async function createProject(
  deps: AppDeps,
  input: ProjectForm,
  files: ProjectFiles,
  user: HistoryUser | null = null,
): Promise<ProjectJson> {
  if (files.images.length === 0) throw badRequest(MESSAGES.imageRequired, { images: [MESSAGES.imageRequired] });
  if (input.imageAlts && input.imageAlts.length !== files.images.length) throw altsCountError();
  const { brands, images, hero } = await prepare(deps, input, files);
  const log = readToleranceLogger(deps.log);
  // One transaction: the row and its images are saved together or not at all.
  return deps.db.transaction(async (trx) => {
    const id = await insertProject(
      trx,
      {
        ...baseValues(input, brands),
        imageUrls: images.map((image) => image.url),
        imageAlts: images.map((_, index) => input.imageAlts?.[index] ?? ''),
        heroImageUrl: hero?.url ?? null,
        status: input.status ?? 'published',
        featured: input.featured ?? false,
        en: englishOfRow(input.en ?? {}, images.length, log),
      },
      deps.now(),
    );
    await insertMedia(trx, mediaOf(images, hero), owner(id));
    await publicContentChanged(trx);
    const saved = await findProject(trx, id, log);
    if (!saved) throw new Error(`project ${id} vanished inside its own transaction`);
    await recordVersion(trx, { type: 'project', id, value: saved, user, action: 'create', at: deps.now() });
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

interface GalleryEntry {
  url: string;
  alt: string;
  /** The English alternative text, which follows its image as the Spanish one does. */
  enAlt: string;
}

/**
 * The gallery after a PUT: `existingImageUrls` in the order sent, then the new uploads, each with
 * its text from `imageAlts` (same order) or, when imageAlts is not sent, the text it had before.
 * Only URLs that already belong to this project are kept (never another project's images), each once.
 */
function galleryAfterUpdate(current: ProjectJson, input: ProjectForm, uploads: readonly PreparedMedia[]): GalleryEntry[] {
  const before = new Map(current.imageUrls.map((url, index) => [url, current.imageAlts[index] ?? '']));
  const enBefore = new Map(current.imageUrls.map((url, index) => [url, current.en.imageAlts[index] ?? '']));
  const enAlts = input.en?.imageAlts;
  const sent = input.existingImageUrls ?? [];
  const entries: GalleryEntry[] = [];
  const seen = new Set<string>();
  sent.forEach((url, index) => {
    const previous = before.get(url);
    if (previous === undefined || seen.has(url)) return;
    seen.add(url);
    entries.push({
      url,
      alt: input.imageAlts ? (input.imageAlts[index] ?? '') : previous,
      enAlt: enAlts ? (enAlts[index] ?? '') : (enBefore.get(url) ?? ''),
    });
  });
  uploads.forEach((image, index) =>
    entries.push({ url: image.url, alt: input.imageAlts?.[sent.length + index] ?? '', enAlt: enAlts?.[sent.length + index] ?? '' }),
  );
  return entries;
}

/**
 * PUT: the gallery order is `existingImageUrls` followed by the new uploads, the first being the
 * cover. Status and 'Destacado' stay as they were when not sent, so an older client never
 * publishes a draft by editing it. Images no longer used are deleted with the update, in the
 * same transaction.
 */
export async function updateProject(
  deps: AppDeps,
  id: number,
  input: ProjectForm,
  files: ProjectFiles,
  user: HistoryUser | null = null,
): Promise<ProjectJson> {
  const log = readToleranceLogger(deps.log);
  if (!(await findProject(deps.db, id, log))) throw notFound(MESSAGES.projectNotFoundApi);
  if (input.imageAlts && input.imageAlts.length !== (input.existingImageUrls?.length ?? 0) + files.images.length) throw altsCountError();
  const { brands, images, hero } = await prepare(deps, input, files);
  return deps.db.transaction(async (trx) => {
    const current = await findProject(trx, id, log);
    if (!current) throw notFound(MESSAGES.projectNotFoundApi);
    const gallery = galleryAfterUpdate(current, input, images);
    const imageUrls = gallery.map((entry) => entry.url);
    const heroImageUrl = hero?.url ?? current.heroImageUrl;
    await updateProjectRow(
      trx,
      id,
      {
        ...baseValues(input, brands),
        imageUrls,
        imageAlts: gallery.map((entry) => entry.alt),
        heroImageUrl,
        status: input.status ?? current.status,
        featured: input.featured ?? current.featured,
        en: { ...(input.en ?? current.en), imageAlts: gallery.map((entry) => entry.enAlt) },
      },
      deps.now(),
    );
    await insertMedia(trx, mediaOf(images, hero), owner(id));
    const saved = await findProject(trx, id, log);
    if (!saved) throw new Error(`project ${id} vanished inside its own transaction`);
    // Before the images go: the versions name them, so they stay for a restore.
    await recordVersion(trx, { type: 'project', id, value: saved, before: current, user, action: 'update', at: deps.now() });
    const stillUsed = keysOf([...imageUrls, heroImageUrl]);
    const unused = [...keysOf([...current.imageUrls, current.heroImageUrl])].filter((key) => !stillUsed.has(key));
    await deleteOwnedMedia(trx, owner(id), unused);
    await publicContentChanged(trx);
    return saved;
  });
}

/** Deletes the project; its last value stays in the history (with its images) for a restore. Answers what was deleted. */
export async function deleteProject(deps: AppDeps, id: number, user: HistoryUser | null = null): Promise<ProjectJson> {
  return deps.db.transaction(async (trx) => {
    const current = await findProject(trx, id, readToleranceLogger(deps.log));
    if (!current || !(await deleteProjectRow(trx, id))) throw notFound(MESSAGES.projectNotFoundApi);
    await recordVersion(trx, { type: 'project', id, value: current, user, action: 'delete', at: deps.now() });
    await deleteOwnedMedia(trx, owner(id));
    await publicContentChanged(trx);
    return current;
  });
}

/**
 * A saved version written back as it was, in the history's transaction (features/history asks for
 * it through app.ts): over the project when it exists, else as the project again under its own id,
 * with the images the version names (kept by media/repo.ts while a version names them).
 */
export async function restoreProject(
  deps: AppDeps,
  trx: Knex.Transaction,
  id: number,
  value: unknown,
  user: HistoryUser | null,
): Promise<void> {
  const log = readToleranceLogger(deps.log);
  const values = projectValuesOf(value, log);
  if (!values) throw new HttpError(409, HISTORY_MESSAGES.versionUnreadable);
  const current = await findProject(trx, id, log);
  if (current) await updateProjectRow(trx, id, values, deps.now());
  else {
    const createdAt =
      typeof (value as { createdAt?: unknown }).createdAt === 'string' ? new Date((value as { createdAt: string }).createdAt) : deps.now();
    await insertProjectWithId(trx, id, values, Number.isNaN(createdAt.getTime()) ? deps.now() : createdAt, deps.now());
  }
  const saved = await findProject(trx, id, log);
  if (!saved) throw new Error(`project ${id} vanished inside its own transaction`);
  await recordVersion(trx, { type: 'project', id, value: saved, before: current, user, action: 'restore', at: deps.now() });
  if (current) {
    const stillUsed = keysOf([...saved.imageUrls, saved.heroImageUrl]);
    await deleteOwnedMedia(
      trx,
      owner(id),
      [...keysOf([...current.imageUrls, current.heroImageUrl])].filter((key) => !stillUsed.has(key)),
    );
  }
  await publicContentChanged(trx);
}

/** A stored version read with the same tolerance as a row; null when it is not a project at all. */
function projectValuesOf(value: unknown, log: ReturnType<typeof readToleranceLogger>): ProjectValues | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field : null);
  const name = text(v.name);
  const division = text(v.division);
  if (!name || (division !== 'corporativo' && division !== 'hospitality')) return null;
  const imageUrls = toList(v.imageUrls, 'imageUrls', log).filter((url): url is string => typeof url === 'string' && url !== '');
  const alts = toList(v.imageAlts, 'imageAlts', log).map((alt) => (typeof alt === 'string' ? alt : ''));
  return {
    name,
    year: typeof v.year === 'number' ? v.year : Number(v.year) || new Date().getFullYear(),
    location: text(v.location) ?? '',
    division,
    projectType: text(v.projectType) ?? '',
    scope: text(v.scope) ?? '',
    description: text(v.description),
    heroTitle: text(v.heroTitle),
    heroSubtitle: text(v.heroSubtitle),
    heroImageUrl: text(v.heroImageUrl),
    imageUrls,
    imageAlts: imageUrls.map((_, index) => alts[index] ?? ''),
    brands: parseProjectBrands(v.brands, log),
    keyFeatures: parseKeyFeatures(v.keyFeatures, log),
    developmentProcess: parseDevelopmentProcess(v.developmentProcess, log),
    status: v.status === 'draft' ? 'draft' : 'published',
    featured: v.featured === true,
    // A version saved before the English texts has none: it comes back with none.
    en: englishOfRow(v.en ?? {}, imageUrls.length, log),
  };
}
