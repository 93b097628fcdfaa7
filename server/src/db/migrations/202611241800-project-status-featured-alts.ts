import type { Knex } from 'knex';

// Drafts, 'Destacado' and per-image alternative texts (docs/decisions/0013-project-drafts-featured-gallery.md).
// Existing rows become published and not featured, so the public site looks the same after the upgrade.
// image_alts is JSON text aligned with image_urls, like the other lists.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    table.string('status', 20).notNullable().defaultTo('published');
    table.boolean('featured').notNullable().defaultTo(false);
    table.text('image_alts').notNullable().defaultTo('[]');
    table.index(['division', 'status', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    table.dropIndex(['division', 'status', 'created_at']);
    table.dropColumn('image_alts');
    table.dropColumn('featured');
    table.dropColumn('status');
  });
}
