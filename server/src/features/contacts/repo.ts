import type { ContactInput } from '@casa/core';
import { type Db, dbTimestamp, toNumber } from '../../db/rows.js';

export async function insertContact(db: Db, contact: ContactInput, now: Date): Promise<number> {
  const [row] = await db('contacts')
    .insert({
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      message: contact.message,
      division: contact.division,
      created_at: dbTimestamp(db, now),
      accept_privacy: contact.acceptPrivacy,
    })
    .returning('id');
  return toNumber(typeof row === 'object' ? row.id : row);
}
