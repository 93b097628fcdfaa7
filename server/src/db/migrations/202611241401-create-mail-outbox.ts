import type { Knex } from 'knex';

/**
 * One row per lead notification, written in the lead's own transaction and delivered by the
 * background sender; `locked_until`/`locked_by` are the lease that makes several server processes
 * send each message once (docs/decisions/0009-leads-inbox-and-mail-outbox.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id').primary();
    t.string('lead_kind', 20).notNullable();
    t.integer('lead_id').notNullable();
    t.string('status', 20).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.timestamp('locked_until', { useTz: true }).nullable();
    t.string('locked_by', 64).nullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.text('last_error').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['lead_kind', 'lead_id']);
    t.index(['status', 'next_attempt_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
}
