import type { Knex } from 'knex';

// The visit's source columns of `leads` (landing_page, referrer, utm_…) exist since
// 202611261200-one-leads-table; the forms fill them now (docs/product.md §5 "Origen"). These
// indexes serve what reads them:
// - the inbox's filter by campaign (GET /api/leads?utmSource=&utmCampaign=);
// - 'Resumen' (GET /api/leads/stats): the appointments still to confirm (kind, status), and the
//   weeks and campaigns of a window of arrival dates (created_at, already indexed).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (table) => {
    table.index(['utm_source', 'utm_campaign'], 'leads_utm_source_campaign_index');
    table.index(['kind', 'status'], 'leads_kind_status_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (table) => {
    table.dropIndex(['utm_source', 'utm_campaign'], 'leads_utm_source_campaign_index');
    table.dropIndex(['kind', 'status'], 'leads_kind_status_index');
  });
}
