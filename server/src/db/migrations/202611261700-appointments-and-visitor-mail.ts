import type { Knex } from 'knex';

// Appointments with a date and e-mails to visitors (docs/decisions/0024-appointment-dates-and-visitor-mail.md):
// - `leads` keeps the appointment staff confirmed (day, time, place) and the SEQUENCE of the last
//   invitation sent for it (NULL: none yet), so an update or a cancel goes out with a higher one;
// - `mail_outbox` holds more than the staff notification: `message_key` names each message of a
//   lead ('notification', 'acknowledgement', 'appointment-0', 'appointment-1', …) and is unique
//   per lead, so a message is queued once however often it is asked for; `payload` is the message
//   as written when it was queued (JSON: to, subject, texts, calendar), NULL for the notification,
//   which is written when it is sent.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.string('confirmed_date', 10).nullable();
    t.string('confirmed_time', 5).nullable();
    t.string('confirmed_location', 255).nullable();
    t.integer('appointment_sequence').nullable();
  });
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.string('message_key', 40).notNullable().defaultTo('notification');
    t.text('payload').nullable();
  });
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropUnique(['lead_id']);
    t.unique(['lead_id', 'message_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('mail_outbox').whereNot('message_key', 'notification').delete();
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropUnique(['lead_id', 'message_key']);
    t.unique(['lead_id']);
  });
  // ALTER TABLE … DROP COLUMN on both engines: knex would rebuild the SQLite table instead, and
  // rebuilding `leads` deletes each lead's outbox rows through their ON DELETE CASCADE.
  const columns: [string, string][] = [
    ['mail_outbox', 'payload'],
    ['mail_outbox', 'message_key'],
    ['leads', 'appointment_sequence'],
    ['leads', 'confirmed_location'],
    ['leads', 'confirmed_time'],
    ['leads', 'confirmed_date'],
  ];
  for (const [table, column] of columns) {
    await knex.raw('ALTER TABLE ?? DROP COLUMN ??', [table, column]);
  }
}
