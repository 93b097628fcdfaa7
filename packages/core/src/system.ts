/**
 * GET /api/system/status, for 'Estado del sistema' in the admin (admins only): what an IT person
 * checks first when a lead e-mail went missing or the site feels slow
 * (docs/decisions/0019-production-path.md).
 */
export interface SystemStatus {
  /** The server package's version, and the git commit it runs when known. */
  version: string;
  commit: string | null;
  database: 'sqlite' | 'postgresql';
  startedAt: string;
  uptimeSeconds: number;
  notifications: {
    /** SMTP_URL is set. */
    enabled: boolean;
    pending: number;
    /** Given up after every retry: 'Reenviar aviso' in Solicitudes sends them again. */
    failed: number;
  };
  backup: {
    /** BACKUP_EVERY_HOURS; 0 = no scheduled backups. */
    everyHours: number;
    keep: number;
    lastSuccessAt: string | null;
    lastBytes: number | null;
    lastFailureAt: string | null;
    lastError: string | null;
    nextDueAt: string | null;
  };
  readCache: {
    enabled: boolean;
    entries: number;
    bytes: number;
    hits: number;
    misses: number;
    /** hits / (hits + misses) since the process started; null before any cacheable request. */
    hitRate: number | null;
  };
  /** The data folder's file system; null when it cannot be read. */
  disk: { freeBytes: number; totalBytes: number } | null;
}
