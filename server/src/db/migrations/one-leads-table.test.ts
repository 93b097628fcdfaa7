import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type MigrationDb } from '../../test-support/migration-db.js';
import { dbTimestamp, toIso } from '../rows.js';
import { migrationSource } from './index.js';

const MIGRATION = '202611261200-one-leads-table';

let opened: MigrationDb;
let db: Knex;

beforeAll(async () => {
  opened = await databaseBefore(MIGRATION);
  db = opened.db;
});
afterAll(() => opened.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 14, minute));
const person = { email: 'ana@example.com', phone: '809-555-0123', message: 'Quisiera una cotización.', accept_privacy: true };

/** Inserts a row as the app writes it (dates as each engine stores them) and answers its id. */
async function insert(table: string, row: Record<string, unknown>): Promise<number> {
  const values = Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, value instanceof Date ? dbTimestamp(db, value) : value]),
  );
  const [inserted] = await db(table).insert(values).returning('id');
  return Number(typeof inserted === 'object' ? inserted.id : inserted);
}

function outbox(kind: string, leadId: number, fields: Record<string, unknown>) {
  return insert('mail_outbox', {
    lead_kind: kind,
    lead_id: leadId,
    attempts: 0,
    next_attempt_at: at(30),
    created_at: at(30),
    ...fields,
  });
}

/** What the inbox shows of each lead, oldest first, as comparable values. */
async function leadRows() {
  const rows = await db('leads').orderBy('id');
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    legacyRef: row.legacy_ref,
    name: row.name,
    company: row.company,
    preferredDate: row.preferred_date,
    status: row.status,
    handledBy: row.handled_by,
    handledAt: toIso(row.handled_at),
    createdAt: toIso(row.created_at),
    language: row.language,
    acceptPrivacy: Boolean(row.accept_privacy),
  }));
}

async function outboxRows() {
  const rows = await db('mail_outbox').orderBy('id');
  return rows.map((row) => ({
    id: Number(row.id),
    leadId: row.lead_id === undefined ? undefined : Number(row.lead_id),
    leadKind: row.lead_kind,
    status: row.status,
    attempts: Number(row.attempts),
    lockedBy: row.locked_by,
    lastError: row.last_error,
    sentAt: toIso(row.sent_at),
  }));
}

const ids = { contacts: [] as number[], appointments: [] as number[], outbox: [] as number[] };

describe(`migration ${MIGRATION}`, () => {
  it('moves contacts, appointments and every state of their notifications into one leads table', async () => {
    // Contacts and appointments as the inbox had them, one of each arriving at the same minute.
    ids.contacts.push(
      await insert('contacts', { ...person, name: 'Ana', division: 'corporativo', created_at: at(5) }),
      await insert('contacts', { ...person, name: 'Luis', division: 'hospitality', status: 'handled', created_at: at(1) }),
      await insert('contacts', { ...person, name: 'Sin aviso', phone: null, division: 'corporativo', created_at: at(2) }),
    );
    await db('contacts')
      .where({ id: ids.contacts[1] })
      .update({ handled_at: dbTimestamp(db, at(3)), handled_by: 'maria' });
    ids.appointments.push(
      await insert('appointments', {
        ...person,
        name: 'Hotel Playa',
        company: 'Playa Azul',
        division: 'hospitality',
        preferred_date: '2026-12-02',
        preferred_time: '10:00',
        status: 'archived',
        created_at: at(5),
      }),
      await insert('appointments', { ...person, name: 'Oficina', division: 'corporativo', created_at: at(4) }),
    );
    const [ana, luis] = ids.contacts;
    const [hotel, oficina] = ids.appointments;
    // Every state an outbox row can be in; 'Sin aviso' came before the outbox and has none.
    ids.outbox.push(
      await outbox('contact', ana!, { status: 'pending', attempts: 2, locked_by: 'proceso-1', locked_until: at(40) }),
      await outbox('contact', luis!, { status: 'sent', attempts: 1, sent_at: at(31) }),
      await outbox('appointment', hotel!, { status: 'failed', attempts: 10, last_error: '454 Servicio no disponible' }),
      await outbox('appointment', oficina!, { status: 'disabled' }),
      // A notification whose lead was deleted by hand: it could never be sent.
      await outbox('contact', 999, { status: 'pending' }),
    );

    await db.migrate.up({ migrationSource, name: MIGRATION });

    expect(await db.schema.hasTable('contacts')).toBe(false);
    expect(await db.schema.hasTable('appointments')).toBe(false);
    expect(await db.schema.hasColumn('mail_outbox', 'lead_kind')).toBe(false);
    const common = { language: 'es', acceptPrivacy: true };
    expect(await leadRows()).toEqual([
      {
        ...common,
        id: 1,
        kind: 'contact',
        legacyRef: `contact-${luis}`,
        name: 'Luis',
        company: null,
        preferredDate: null,
        status: 'handled',
        handledBy: 'maria',
        handledAt: at(3).toISOString(),
        createdAt: at(1).toISOString(),
      },
      {
        ...common,
        id: 2,
        kind: 'contact',
        legacyRef: `contact-${ids.contacts[2]}`,
        name: 'Sin aviso',
        company: null,
        preferredDate: null,
        status: 'new',
        handledBy: null,
        handledAt: null,
        createdAt: at(2).toISOString(),
      },
      {
        ...common,
        id: 3,
        kind: 'appointment',
        legacyRef: `appointment-${oficina}`,
        name: 'Oficina',
        company: null,
        preferredDate: null,
        status: 'new',
        handledBy: null,
        handledAt: null,
        createdAt: at(4).toISOString(),
      },
      // The same minute: the contact first, so newest first (highest id first) shows the appointment on top as before.
      {
        ...common,
        id: 4,
        kind: 'contact',
        legacyRef: `contact-${ana}`,
        name: 'Ana',
        company: null,
        preferredDate: null,
        status: 'new',
        handledBy: null,
        handledAt: null,
        createdAt: at(5).toISOString(),
      },
      {
        ...common,
        id: 5,
        kind: 'appointment',
        legacyRef: `appointment-${hotel}`,
        name: 'Hotel Playa',
        company: 'Playa Azul',
        preferredDate: '2026-12-02',
        status: 'archived',
        handledBy: null,
        handledAt: null,
        createdAt: at(5).toISOString(),
      },
    ]);
    const [pending, sent, failed, disabled] = ids.outbox;
    expect(await outboxRows()).toEqual([
      { id: pending, leadId: 4, leadKind: undefined, status: 'pending', attempts: 2, lockedBy: 'proceso-1', lastError: null, sentAt: null },
      {
        id: sent,
        leadId: 1,
        leadKind: undefined,
        status: 'sent',
        attempts: 1,
        lockedBy: null,
        lastError: null,
        sentAt: at(31).toISOString(),
      },
      {
        id: failed,
        leadId: 5,
        leadKind: undefined,
        status: 'failed',
        attempts: 10,
        lockedBy: null,
        lastError: '454 Servicio no disponible',
        sentAt: null,
      },
      { id: disabled, leadId: 3, leadKind: undefined, status: 'disabled', attempts: 0, lockedBy: null, lastError: null, sentAt: null },
    ]);
  });

  it('keeps the new rules in the database: a real lead per notification, one notification per lead, two kinds', async () => {
    const row = { status: 'pending', attempts: 0, next_attempt_at: dbTimestamp(db, at(50)), created_at: dbTimestamp(db, at(50)) };
    // New rows are numbered after the moved ones, on both engines (first: on PostgreSQL a refused insert uses up an id).
    const fresh = await insert('leads', { ...person, kind: 'appointment', name: 'Nueva', division: 'corporativo', created_at: at(50) });
    expect(fresh).toBe(6);
    // The orphan's id is free again: the next id follows the highest kept one.
    expect(await insert('mail_outbox', { ...row, lead_id: fresh })).toBe(ids.outbox[3]! + 1);

    await expect(db('mail_outbox').insert({ ...row, lead_id: 999 })).rejects.toThrow(/foreign key/i);
    await expect(db('mail_outbox').insert({ ...row, lead_id: 4 })).rejects.toThrow(/unique/i);
    await expect(db('leads').insert({ ...person, kind: 'project', name: 'X', division: 'corporativo' })).rejects.toThrow(/check/i);
    await expect(
      db('leads').insert({ ...person, kind: 'contact', name: 'X', division: 'corporativo', legacy_ref: 'contact-2' }),
    ).rejects.toThrow(/unique/i);
  });

  it('can be rolled back: both tables and the old outbox come back with their ids, leads made since after them', async () => {
    await db.migrate.down({ migrationSource, name: MIGRATION });
    expect(await db.schema.hasTable('leads')).toBe(false);

    const contacts = await db('contacts').select('id', 'name', 'status', 'handled_by').orderBy('id');
    expect(contacts.map((row) => [Number(row.id), row.name, row.status, row.handled_by])).toEqual([
      [ids.contacts[0], 'Ana', 'new', null],
      [ids.contacts[1], 'Luis', 'handled', 'maria'],
      [ids.contacts[2], 'Sin aviso', 'new', null],
    ]);
    const appointments = await db('appointments').select('id', 'name', 'company', 'preferred_time').orderBy('id');
    expect(appointments.map((row) => [Number(row.id), row.name, row.company, row.preferred_time])).toEqual([
      [ids.appointments[0], 'Hotel Playa', 'Playa Azul', '10:00'],
      [ids.appointments[1], 'Oficina', null, null],
      // Made after the migration: the next appointment id.
      [ids.appointments[1]! + 1, 'Nueva', null, null],
    ]);
    const notifications = await outboxRows();
    expect(notifications.map((row) => [row.leadKind, row.leadId, row.status])).toEqual([
      ['contact', ids.contacts[0], 'pending'],
      ['contact', ids.contacts[1], 'sent'],
      ['appointment', ids.appointments[0], 'failed'],
      ['appointment', ids.appointments[1], 'disabled'],
      ['appointment', ids.appointments[1]! + 1, 'pending'],
    ]);
    // A new contact after the rollback takes the next id, on both engines.
    expect(await insert('contacts', { ...person, name: 'Otra', division: 'corporativo', created_at: at(55) })).toBe(ids.contacts[2]! + 1);

    await db.migrate.up({ migrationSource, name: MIGRATION });
    expect((await leadRows()).map((row) => [row.name, row.legacyRef])).toEqual([
      ['Luis', `contact-${ids.contacts[1]}`],
      ['Sin aviso', `contact-${ids.contacts[2]}`],
      ['Oficina', `appointment-${ids.appointments[1]}`],
      ['Ana', `contact-${ids.contacts[0]}`],
      ['Hotel Playa', `appointment-${ids.appointments[0]}`],
      ['Nueva', `appointment-${ids.appointments[1]! + 1}`],
      ['Otra', `contact-${ids.contacts[2]! + 1}`],
    ]);
    expect(await outboxRows()).toHaveLength(5);
  });
});
