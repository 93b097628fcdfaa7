import { MESSAGES, type SiteSettings, siteSettingsSchema } from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { publicContentChanged } from '../../cache/index.js';
import { readToleranceLogger } from '../../db/rows.js';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { readSettings, readSettingsForUpdate, writeSettings } from './repo.js';

/**
 * A stored version as the site can show it. NULL is "never saved" (the defaults); a version that
 * no longer passes the schema (hand-edited, or written by another release) is logged and the
 * defaults are shown rather than a broken page.
 */
function parseStored(deps: AppDeps, raw: string | null, field: string): SiteSettings | null {
  if (raw === null) return null;
  const couldNotRead = (error: unknown) => readToleranceLogger(deps.log)(`site_settings.${field}`, raw, error);
  try {
    const result = siteSettingsSchema.safeParse(JSON.parse(raw));
    if (result.success) return result.data;
    couldNotRead(result.error);
  } catch (error) {
    couldNotRead(error);
  }
  return null;
}

/** What the public site shows now: read from the database on every call, so every process agrees at once. */
export async function getSettings(deps: AppDeps): Promise<SiteSettings> {
  return parseStored(deps, (await readSettings(deps.db)).current, 'current') ?? DEFAULT_SITE_SETTINGS;
}

/**
 * The mailing-list endpoint the newsletter form posts to: the one saved in Configuración, else the
 * NEWSLETTER_URL setting, else none.
 */
export function newsletterUrlOf(deps: AppDeps, settings: SiteSettings): string | null {
  return settings.newsletterUrl || deps.config.newsletterUrl || null;
}

/** Saves the whole settings object (already validated); the version it replaces is kept for undo. */
export async function saveSettings(deps: AppDeps, settings: SiteSettings, username: string): Promise<SiteSettings> {
  const saved = await deps.db.transaction(async (trx) => {
    const stored = await readSettingsForUpdate(trx);
    // CASE: never saved before: the version being replaced is the defaults the site was showing.
    const previous = stored.current ?? JSON.stringify(DEFAULT_SITE_SETTINGS);
    await writeSettings(trx, { current: JSON.stringify(settings), previous, updatedBy: username }, deps.now());
    // Every server-rendered page shows settings: the read cache drops them with this commit.
    await publicContentChanged(trx);
    return settings;
  });
  return saved;
}

/**
 * 'Deshacer último cambio': the previous version becomes current, and the one it replaces becomes
 * previous, so an undo by mistake is undone the same way (docs/decisions/0011-site-settings.md).
 */
export async function undoSettings(deps: AppDeps, username: string): Promise<SiteSettings> {
  const restored = await deps.db.transaction(async (trx) => {
    const stored = await readSettingsForUpdate(trx);
    const previous = parseStored(deps, stored.previous, 'previous');
    if (previous === null) throw new HttpError(409, MESSAGES.settingsNothingToUndo);
    const current = stored.current ?? JSON.stringify(DEFAULT_SITE_SETTINGS);
    await writeSettings(trx, { current: JSON.stringify(previous), previous: current, updatedBy: username }, deps.now());
    await publicContentChanged(trx);
    return previous;
  });
  return restored;
}
