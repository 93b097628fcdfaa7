import type { Knex } from 'knex';

// Counters of rate-limiter-flexible (docs/decisions/0004-login-throttle.md): one row per key
// ('login-pair:…', 'login-address:…', 'form:…') with its points and the end of its window in ms.
// The columns are in the order the library's PostgreSQL store inserts them without a column list.
// login_attempts (one row per failure, counted after bcrypt) is replaced by it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('login_attempts');
  await knex.schema.createTable('rate_limits', (table) => {
    table.string('key', 255).primary();
    table.integer('points').notNullable().defaultTo(0);
    table.bigInteger('expire');
    table.index(['expire']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
  await knex.schema.createTable('login_attempts', (table) => {
    table.increments('id').primary();
    table.string('key', 255).notNullable();
    table.bigInteger('attempted_at').notNullable();
    table.index(['key', 'attempted_at']);
  });
}
