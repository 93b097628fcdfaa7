import type { Knex } from 'knex';
import type { ContactInput } from '@casa/core';
import { toNumber } from '../../db/rows.js';

export async function insertContact(db: Knex, contact: ContactInput): Promise<number> {
  const [row] = await db('contacts')
    .insert({
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      message: contact.message,
      division: contact.division,
      accept_privacy: contact.acceptPrivacy,
    })
    .returning('id');
  return toNumber(typeof row === 'object' ? row.id : row);
}
