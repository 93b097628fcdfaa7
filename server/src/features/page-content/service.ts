import {
  type DivisionPages,
  DIVISIONS,
  HISTORY_MESSAGES,
  type HistoryUser,
  MESSAGES,
  type PageContent,
  pageContentEnglishSchema,
  pageContentSchema,
  SINGLETON_HISTORY_ID,
} from '@casa/core';
import { DEFAULT_PAGE_CONTENT, pageContentFrom } from '@casa/core/content';
import { publicContentChanged } from '../../cache/index.js';
import type { Knex } from 'knex';
import { readToleranceLogger } from '../../db/rows.js';
import type { Db } from '../../db/rows.js';
import type { AppDeps } from '../../deps.js';
import { recordVersion } from '../../history/index.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { mediaUrl } from '../../media/keys.js';
import { existingMediaKeys, listPhotoMeta } from '../../media/repo.js';
import { readPageContent, readPageContentForUpdate, writePageContent } from './repo.js';

/** Who saves (the signed-in staff member). */
export interface PageContentAuthor {
  id: number;
  username: string;
}

type HeroField = { [K in keyof DivisionPages]: DivisionPages[K] extends { heroImage: string | null } ? K : never }[keyof DivisionPages];
const HERO_PAGES: readonly HeroField[] = ['home', 'services', 'about', 'projects', 'contact'];

/** Every hero image field of `content` with its path as the form names it ('divisions.corporativo.home.heroImage'). */
function heroImages(content: PageContent): { path: string; key: string | null; clear: () => void }[] {
  return DIVISIONS.flatMap((division) => {
    const pages = content.divisions[division];
    return [
      { path: `divisions.${division}.landing.image`, key: pages.landing.image, clear: () => (pages.landing.image = null) },
      ...HERO_PAGES.map((page) => ({
        path: `divisions.${division}.${page}.heroImage`,
        key: pages[page].heroImage,
        clear: () => (pages[page].heroImage = null),
      })),
    ];
  });
}

/** The hero images of `content` that name no stored image (deleted since, or never uploaded). */
async function missingHeroes(db: Db, content: PageContent): Promise<ReturnType<typeof heroImages>> {
  const chosen = heroImages(content).filter((hero) => hero.key !== null);
  if (chosen.length === 0) return [];
  const existing = await existingMediaKeys(
    db,
    chosen.map((hero) => hero.key as string),
  );
  return chosen.filter((hero) => !existing.has(hero.key as string));
}

/**
 * A stored value read over today's defaults (pageContentFrom), its English texts as they were
 * saved when they pass their schema: the defaults' merge keeps a list's stored items only where
 * the default list has some, and the English lists (legal sections, services) may have none. A
 * value from before the English texts has none, and reads with the English defaults.
 */
function contentOf(stored: unknown): PageContent {
  const content = pageContentFrom(stored);
  const en = stored !== null && typeof stored === 'object' ? (stored as { en?: unknown }).en : undefined;
  const english = en === undefined ? null : pageContentEnglishSchema.safeParse(en);
  return english?.success ? { ...content, en: english.data } : content;
}

/**
 * The stored texts as the site can show them: NULL is "never saved" (the defaults); a value saved
 * by an older release reads with the fields it lacks from the defaults; one that still does not
 * pass the schema (hand-edited) is logged and the defaults are shown rather than a broken page.
 */
function parseStored(deps: AppDeps, raw: string | null): PageContent {
  if (raw === null) return DEFAULT_PAGE_CONTENT;
  const couldNotRead = (error: unknown) => readToleranceLogger(deps.log)('page_content.current', raw, error);
  try {
    const result = pageContentSchema.safeParse(contentOf(JSON.parse(raw)));
    if (result.success) return result.data;
    couldNotRead(result.error);
  } catch (error) {
    couldNotRead(error);
  }
  return DEFAULT_PAGE_CONTENT;
}

/**
 * What the public pages show now, read on every call so every process agrees at once. A hero
 * image deleted since (its project or brand was deleted) shows the stock photo again.
 */
export async function getPageContent(deps: AppDeps): Promise<PageContent> {
  const content = parseStored(deps, (await readPageContent(deps.db)).current);
  const missing = await missingHeroes(deps.db, content);
  if (missing.length === 0) return content;
  // The stored value may be the shared defaults: the photos that are gone are cleared on a copy.
  const gone = new Set(missing.map((hero) => hero.key));
  const shown = structuredClone(content);
  for (const hero of heroImages(shown)) if (hero.key !== null && gone.has(hero.key)) hero.clear();
  return shown;
}

/**
 * Writes the whole texts (already validated by pageContentSchema) inside `trx`: every hero image
 * must name a stored image, or a 400 names the fields. Drops the read cache with the commit.
 * Answers the version it replaced (null: never saved), for whoever keeps the history of changes.
 */
export async function writePageContentIn(
  trx: Db,
  deps: AppDeps,
  content: PageContent,
  author: PageContentAuthor,
): Promise<PageContent | null> {
  const stored = await readPageContentForUpdate(trx);
  const missing = await missingHeroes(trx, content);
  if (missing.length > 0) {
    throw badRequest(
      MESSAGES.pageContentImageMissing,
      Object.fromEntries(missing.map((hero) => [hero.path, [MESSAGES.pageContentImageMissing]])),
    );
  }
  await writePageContent(trx, JSON.stringify(content), author.username, deps.now());
  // Every server-rendered page shows these texts: the read cache drops them with this commit.
  await publicContentChanged(trx);
  return stored.current === null ? null : parseStored(deps, stored.current);
}

/** Writes the texts and records them as a version of their history, in `trx`. */
async function writeAsVersion(
  trx: Knex.Transaction,
  deps: AppDeps,
  content: PageContent,
  user: HistoryUser | null,
  action: 'update' | 'restore',
): Promise<void> {
  const previous = await writePageContentIn(trx, deps, content, user ?? { id: 0, username: '' });
  await recordVersion(trx, {
    type: 'page-content',
    id: SINGLETON_HISTORY_ID,
    value: content,
    // Never saved: what the site showed was the defaults.
    before: previous ?? DEFAULT_PAGE_CONTENT,
    user,
    action,
    at: deps.now(),
  });
}

/**
 * Saves the whole texts of the Páginas screen in one transaction, as a new version of their
 * history (docs/decisions/0021-history-and-activity.md); the next request shows them.
 */
export async function savePageContent(deps: AppDeps, content: PageContent, author: PageContentAuthor): Promise<PageContent> {
  await deps.db.transaction((trx) => writeAsVersion(trx, deps, content, author, 'update'));
  return content;
}

/**
 * 'Restaurar esta versión' of the page texts (the history's restorer, handed to it by app.ts). A
 * hero photo deleted since the version was saved goes back to the stock photo, as a page shows it.
 */
export async function restorePageContent(
  deps: AppDeps,
  trx: Knex.Transaction,
  _id: number,
  value: unknown,
  user: HistoryUser | null,
): Promise<void> {
  const result = pageContentSchema.safeParse(contentOf(value));
  if (!result.success) throw new HttpError(409, HISTORY_MESSAGES.versionUnreadable);
  const content = result.data;
  for (const hero of await missingHeroes(trx, content)) hero.clear();
  await writeAsVersion(trx, deps, content, user, 'restore');
}

/** The uploaded photos a hero may show, newest first (Páginas' image picker). */
export async function listHeroPhotos(deps: AppDeps): Promise<{ key: string; url: string; width: number | null; height: number | null }[]> {
  const photos = await listPhotoMeta(deps.db, 200);
  return photos.map((photo) => ({ key: photo.key, url: mediaUrl(photo.key), width: photo.width, height: photo.height }));
}
