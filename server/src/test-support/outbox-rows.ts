import type { Knex } from 'knex';
import { dbTimestamp } from '../db/rows.js';

/**
 * Puts lead e-mails in the outbox in the given states, each with a lead of its own (an outbox
 * row belongs to exactly one lead: `mail_outbox.lead_id` is a unique foreign key). For the
 * tests of the figures that count them (/metrics, Estado del sistema).
 */
export async function insertOutboxRows(db: Knex, statuses: string[], now = new Date()): Promise<number[]> {
  const leadIds: number[] = [];
  for (const status of statuses) {
    const [lead] = await db('leads')
      .insert({
        kind: 'contact',
        division: 'corporativo',
        name: 'Cliente de prueba',
        email: 'cliente@example.com',
        message: 'Mensaje de prueba',
        created_at: dbTimestamp(db, now),
      })
      .returning('id');
    const leadId = Number(typeof lead === 'object' ? lead.id : lead);
    await db('mail_outbox').insert({
      lead_id: leadId,
      status,
      attempts: status === 'failed' ? 10 : status === 'pending' ? 0 : 1,
      next_attempt_at: dbTimestamp(db, now),
      created_at: dbTimestamp(db, now),
    });
    leadIds.push(leadId);
  }
  return leadIds;
}
