import type { Knex } from 'knex';

// last_seen_at (epoch ms, like expires_at): a session unused for SESSION_IDLE_MINUTES ends.
// Sessions open at the upgrade count as seen now. second_step: a row for a password that was right
// on an account with two-step sign-in, waiting for its code for a few minutes; never a session.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_sessions', (table) => {
    table.bigInteger('last_seen_at').notNullable().defaultTo(0);
    table.boolean('second_step').notNullable().defaultTo(false);
  });
  await knex('admin_sessions').update({ last_seen_at: Date.now() });
}

export async function down(knex: Knex): Promise<void> {
  await knex('admin_sessions').where({ second_step: true }).delete();
  await knex.schema.alterTable('admin_sessions', (table) => {
    table.dropColumn('last_seen_at');
    table.dropColumn('second_step');
  });
}
