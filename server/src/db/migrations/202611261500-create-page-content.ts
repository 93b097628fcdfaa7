import type { Knex } from 'knex';

// One row (id 1): the Páginas screen's texts of the public pages as JSON text (reads the same on
// SQLite and PostgreSQL), with who saved them and when. `current` NULL means "never saved": the
// site shows the defaults (today's content files). docs/decisions/0022-page-texts.md
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_content', (table) => {
    table.integer('id').primary();
    table.text('current').nullable();
    table.timestamp('updated_at', { useTz: true }).nullable();
    table.string('updated_by', 100).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_content');
}
