import { dialectOf } from '../../db/knex.js';
import { type Db, dbTimestamp, toIso } from '../../db/rows.js';

/** The one row of site_settings. */
const ROW_ID = 1;

interface SettingsRow {
  id: number;
  current: string | null;
  previous: string | null;
  updated_at: unknown;
  updated_by: string | null;
}

/** The stored versions as raw JSON text (the service parses them); null: never saved. */
export interface StoredSettings {
  current: string | null;
  previous: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

function toStored(row: SettingsRow | undefined): StoredSettings {
  return {
    current: row?.current ?? null,
    previous: row?.previous ?? null,
    updatedAt: row ? toIso(row.updated_at) : null,
    updatedBy: row?.updated_by ?? null,
  };
}

/** One primary-key read: cheap enough for every request, and right whichever process wrote last. */
export async function readSettings(db: Db): Promise<StoredSettings> {
  return toStored((await db<SettingsRow>('site_settings').where('id', ROW_ID).first()) as SettingsRow | undefined);
}

/**
 * Inside a transaction: makes sure the row exists, then reads it locked (PostgreSQL: FOR UPDATE;
 * SQLite serialises writers), so two saves at the same moment each keep the other's version as
 * `previous` instead of losing one.
 */
export async function readSettingsForUpdate(trx: Db): Promise<StoredSettings> {
  await trx('site_settings').insert({ id: ROW_ID }).onConflict('id').ignore();
  const query = trx<SettingsRow>('site_settings').where('id', ROW_ID);
  // CASE: SQLite has no row locks (and knex warns about them); its writers already take turns.
  if (dialectOf(trx) === 'pg') query.forUpdate();
  return toStored((await query.first()) as SettingsRow | undefined);
}

export async function writeSettings(
  trx: Db,
  values: { current: string | null; previous: string | null; updatedBy: string },
  now: Date,
): Promise<void> {
  await trx('site_settings')
    .where('id', ROW_ID)
    .update({ current: values.current, previous: values.previous, updated_by: values.updatedBy, updated_at: dbTimestamp(trx, now) });
}
