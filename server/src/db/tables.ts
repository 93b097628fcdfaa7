/**
 * Every table the migrations create, in one list for the backup, the restore and the tests'
 * harness (db/tables.test.ts compares it with the migrated schema on both engines). Parents come
 * before children: each foreign key points to a table earlier in ALL_TABLES, so rows are written
 * in this order and deleted in the reverse one.
 */

/** What a backup holds and a restore writes back (docs/decisions/0006-backup-format.md). */
export const BACKUP_TABLES = ['admin_users', 'site_settings', 'brands', 'projects', 'media', 'leads', 'mail_outbox', 'newsletter'] as const;

/** Never backed up, emptied by a restore and between test files: sessions end, counters start again. */
export const TRANSIENT_TABLES = ['admin_sessions', 'rate_limits'] as const;

/** Never emptied: the content version only goes up (a restore raises it, so read caches drop what they hold). */
export const KEPT_TABLES = ['content_version'] as const;

export const ALL_TABLES: readonly string[] = [...BACKUP_TABLES, ...TRANSIENT_TABLES, ...KEPT_TABLES];

/** The tables a restore (and the tests' harness) empties, children first. */
export const EMPTIED_TABLES: readonly string[] = [...BACKUP_TABLES, ...TRANSIENT_TABLES].reverse();
