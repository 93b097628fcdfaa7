import type { Knex } from 'knex';

// One row (id 1): the Configuración screen's settings as JSON text (reads the same on SQLite and
// PostgreSQL), the version before the last save for 'Deshacer último cambio', and who saved.
// `current` NULL means "never saved": the site shows the defaults (today's content files).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_settings', (table) => {
    table.integer('id').primary();
    table.text('current').nullable();
    table.text('previous').nullable();
    table.timestamp('updated_at', { useTz: true }).nullable();
    table.string('updated_by', 100).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_settings');
}
