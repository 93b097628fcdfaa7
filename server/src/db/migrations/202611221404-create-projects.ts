import type { Knex } from 'knex';

// Lists (brands, key_features, development_process, image_urls, image_data_array) are JSON text
// so they read the same on SQLite and PostgreSQL; clients read them through normalizeProject.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('projects', (table) => {
    table.increments('id').primary();
    table.string('name', 255).notNullable();
    table.integer('year').notNullable();
    table.string('location', 255).notNullable();
    table.string('division', 50).notNullable();
    table.string('project_type', 255).notNullable();
    table.text('scope').notNullable();
    table.text('description').nullable();
    table.text('hero_image_url').nullable();
    table.text('hero_image_data').nullable();
    table.string('hero_title', 255).nullable();
    table.text('hero_subtitle').nullable();
    table.text('brands').notNullable().defaultTo('[]');
    table.text('key_features').notNullable().defaultTo('[]');
    table.text('development_process').notNullable().defaultTo('[]');
    table.text('image_urls').notNullable().defaultTo('[]');
    table.text('image_data_array').notNullable().defaultTo('[]');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['division', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('projects');
}
