import type { Knex } from 'knex';

/**
 * `history`: every saved version of a project, brand, the settings or the page texts, the whole
 * value as JSON text with who and when (docs/decisions/0021-history-and-activity.md).
 * `history_media`: the media keys each version names, so an image still named by a kept version
 * is never deleted. `audit_log`: the activity (sign-ins, saves, exports, restores), admins only.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('history', (t) => {
    t.increments('id').primary();
    t.string('type', 20).notNullable();
    t.integer('entity_id').notNullable();
    t.integer('version').notNullable();
    t.string('action', 10).notNullable();
    t.text('value').notNullable();
    t.text('changes').notNullable();
    t.integer('user_id').nullable();
    t.string('username', 100).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['type', 'entity_id', 'version']);
    t.index(['created_at']);
  });
  await knex.schema.createTable('history_media', (t) => {
    t.increments('id').primary();
    t.integer('history_id').notNullable().references('id').inTable('history').onDelete('CASCADE');
    t.string('media_key', 64).notNullable();
    t.index(['media_key']);
    t.index(['history_id']);
  });
  await knex.schema.createTable('audit_log', (t) => {
    t.increments('id').primary();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.integer('user_id').nullable();
    t.string('username', 100).nullable();
    t.string('action', 40).notNullable();
    t.string('target', 200).nullable();
    t.string('address', 100).nullable();
    t.string('user_agent', 300).nullable();
    t.index(['created_at']);
    t.index(['action']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
  await knex.schema.dropTable('history_media');
  await knex.schema.dropTable('history');
}
