import type { Knex } from 'knex';

// Indexes for the paged projects list and its filters (docs/decisions/0025-project-pages.md): a
// division's published projects by type, by year and by location, and the staff list (every
// project, newest first). Names are given so both engines drop the same ones.
const INDEXES = [
  { name: 'projects_division_status_type_index', columns: ['division', 'status', 'project_type'] },
  { name: 'projects_division_status_year_index', columns: ['division', 'status', 'year'] },
  { name: 'projects_division_status_location_index', columns: ['division', 'status', 'location'] },
  { name: 'projects_created_at_id_index', columns: ['created_at', 'id'] },
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    for (const index of INDEXES) table.index([...index.columns], index.name);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    for (const index of INDEXES) table.dropIndex([...index.columns], index.name);
  });
}
