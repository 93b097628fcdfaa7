/**
 * Every table the migrations create, in one list for the backup, the restore and the tests'
 * harness (db/tables.test.ts compares it with the migrated schema on both engines). Parents come
 * before children: each foreign key points to a table earlier in ALL_TABLES, so rows are written
 * in this order and deleted in the reverse one.
 */

/** What a backup holds and a restore writes back (docs/decisions/0006-backup-format.md). */
export const BACKUP_TABLES = [
  'admin_users',
  'site_settings',
  'brands',
  'projects',
  'media',
  'leads',
  'mail_outbox',
  'newsletter',
  'page_content',
  'history',
  'history_media',
  'audit_log',
] as const;

/**
 * Never backed up, emptied by a restore and between test files: sessions end, counters start
 * again, device cookies are signed with a new key (auth_keys).
 */
export const TRANSIENT_TABLES = ['admin_sessions', 'rate_limits', 'auth_keys'] as const;

/**
 * Never backed up nor emptied by a restore: the content version only goes up (a restore raises it,
 * so read caches drop what they hold); the backup schedule belongs to the servers, not the content.
 */
export const KEPT_TABLES = ['content_version', 'backup_schedule'] as const;

export const ALL_TABLES: readonly string[] = [...BACKUP_TABLES, ...TRANSIENT_TABLES, ...KEPT_TABLES];

/** The tables a restore empties, children first. */
export const EMPTIED_TABLES: readonly string[] = [...BACKUP_TABLES, ...TRANSIENT_TABLES].reverse();

/** What the tests' harness empties before each test file: a restore's, and the backup schedule each test sets up. */
export const TEST_EMPTIED_TABLES: readonly string[] = [...EMPTIED_TABLES, 'backup_schedule'];
