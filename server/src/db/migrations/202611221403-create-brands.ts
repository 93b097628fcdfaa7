import type { Knex } from 'knex';

// docs/product.md §3: name 255, website 500, category 100, division 50, is_active default true.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('brands', (table) => {
    table.increments('id').primary();
    table.string('name', 255).notNullable();
    table.text('description').notNullable();
    table.text('logo_url').notNullable();
    table.string('website_url', 500).nullable();
    table.string('category', 100).notNullable();
    table.string('division', 50).notNullable();
    table.boolean('is_active').notNullable().defaultTo(true);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['division', 'is_active']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('brands');
}
