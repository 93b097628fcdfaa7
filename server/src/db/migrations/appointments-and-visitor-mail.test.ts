import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type MigrationDb } from '../../test-support/migration-db.js';
import { dbTimestamp } from '../rows.js';
import { migrationSource } from './index.js';

const MIGRATION = '202611261700-appointments-and-visitor-mail';

let opened: MigrationDb;
let db: Knex;

beforeAll(async () => {
  opened = await databaseBefore(MIGRATION);
  db = opened.db;
});
afterAll(() => opened.close());

const now = () => dbTimestamp(db, new Date('2026-11-20T14:00:00Z'));
const message = (leadId: number, extra: Record<string, unknown> = {}) => ({
  lead_id: leadId,
  status: 'sent',
  attempts: 1,
  next_attempt_at: now(),
  created_at: now(),
  ...extra,
});

describe('migration 202611261700: appointments and e-mails to visitors', () => {
  it('keeps each notification as the lead’s "notification", allows one message per key, and rolls back', async () => {
    const [row] = await db('leads')
      .insert({
        kind: 'appointment',
        division: 'hospitality',
        name: 'Hotel',
        email: 'h@example.com',
        message: 'Hola hola hola',
        created_at: now(),
      })
      .returning('id');
    const leadId = Number(typeof row === 'object' ? row.id : row);
    await db('mail_outbox').insert(message(leadId));

    await db.migrate.up({ migrationSource, name: MIGRATION });
    expect(await db('mail_outbox').select('message_key', 'payload')).toEqual([{ message_key: 'notification', payload: null }]);
    expect(await db('leads').first('confirmed_date', 'confirmed_time', 'confirmed_location', 'appointment_sequence')).toEqual({
      confirmed_date: null,
      confirmed_time: null,
      confirmed_location: null,
      appointment_sequence: null,
    });
    await db('mail_outbox').insert([
      message(leadId, { message_key: 'acknowledgement' }),
      message(leadId, { message_key: 'appointment-0' }),
    ]);
    await expect(db('mail_outbox').insert(message(leadId, { message_key: 'acknowledgement' }))).rejects.toThrow();

    await db.migrate.down({ migrationSource, name: MIGRATION });
    // Back to one message per lead: the visitors' messages go, the notification stays.
    expect(Number((await db('mail_outbox').count({ c: '*' }))[0]?.c)).toBe(1);
    await expect(db('mail_outbox').insert(message(leadId))).rejects.toThrow();

    await db.migrate.up({ migrationSource, name: MIGRATION });
    expect(await db('mail_outbox').select('message_key')).toEqual([{ message_key: 'notification' }]);
  });
});
