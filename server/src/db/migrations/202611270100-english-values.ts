import type { Knex } from 'knex';

// The site in English (docs/decisions/0026-english-site.md):
// - `projects.en` and `brands.en` hold each one's English texts as JSON text, '{}' for the rows
//   written before: an English text that is missing reads as '' (not written yet), so the English
//   pages show the Spanish one until staff write it;
// - `newsletter.language` is the language of the page a subscriber signed up from ('es' for the
//   rows written before), as `leads.language` (there since 202611261200-one-leads-table) is a
//   lead's; the inbox filters the leads by it, so it gets an index.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (t) => {
    t.text('en').notNullable().defaultTo('{}');
  });
  await knex.schema.alterTable('brands', (t) => {
    t.text('en').notNullable().defaultTo('{}');
  });
  await knex.schema.alterTable('newsletter', (t) => {
    t.string('language', 10).notNullable().defaultTo('es');
  });
  await knex.schema.alterTable('leads', (t) => {
    t.index(['language'], 'leads_language_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.dropIndex(['language'], 'leads_language_index');
  });
  // ALTER TABLE … DROP COLUMN on both engines: knex would rebuild the SQLite table instead.
  const columns: [string, string][] = [
    ['newsletter', 'language'],
    ['brands', 'en'],
    ['projects', 'en'],
  ];
  for (const [table, column] of columns) {
    await knex.raw('ALTER TABLE ?? DROP COLUMN ??', [table, column]);
  }
}
