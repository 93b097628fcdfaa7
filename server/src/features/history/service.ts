import {
  type AuditAction,
  HISTORY_MESSAGES,
  type HistoryEntry,
  type HistoryRestoreInput,
  type HistoryType,
  type HistoryUser,
  type HistoryVersion,
} from '@casa/core';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps.js';
import { conflict, notFound } from '../../http/errors.js';
import { findVersion, listVersions, lockHistory, newestVersion } from '../../history/index.js';

/**
 * Writes a saved value back as it was, in the history's transaction, and records it as a new
 * version (action 'restore'). Each feature provides its own; app.ts hands them in, since a feature
 * never imports another (docs/architecture.md §Server).
 */
export type Restorer = (deps: AppDeps, trx: Knex.Transaction, id: number, value: unknown, user: HistoryUser | null) => Promise<void>;
export type Restorers = Partial<Record<HistoryType, Restorer>>;

/** The settings' history is for admins only (only admins change them); the rest for every staff member. */
export const ADMIN_ONLY_TYPES: readonly HistoryType[] = ['settings'];

export const RESTORE_AUDIT_ACTION: Record<HistoryType, AuditAction> = {
  project: 'project.restore',
  brand: 'brand.restore',
  settings: 'settings.restore',
  'page-content': 'page_content.restore',
};

const TYPE_LABEL: Record<HistoryType, string> = {
  project: 'Proyecto',
  brand: 'Marca',
  settings: 'Configuración',
  'page-content': 'Páginas',
};

/** How 'Actividad' names a restored version: 'Proyecto 12 «Hotel Mar», versión 3'. */
export function restoreTarget(type: HistoryType, id: number, version: number, value: unknown): string {
  const name = value && typeof value === 'object' ? (value as { name?: unknown }).name : undefined;
  const what = type === 'settings' || type === 'page-content' ? TYPE_LABEL[type] : `${TYPE_LABEL[type]} ${id}`;
  return `${what}${typeof name === 'string' ? ` «${name}»` : ''}, versión ${version}`;
}

export async function historyOf(deps: AppDeps, type: HistoryType, id: number): Promise<HistoryEntry[]> {
  return listVersions(deps.db, type, id);
}

export async function versionOf(deps: AppDeps, type: HistoryType, id: number, version: number): Promise<HistoryVersion> {
  const found = await findVersion(deps.db, type, id, version);
  if (!found) throw notFound(HISTORY_MESSAGES.versionNotFound);
  return { ...found, type, id };
}

/**
 * POST /api/history/restore: the version's value written back as a new version. The record's lock
 * is taken first, so two restores of a deleted project at once bring it back once (the second
 * writes over the first).
 */
export async function restoreVersion(
  deps: AppDeps,
  restorers: Restorers,
  input: HistoryRestoreInput,
  user: HistoryUser | null,
): Promise<{ version: number; restored: HistoryVersion }> {
  const restorer = restorers[input.type];
  if (!restorer) throw conflict(HISTORY_MESSAGES.cannotRestoreType);
  return deps.db.transaction(async (trx) => {
    await lockHistory(trx, input.type, input.id);
    const found = await findVersion(trx, input.type, input.id, input.version);
    if (!found) throw notFound(HISTORY_MESSAGES.versionNotFound);
    await restorer(deps, trx, input.id, found.value, user);
    return { version: await newestVersion(trx, input.type, input.id), restored: { ...found, type: input.type, id: input.id } };
  });
}
