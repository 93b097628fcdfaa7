import type { Knex } from 'knex';

// One row whose number goes up in the same transaction as every write that changes what visitors
// see, so each server process's read cache knows, with one cheap query per request, whether its
// ready answers are still current (docs/decisions/0008-read-cache.md).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_version', (table) => {
    table.integer('id').primary();
    table.bigInteger('version').notNullable().defaultTo(0);
  });
  await knex('content_version').insert({ id: 1, version: 0 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_version');
}
