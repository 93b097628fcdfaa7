import type { Knex } from 'knex';
// Going back rebuilds the old tables with the migrations that made them (frozen, like this one).
import * as createContacts from './202611221405-create-contacts.js';
import * as createAppointments from './202611221406-create-appointments.js';
import * as leadsStatus from './202611241400-leads-status.js';
import * as createMailOutbox from './202611241401-create-mail-outbox.js';

// Contacts and appointments become one `leads` table (docs/decisions/0017-one-leads-table.md):
// - every row moves, in the order the leads arrived (created_at; at the same moment contacts
//   first, then appointments; then the old id), so `leads.id` grows with arrival and the inbox,
//   newest first, keeps its order;
// - `legacy_ref` keeps the old per-kind id ('contact-12', 'appointment-3'), so a link written
//   before ('/admin?lead=contact-12' in an e-mail) still finds its lead;
// - `mail_outbox.lead_id` becomes a foreign key to `leads.id` instead of the pair
//   (lead_kind, lead_id); an outbox row whose lead no longer exists could never be sent and goes;
// - `language` and the visit's source (landing page, referrer, UTM tags) are ready for the forms.
// Sizes: 255 for names and short texts, 254 for e-mail (RFC 5321), 2048 for URLs, 40 for phones.

const KINDS = ['contact', 'appointment'];

/** The columns both old tables had, as `leads` names them. */
const SHARED = [
  'division',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'accept_privacy',
  'status',
  'handled_at',
  'handled_by',
  'created_at',
];

const OUTBOX_COLUMNS = ['status', 'attempts', 'next_attempt_at', 'locked_until', 'locked_by', 'sent_at', 'last_error', 'created_at'];

async function createLeads(knex: Knex): Promise<void> {
  await knex.schema.createTable('leads', (t) => {
    t.increments('id').primary();
    t.string('kind', 20).notNullable().checkIn(KINDS);
    t.string('legacy_ref', 40).nullable().unique();
    t.string('division', 50).notNullable();
    t.string('name', 255).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 40).nullable();
    t.string('company', 255).nullable();
    t.text('message').notNullable();
    // Appointments only.
    t.string('preferred_date', 40).nullable();
    t.string('preferred_time', 40).nullable();
    // Kept as evidence of the visitor's consent to the privacy policy.
    t.boolean('accept_privacy').notNullable().defaultTo(false);
    t.string('language', 10).notNullable().defaultTo('es');
    t.string('landing_page', 2048).nullable();
    t.string('referrer', 2048).nullable();
    for (const tag of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) t.string(tag, 255).nullable();
    t.string('status', 20).notNullable().defaultTo('new');
    t.timestamp('handled_at', { useTz: true }).nullable();
    t.string('handled_by', 100).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status']);
    t.index(['created_at']);
  });
}

/** The outbox in its new shape: one row per lead, gone with its lead. */
async function createOutbox(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id').primary();
    t.integer('lead_id').notNullable().unique().references('id').inTable('leads').onDelete('CASCADE');
    t.string('status', 20).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.timestamp('locked_until', { useTz: true }).nullable();
    t.string('locked_by', 64).nullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.text('last_error').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['status', 'next_attempt_at']);
  });
}

/**
 * Rebuilds the outbox in another shape without ever holding two tables of the same name: its rows
 * wait in a plain copy (no index, no constraint, so no name clashes on PostgreSQL) while the new
 * table is made, then come back through `select`, ids kept.
 */
async function rebuildOutbox(knex: Knex, create: (knex: Knex) => Promise<void>, select: string, columns: string[]): Promise<void> {
  await knex.raw('CREATE TABLE mail_outbox_moving AS SELECT * FROM mail_outbox');
  await knex.schema.dropTable('mail_outbox');
  await create(knex);
  await knex.raw(`INSERT INTO mail_outbox (${columns.join(', ')}) ${select}`);
  await knex.schema.dropTable('mail_outbox_moving');
  await restartIds(knex, 'mail_outbox');
}

/** Rows came with their ids: PostgreSQL's sequence moves past the highest one (SQLite does by itself). */
async function restartIds(knex: Knex, table: string): Promise<void> {
  // (db/knex.ts's dialectOf would make an import cycle: it loads the migrations.)
  if (!['pg', 'postgresql'].includes(String(knex.client.config.client))) return;
  await knex.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), COALESCE((SELECT MAX(id) FROM ??), 0) + 1, false)`, [table, table]);
}

export async function up(knex: Knex): Promise<void> {
  await createLeads(knex);
  const columns = [...SHARED, 'preferred_date', 'preferred_time'];
  const pick = (table: string, kind: string, order: number, dates: string) =>
    `SELECT '${kind}' AS kind, ${order} AS kind_order, id AS old_id, ${SHARED.join(', ')}, ${dates} FROM ${table}`;
  await knex.raw(
    `INSERT INTO leads (kind, legacy_ref, ${columns.join(', ')})
     SELECT kind, kind || '-' || old_id, ${columns.join(', ')}
     FROM (${pick('contacts', 'contact', 0, 'CAST(NULL AS varchar(40)) AS preferred_date, CAST(NULL AS varchar(40)) AS preferred_time')}
           UNION ALL ${pick('appointments', 'appointment', 1, 'preferred_date, preferred_time')}) AS old
     ORDER BY created_at, kind_order, old_id`,
  );

  await rebuildOutbox(
    knex,
    createOutbox,
    `SELECT o.id, l.id, ${OUTBOX_COLUMNS.map((column) => `o.${column}`).join(', ')}
     FROM mail_outbox_moving o JOIN leads l ON l.legacy_ref = o.lead_kind || '-' || o.lead_id`,
    ['id', 'lead_id', ...OUTBOX_COLUMNS],
  );
  await knex.schema.dropTable('contacts');
  await knex.schema.dropTable('appointments');
}

/** The old per-kind id of a lead, from its legacy_ref ('contact-12' → 12). */
const OLD_ID = 'CAST(substr(legacy_ref, length(kind) + 2) AS INTEGER)';

/** Back to two tables: leads made since keep coming after the old ids of their kind. */
export async function down(knex: Knex): Promise<void> {
  for (const kind of KINDS) {
    const [row] = (await knex('leads')
      .select(knex.raw(`MAX(${OLD_ID}) AS last`))
      .where({ kind })
      .whereNotNull('legacy_ref')) as { last: number | string | null }[];
    let next = Number(row?.last ?? 0) + 1;
    const fresh = (await knex('leads').select('id').where({ kind }).whereNull('legacy_ref').orderBy('id')) as { id: number }[];
    for (const { id } of fresh)
      await knex('leads')
        .where({ id })
        .update({ legacy_ref: `${kind}-${next++}` });
  }

  await createContacts.up(knex);
  await createAppointments.up(knex);
  await leadsStatus.up(knex);
  for (const [table, kind] of [
    ['contacts', 'contact'],
    ['appointments', 'appointment'],
  ] as const) {
    const columns = table === 'appointments' ? [...SHARED, 'preferred_date', 'preferred_time'] : SHARED;
    await knex.raw(
      `INSERT INTO ${table} (id, ${columns.join(', ')}) SELECT ${OLD_ID}, ${columns.join(', ')} FROM leads WHERE kind = ? ORDER BY id`,
      [kind],
    );
    await restartIds(knex, table);
  }

  await rebuildOutbox(
    knex,
    createMailOutbox.up,
    `SELECT o.id, l.kind, CAST(substr(l.legacy_ref, length(l.kind) + 2) AS INTEGER), ${OUTBOX_COLUMNS.map((column) => `o.${column}`).join(', ')}
     FROM mail_outbox_moving o JOIN leads l ON l.id = o.lead_id`,
    ['id', 'lead_kind', 'lead_id', ...OUTBOX_COLUMNS],
  );
  await knex.schema.dropTable('leads');
}
