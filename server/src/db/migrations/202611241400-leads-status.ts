import type { Knex } from 'knex';

/** Contacts and appointments become an inbox: a status, and who handled them when (docs/decisions/0009-leads-inbox-and-mail-outbox.md). */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['contacts', 'appointments']) {
    await knex.schema.alterTable(table, (t) => {
      t.string('status', 20).notNullable().defaultTo('new');
      t.timestamp('handled_at', { useTz: true }).nullable();
      t.string('handled_by', 100).nullable();
      t.index(['status'], `${table}_status_index`);
      t.index(['created_at'], `${table}_created_at_index`);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['contacts', 'appointments']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex(['status'], `${table}_status_index`);
      t.dropIndex(['created_at'], `${table}_created_at_index`);
      t.dropColumn('status');
      t.dropColumn('handled_at');
      t.dropColumn('handled_by');
    });
  }
}
