import type { Knex } from 'knex';

// Configuración's 'requireTwoFactorForAdmins': a column of its own beside the public settings
// JSON, so it is backed up with them but never part of what GET /api/settings and the pages show,
// and 'Deshacer último cambio' never turns it off.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('site_settings', (table) => {
    table.boolean('require_two_factor_for_admins').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('site_settings', (table) => {
    table.dropColumn('require_two_factor_for_admins');
  });
}
