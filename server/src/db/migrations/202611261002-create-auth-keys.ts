import type { Knex } from 'knex';

// Keys every server process on this database shares, created once by whichever process needs one
// first (INSERT … ON CONFLICT DO NOTHING, then read back): 'device-cookie' signs the device
// cookies; 'totp-key-check' tells a process whose TOTP_KEY_FILE differs from the one the
// second-factor secrets were sealed with. Not backed up: a new device key only means one more
// sign-in without the device exemption (docs/decisions/0015-device-cookies-and-two-step-sign-in.md).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('auth_keys', (table) => {
    table.string('name', 50).primary();
    table.text('value').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auth_keys');
}
