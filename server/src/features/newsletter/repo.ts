import type { Knex } from 'knex';

/** Inserts unless the address is already there; true when a row was added. */
export async function subscribe(db: Knex, subscriber: { email: string; firstName: string | null }): Promise<boolean> {
  const inserted = await db('newsletter')
    .insert({ email: subscriber.email, first_name: subscriber.firstName })
    .onConflict('email')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}
