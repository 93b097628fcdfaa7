import {
  type Brand,
  type BrandEnglish,
  type BrandInput,
  type Division,
  HISTORY_MESSAGES,
  type HistoryUser,
  isDivision,
  MESSAGES,
} from '@casa/core';
import type { Knex } from 'knex';
import { publicContentChanged } from '../../cache/index.js';
import { rewriteProjectBrands } from '../../db/project-brands.js';
import { readToleranceLogger } from '../../db/rows.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { recordVersion } from '../../history/index.js';
import { mediaKeyFromUrl } from '../../media/keys.js';
import { deleteOwnedMedia, insertMedia, type MediaOwner } from '../../media/repo.js';
import { type PreparedMedia, prepareUploads, type UploadedFile } from '../../media/service.js';
import { downloadImage } from '../../media/remote-image.js';
import { uploadBudget } from '../../media/upload-budget.js';
import {
  brandEnglishOf,
  type BrandValues,
  deleteBrand as deleteBrandRow,
  findBrand,
  insertBrand,
  insertBrandWithId,
  listBrands as listBrandRows,
  updateBrand as updateBrandRow,
} from './repo.js';

/** Logos are drawn small; a 1200 px long edge is plenty and keeps every carousel light. */
const LOGO_MAX_EDGE = 1200;

const owner = (id: number): MediaOwner => ({ type: 'brand', id });

export async function listBrands(deps: AppDeps, filter: { division?: Division; includeInactive: boolean }): Promise<Brand[]> {
  return listBrandRows(deps.db, { division: filter.division, activeOnly: !filter.includeInactive });
}

/**
 * The logo to store: the uploaded file, else the image behind an http(s) `logoUrl`, downloaded
 * now and kept as our own media so visitors never depend on the other site (and the page's CSP,
 * which allows only this site's images, holds). null when the logo stays as it is.
 */
async function prepareLogo(deps: AppDeps, uploaded: UploadedFile | null, logoUrl: string | undefined): Promise<PreparedMedia | null> {
  let file = uploaded;
  if (!file && logoUrl && /^https?:\/\//i.test(logoUrl)) {
    file = { fieldname: 'logoUrl', originalname: '', buffer: await downloadImage(deps, logoUrl, 'logoUrl') };
  }
  if (!file) return null;
  const [logo] = await prepareUploads([file], {
    allow: ['svg', 'png', 'jpeg'],
    typeMessage: MESSAGES.logoType,
    maxEdge: LOGO_MAX_EDGE,
    budget: uploadBudget(deps.config),
  });
  return logo ?? null;
}

/**
 * A brand form as the routes read it: the Spanish fields and, when sent, the English texts
 * (docs/decisions/0026-english-site.md): absent on a create is none yet, absent on an edit keeps them.
 */
export type BrandForm = BrandInput & { en?: BrandEnglish };

function values(input: BrandForm, logoUrl: string, isActive: boolean, en: BrandEnglish): BrandValues {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    division: input.division,
    logoUrl,
    websiteUrl: input.websiteUrl ?? null,
    isActive,
    en,
  };
}

/** A new brand needs a logo: an uploaded file (which wins) or a URL. */
export async function createBrand(
  deps: AppDeps,
  input: BrandForm,
  logoFile: UploadedFile | null,
  user: HistoryUser | null = null,
): Promise<Brand> {
  if (!logoFile && !input.logoUrl) throw badRequest(MESSAGES.logoRequired, { logo: [MESSAGES.logoRequired] });
  const logo = await prepareLogo(deps, logoFile, input.logoUrl);
  return deps.db.transaction(async (trx) => {
    const id = await insertBrand(
      trx,
      values(input, logo?.url ?? input.logoUrl ?? '', input.isActive, input.en ?? { description: '' }),
      deps.now(),
    );
    if (logo) await insertMedia(trx, [logo], owner(id));
    await publicContentChanged(trx);
    const saved = await findBrand(trx, id);
    if (!saved) throw new Error(`brand ${id} vanished inside its own transaction`);
    await recordVersion(trx, { type: 'brand', id, value: saved, user, action: 'create', at: deps.now() });
    return saved;
  });
}

/**
 * Replaces the brand's fields. The logo is the new file, else the given URL, else the current
 * one; a logo image no longer used is deleted. `isActive` left out keeps the current value.
 * Projects keep a copy of each brand's name and logo, refreshed here in the same transaction.
 */
export async function updateBrand(
  deps: AppDeps,
  id: number,
  input: BrandForm,
  logoFile: UploadedFile | null,
  options: { isActiveGiven: boolean },
  user: HistoryUser | null = null,
): Promise<Brand> {
  if (!(await findBrand(deps.db, id))) throw notFound(MESSAGES.brandNotFoundApi);
  const logo = await prepareLogo(deps, logoFile, input.logoUrl);
  return deps.db.transaction(async (trx) => {
    const current = await findBrand(trx, id);
    if (!current) throw notFound(MESSAGES.brandNotFoundApi);
    const logoUrl = logo?.url ?? input.logoUrl ?? current.logoUrl;
    const isActive = options.isActiveGiven ? input.isActive : current.isActive;
    await updateBrandRow(trx, id, values(input, logoUrl, isActive, input.en ?? current.en), deps.now());
    if (logo) await insertMedia(trx, [logo], owner(id));
    const updated = await findBrand(trx, id);
    // Before the old logo goes: the versions name it, so it stays for a restore.
    await recordVersion(trx, { type: 'brand', id, value: updated, before: current, user, action: 'update', at: deps.now() });
    const oldKey = mediaKeyFromUrl(current.logoUrl);
    if (oldKey && oldKey !== mediaKeyFromUrl(logoUrl)) await deleteOwnedMedia(trx, owner(id), [oldKey]);
    if (current.name !== input.name || current.logoUrl !== logoUrl) {
      await rewriteProjectBrands(trx, readToleranceLogger(deps.log), (brands) =>
        brands.some((brand) => brand.id === id)
          ? brands.map((brand) => (brand.id === id ? { id, name: input.name, logoUrl } : brand))
          : null,
      );
    }
    await publicContentChanged(trx);
    const saved = await findBrand(trx, id);
    if (!saved) throw new Error(`brand ${id} vanished inside its own transaction`);
    return saved;
  });
}

/**
 * Deletes the brand, its logo image, and its mention in every project; its last value stays in the
 * history (with its logo) for a restore. Answers what was deleted.
 */
export async function deleteBrand(deps: AppDeps, id: number, user: HistoryUser | null = null): Promise<Brand> {
  return deps.db.transaction(async (trx) => {
    const current = await findBrand(trx, id);
    if (!current || !(await deleteBrandRow(trx, id))) throw notFound(MESSAGES.brandNotFoundApi);
    await recordVersion(trx, { type: 'brand', id, value: current, user, action: 'delete', at: deps.now() });
    await deleteOwnedMedia(trx, owner(id));
    await rewriteProjectBrands(trx, readToleranceLogger(deps.log), (brands) =>
      brands.some((brand) => brand.id === id) ? brands.filter((brand) => brand.id !== id) : null,
    );
    await publicContentChanged(trx);
    return current;
  });
}

/**
 * A saved version written back, in the history's transaction (through app.ts): over the brand when
 * it exists (projects showing it get its name and logo again), else as the brand again under its
 * own id. Projects it was removed from by its deletion do not get it back: they were saved since.
 */
export async function restoreBrand(
  deps: AppDeps,
  trx: Knex.Transaction,
  id: number,
  value: unknown,
  user: HistoryUser | null,
): Promise<void> {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field : null);
  const name = text(v.name);
  const division = text(v.division);
  if (!name || !isDivision(division)) {
    throw new HttpError(409, HISTORY_MESSAGES.versionUnreadable);
  }
  const restored: BrandValues = {
    name,
    description: text(v.description) ?? '',
    category: text(v.category) ?? '',
    division,
    logoUrl: text(v.logoUrl) ?? '',
    websiteUrl: text(v.websiteUrl),
    isActive: v.isActive !== false,
    // A version saved before the English texts has none: it comes back with none.
    en: brandEnglishOf(v.en),
  };
  const current = await findBrand(trx, id);
  if (current) await updateBrandRow(trx, id, restored, deps.now());
  else await insertBrandWithId(trx, id, restored, deps.now());
  const saved = await findBrand(trx, id);
  if (!saved) throw new Error(`brand ${id} vanished inside its own transaction`);
  await recordVersion(trx, { type: 'brand', id, value: saved, before: current, user, action: 'restore', at: deps.now() });
  if (current) {
    const oldKey = mediaKeyFromUrl(current.logoUrl);
    if (oldKey && oldKey !== mediaKeyFromUrl(saved.logoUrl)) await deleteOwnedMedia(trx, owner(id), [oldKey]);
    if (current.name !== saved.name || current.logoUrl !== saved.logoUrl) {
      await rewriteProjectBrands(trx, readToleranceLogger(deps.log), (brands) =>
        brands.some((brand) => brand.id === id)
          ? brands.map((brand) => (brand.id === id ? { id, name: saved.name, logoUrl: saved.logoUrl } : brand))
          : null,
      );
    }
  }
  await publicContentChanged(trx);
}
