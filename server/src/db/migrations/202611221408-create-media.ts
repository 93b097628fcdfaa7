import type { Knex } from 'knex';

// Uploaded image bytes live in the database (docs/architecture.md §Media), so a copy of the SQLite file
// or a pg_dump is a complete backup. id is the URL key: content hash + random suffix, never reused,
// so /media responses are immutable. owner_* ties each image to the project or brand that holds it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media', (table) => {
    table.string('id', 64).primary();
    table.string('owner_type', 20).nullable();
    table.integer('owner_id').nullable();
    table.string('mime', 100).notNullable();
    table.integer('width').nullable();
    table.integer('height').nullable();
    table.integer('size').notNullable();
    table.binary('data').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['owner_type', 'owner_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media');
}
