import { dialectOf } from '../../db/knex.js';
import { type Db, dbTimestamp, toIso } from '../../db/rows.js';

/** The one row of page_content. */
const ROW_ID = 1;

interface PageContentRow {
  id: number;
  current: string | null;
  updated_at: unknown;
  updated_by: string | null;
}

/** The stored texts as raw JSON text (the service reads them); null: never saved. */
export interface StoredPageContent {
  current: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

function toStored(row: PageContentRow | undefined): StoredPageContent {
  return { current: row?.current ?? null, updatedAt: row ? toIso(row.updated_at) : null, updatedBy: row?.updated_by ?? null };
}

/** One primary-key read: cheap enough for every page, and right whichever process wrote last. */
export async function readPageContent(db: Db): Promise<StoredPageContent> {
  return toStored((await db<PageContentRow>('page_content').where('id', ROW_ID).first()) as PageContentRow | undefined);
}

/**
 * Inside a transaction: makes sure the row exists, then reads it locked (PostgreSQL: FOR UPDATE;
 * SQLite serialises writers), so saves at the same moment take turns and each reads the last.
 */
export async function readPageContentForUpdate(trx: Db): Promise<StoredPageContent> {
  await trx('page_content').insert({ id: ROW_ID }).onConflict('id').ignore();
  const query = trx<PageContentRow>('page_content').where('id', ROW_ID);
  // CASE: SQLite has no row locks (and knex warns about them); its writers already take turns.
  if (dialectOf(trx) === 'pg') query.forUpdate();
  return toStored((await query.first()) as PageContentRow | undefined);
}

export async function writePageContent(trx: Db, current: string, updatedBy: string, now: Date): Promise<void> {
  await trx('page_content')
    .where('id', ROW_ID)
    .update({ current, updated_by: updatedBy, updated_at: dbTimestamp(trx, now) });
}
