import type { Knex } from 'knex';

// Set when an admin disables the account (docs/product.md §6): no sign-in and no live session
// while it is set; null for an active account, so every existing user stays active.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (table) => {
    table.timestamp('disabled_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (table) => {
    table.dropColumn('disabled_at');
  });
}
