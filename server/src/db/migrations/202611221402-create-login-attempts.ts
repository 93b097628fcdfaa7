import type { Knex } from 'knex';

// Failed logins per key ('ip:…' or 'user:…'), kept in the database so every server process
// behind a load balancer throttles alike.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_attempts', (table) => {
    table.increments('id').primary();
    table.string('key', 255).notNullable();
    table.bigInteger('attempted_at').notNullable();
    table.index(['key', 'attempted_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_attempts');
}
