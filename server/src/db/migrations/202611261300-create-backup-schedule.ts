import type { Knex } from 'knex';

/**
 * One row: when the next scheduled backup is due, the lease of the process writing it (so with
 * several processes on one database each period gets one backup), and how the last one went, for
 * the status screen (docs/decisions/0019-production-path.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('backup_schedule', (t) => {
    t.integer('id').primary();
    t.timestamp('due_at', { useTz: true }).nullable();
    t.string('locked_by', 64).nullable();
    t.timestamp('locked_until', { useTz: true }).nullable();
    t.timestamp('last_success_at', { useTz: true }).nullable();
    t.string('last_file', 500).nullable();
    t.bigInteger('last_bytes').nullable();
    t.timestamp('last_failure_at', { useTz: true }).nullable();
    t.text('last_error').nullable();
  });
  await knex('backup_schedule').insert({ id: 1 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('backup_schedule');
}
