import { HISTORY_MESSAGES, type HistoryUser, MESSAGES, SINGLETON_HISTORY_ID, type SiteSettings, siteSettingsSchema } from '@casa/core';
import type { Knex } from 'knex';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { publicContentChanged } from '../../cache/index.js';
import { readToleranceLogger } from '../../db/rows.js';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { recordVersion } from '../../history/index.js';
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

/** The history of the settings is the one record SINGLETON_HISTORY_ID of type 'settings'. */
async function recordSettings(
  deps: AppDeps,
  trx: Knex.Transaction,
  value: SiteSettings,
  before: string,
  user: HistoryUser | null,
  action: 'update' | 'restore',
): Promise<void> {
  const previous = parseStored(deps, before, 'current') ?? DEFAULT_SITE_SETTINGS;
  await recordVersion(trx, { type: 'settings', id: SINGLETON_HISTORY_ID, value, before: previous, user, action, at: deps.now() });
}

/**
 * Saves the whole settings object (already validated), as a new version of the history
 * (docs/decisions/0021-history-and-activity.md); the version it replaces is also kept for undo.
 */
export async function saveSettings(deps: AppDeps, settings: SiteSettings, user: HistoryUser | null): Promise<SiteSettings> {
  const saved = await deps.db.transaction(async (trx) => {
    const stored = await readSettingsForUpdate(trx);
    // CASE: never saved before: the version being replaced is the defaults the site was showing.
    const previous = stored.current ?? JSON.stringify(DEFAULT_SITE_SETTINGS);
    await writeSettings(trx, { current: JSON.stringify(settings), previous, updatedBy: user?.username ?? '' }, deps.now());
    await recordSettings(deps, trx, settings, previous, user, 'update');
    // Every server-rendered page shows settings: the read cache drops them with this commit.
    await publicContentChanged(trx);
    return settings;
  });
  return saved;
}

/**
 * 'Deshacer último cambio': the previous version becomes current (a restore in the history), and the
 * one it replaces becomes previous, so an undo by mistake is undone the same way
 * (docs/decisions/0011-site-settings.md).
 */
export async function undoSettings(deps: AppDeps, user: HistoryUser | null): Promise<SiteSettings> {
  const restored = await deps.db.transaction(async (trx) => {
    const stored = await readSettingsForUpdate(trx);
    const previous = parseStored(deps, stored.previous, 'previous');
    if (previous === null) throw new HttpError(409, MESSAGES.settingsNothingToUndo);
    const current = stored.current ?? JSON.stringify(DEFAULT_SITE_SETTINGS);
    await writeSettings(trx, { current: JSON.stringify(previous), previous: current, updatedBy: user?.username ?? '' }, deps.now());
    await recordSettings(deps, trx, previous, current, user, 'restore');
    await publicContentChanged(trx);
    return previous;
  });
  return restored;
}

/** A saved version written back as the settings, in the history's transaction (through app.ts). */
export async function restoreSettings(
  deps: AppDeps,
  trx: Knex.Transaction,
  _id: number,
  value: unknown,
  user: HistoryUser | null,
): Promise<void> {
  const result = siteSettingsSchema.safeParse(value);
  if (!result.success) throw new HttpError(409, HISTORY_MESSAGES.versionUnreadable);
  const stored = await readSettingsForUpdate(trx);
  const current = stored.current ?? JSON.stringify(DEFAULT_SITE_SETTINGS);
  await writeSettings(trx, { current: JSON.stringify(result.data), previous: current, updatedBy: user?.username ?? '' }, deps.now());
  await recordSettings(deps, trx, result.data, current, user, 'restore');
  await publicContentChanged(trx);
}
