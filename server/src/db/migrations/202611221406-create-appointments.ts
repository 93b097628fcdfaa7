import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('appointments', (table) => {
    table.increments('id').primary();
    table.string('name', 255).notNullable();
    table.string('email', 254).notNullable();
    table.string('phone', 40).notNullable();
    table.string('company', 255).nullable();
    table.text('message').notNullable();
    table.string('division', 50).notNullable();
    table.string('preferred_date', 40).nullable();
    table.string('preferred_time', 40).nullable();
    table.boolean('accept_privacy').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('appointments');
}
