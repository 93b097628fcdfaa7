import type { Knex } from 'knex';
import * as createAdminUsers_202611221400 from './202611221400-create-admin-users.js';
import * as createAdminSessions_202611221401 from './202611221401-create-admin-sessions.js';
import * as createLoginAttempts_202611221402 from './202611221402-create-login-attempts.js';
import * as createBrands_202611221403 from './202611221403-create-brands.js';
import * as createProjects_202611221404 from './202611221404-create-projects.js';
import * as createContacts_202611221405 from './202611221405-create-contacts.js';
import * as createAppointments_202611221406 from './202611221406-create-appointments.js';
import * as createNewsletter_202611221407 from './202611221407-create-newsletter.js';
import * as createMedia_202611221408 from './202611221408-create-media.js';
import * as rateLimits_202611241000 from './202611241000-rate-limits.js';
import * as createContentVersion_202611241300 from './202611241300-create-content-version.js';
import * as leadsStatus_202611241400 from './202611241400-leads-status.js';
import * as createMailOutbox_202611241401 from './202611241401-create-mail-outbox.js';
import * as legacyImageDataToMedia_202611241500 from './202611241500-legacy-image-data-to-media.js';
import * as createSiteSettings_202611241600 from './202611241600-create-site-settings.js';
import * as addAdminUsersDisabledAt_202611241700 from './202611241700-add-admin-users-disabled-at.js';
import * as projectStatusFeaturedAlts_202611241800 from './202611241800-project-status-featured-alts.js';
import * as createBackupSchedule_202611261300 from './202611261300-create-backup-schedule.js';
import * as createHistoryAndAudit_202611261400 from './202611261400-create-history-and-audit.js';
import * as adminUsersTwoFactor_202611261000 from './202611261000-admin-users-two-factor.js';
import * as adminSessionsIdleAndSecondStep_202611261001 from './202611261001-admin-sessions-idle-and-second-step.js';
import * as createAuthKeys_202611261002 from './202611261002-create-auth-keys.js';
import * as siteSettingsRequireTwoFactor_202611261003 from './202611261003-site-settings-require-two-factor.js';
import * as oneLeadsTable_202611261200 from './202611261200-one-leads-table.js';
import * as leadsSourceAndStatsIndexes_202611261600 from './202611261600-leads-source-and-stats-indexes.js';
import * as createPageContent_202611261500 from './202611261500-create-page-content.js';
import * as appointmentsAndVisitorMail_202611261700 from './202611261700-appointments-and-visitor-mail.js';
import * as projectListIndexes_202611261800 from './202611261800-project-list-indexes.js';
import * as englishValues_202611270100 from './202611270100-english-values.js';

/**
 * Migrations listed explicitly, so they run the same from src (vitest, tsx) and dist (node). They run
 * in the order of their names (a timestamp prefix), whatever the order of this list.
 */
const migrations: Record<string, Knex.Migration> = {
  '202611221400-create-admin-users': createAdminUsers_202611221400,
  '202611221401-create-admin-sessions': createAdminSessions_202611221401,
  '202611221402-create-login-attempts': createLoginAttempts_202611221402,
  '202611221403-create-brands': createBrands_202611221403,
  '202611221404-create-projects': createProjects_202611221404,
  '202611221405-create-contacts': createContacts_202611221405,
  '202611221406-create-appointments': createAppointments_202611221406,
  '202611221407-create-newsletter': createNewsletter_202611221407,
  '202611221408-create-media': createMedia_202611221408,
  '202611241000-rate-limits': rateLimits_202611241000,
  '202611241300-create-content-version': createContentVersion_202611241300,
  '202611241400-leads-status': leadsStatus_202611241400,
  '202611241401-create-mail-outbox': createMailOutbox_202611241401,
  '202611241500-legacy-image-data-to-media': legacyImageDataToMedia_202611241500,
  '202611241600-create-site-settings': createSiteSettings_202611241600,
  '202611241700-add-admin-users-disabled-at': addAdminUsersDisabledAt_202611241700,
  '202611241800-project-status-featured-alts': projectStatusFeaturedAlts_202611241800,
  '202611261300-create-backup-schedule': createBackupSchedule_202611261300,
  '202611261000-admin-users-two-factor': adminUsersTwoFactor_202611261000,
  '202611261001-admin-sessions-idle-and-second-step': adminSessionsIdleAndSecondStep_202611261001,
  '202611261002-create-auth-keys': createAuthKeys_202611261002,
  '202611261003-site-settings-require-two-factor': siteSettingsRequireTwoFactor_202611261003,
  '202611261200-one-leads-table': oneLeadsTable_202611261200,
  '202611261500-create-page-content': createPageContent_202611261500,
  '202611261600-leads-source-and-stats-indexes': leadsSourceAndStatsIndexes_202611261600,
  '202611261700-appointments-and-visitor-mail': appointmentsAndVisitorMail_202611261700,
  '202611261800-project-list-indexes': projectListIndexes_202611261800,
  '202611270100-english-values': englishValues_202611270100,
  '202611261400-create-history-and-audit': createHistoryAndAudit_202611261400,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
