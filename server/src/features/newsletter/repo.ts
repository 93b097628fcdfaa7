import type { Lang, NewsletterSubscriber } from '@casa/core';
import { type Db, toIso, toNumber } from '../../db/rows.js';

export type StoredSubscriber = NewsletterSubscriber & { firstName: string | null };

/** Inserts unless the address is already there (which keeps its first language); true when a row was added. */
export async function insertSubscriber(db: Db, subscriber: { email: string; firstName: string | null; language: Lang }): Promise<boolean> {
  const inserted = await db('newsletter')
    .insert({ email: subscriber.email, first_name: subscriber.firstName, language: subscriber.language })
    .onConflict('email')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** Newest first; `page` undefined means every one (the CSV export). */
export async function listSubscribers(db: Db, page?: { limit: number; offset: number }): Promise<StoredSubscriber[]> {
  const query = db('newsletter')
    .select('email', 'first_name', 'created_at', 'language')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (page) query.limit(page.limit).offset(page.offset);
  return ((await query) as Record<string, unknown>[]).map((row) => ({
    email: String(row.email),
    firstName: typeof row.first_name === 'string' && row.first_name !== '' ? row.first_name : null,
    createdAt: toIso(row.created_at) ?? '',
    language: row.language === 'en' ? 'en' : 'es',
  }));
}

export async function countSubscribers(db: Db): Promise<number> {
  const [row] = (await db('newsletter').count({ c: '*' })) as { c: unknown }[];
  return toNumber(row?.c ?? 0);
}
