import type { Knex } from 'knex';

// id is the SHA-256 of the cookie's token, never the token itself. expires_at is epoch ms so the
// expiry filter compares numbers on both engines.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_sessions', (table) => {
    table.string('id', 255).primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('admin_users').onDelete('CASCADE');
    table.bigInteger('expires_at').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_sessions');
}
