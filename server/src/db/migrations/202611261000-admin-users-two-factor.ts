import type { Knex } from 'knex';

// The second factor and the password rule of docs/decisions/0015-device-cookies-and-two-step-sign-in.md:
// - totp_secret: the confirmed TOTP secret, sealed (AES-256-GCM) with the key of TOTP_KEY_FILE,
//   so a dump of the database alone gives no codes; null while two-step sign-in is off.
// - totp_pending_secret: a secret shown by 'Activar' and not yet confirmed with a code.
// - totp_last_step: the last 30-second step whose code was accepted; a code is taken only for a
//   later step, in one conditional UPDATE, so each code works once even when sent twice at once.
// - recovery_codes: JSON list of the SHA-256 of the unused recovery codes (random, 50 bits each).
// - password_change_reason: 'short' or 'common' when the password that last signed in no longer
//   meets the rule; Mi cuenta asks for a new one. Cleared by any new password.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (table) => {
    table.text('totp_secret').nullable();
    table.text('totp_pending_secret').nullable();
    table.bigInteger('totp_last_step').nullable();
    table.text('recovery_codes').nullable();
    table.string('password_change_reason', 20).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (table) => {
    table.dropColumn('totp_secret');
    table.dropColumn('totp_pending_secret');
    table.dropColumn('totp_last_step');
    table.dropColumn('recovery_codes');
    table.dropColumn('password_change_reason');
  });
}
