import { z } from 'zod';

/**
 * The history of saved versions and the activity log (docs/decisions/0021-history-and-activity.md):
 * the types, actions and answers both the server and the admin use, and their Spanish texts.
 */

/** What has a history. 'page-content' is the page texts ('Páginas'). */
export const HISTORY_TYPES = ['project', 'brand', 'settings', 'page-content'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The settings and the page texts are one object each: their history is asked for with this id. */
export const SINGLETON_HISTORY_ID = 1;

export interface HistoryUser {
  id: number;
  username: string;
}

export interface HistoryEntry {
  version: number;
  at: string;
  /** null for a version recorded without a signed-in user (the value a record had before its first tracked save). */
  user: HistoryUser | null;
  action: HistoryAction;
  /** Names of the fields that differ from the version before (all fields for a creation). */
  changes: string[];
}

export interface HistoryList {
  items: HistoryEntry[];
}

export interface HistoryVersion extends HistoryEntry {
  type: HistoryType;
  id: number;
  value: unknown;
}

/** A project or brand whose newest version is its deletion ('Eliminados'). */
export interface DeletedRecord {
  id: number;
  /** The version holding the value deleted: restoring it brings the record back. */
  version: number;
  at: string;
  user: HistoryUser | null;
  /** The record's name, when its value has one. */
  name: string | null;
}

export const HISTORY_MESSAGES = {
  typeInvalid: 'Tipo de historial no válido',
  idInvalid: 'Identificador no válido',
  versionInvalid: 'Versión no válida',
  versionNotFound: 'Versión no encontrada',
  cannotRestoreType: 'Este tipo de contenido todavía no se puede restaurar.',
  versionUnreadable: 'Esta versión ya no se puede restaurar: sus datos no son válidos para esta versión del sitio.',
  auditDateInvalid: 'Fecha no válida (AAAA-MM-DD)',
  auditPageInvalid: 'Página no válida',
} as const;

const positiveInt = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const historyTypeSchema = z.enum(HISTORY_TYPES, { error: HISTORY_MESSAGES.typeInvalid });

export const historyQuerySchema = z.object({
  type: historyTypeSchema,
  id: positiveInt(HISTORY_MESSAGES.idInvalid),
});

export const historyRestoreInputSchema = z.object({
  type: historyTypeSchema,
  id: positiveInt(HISTORY_MESSAGES.idInvalid),
  version: positiveInt(HISTORY_MESSAGES.versionInvalid),
});
export type HistoryRestoreInput = z.infer<typeof historyRestoreInputSchema>;

/** Activity names: `<area>.<what>`. */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.login_throttled',
  'auth.logout',
  'auth.password_change',
  'user.create',
  'user.update',
  'user.disable',
  'user.delete',
  'settings.update',
  'settings.restore',
  'page_content.update',
  'page_content.restore',
  'project.create',
  'project.update',
  'project.delete',
  'project.restore',
  'brand.create',
  'brand.update',
  'brand.delete',
  'brand.restore',
  'leads.export',
  'backup.download',
  'backup.restore',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How 'Actividad' names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.login': 'Inicio de sesión',
  'auth.login_failed': 'Inicio de sesión fallido',
  'auth.login_throttled': 'Inicio de sesión bloqueado por intentos',
  'auth.logout': 'Cierre de sesión',
  'auth.password_change': 'Cambio de contraseña',
  'user.create': 'Usuario creado',
  'user.update': 'Usuario modificado',
  'user.disable': 'Usuario desactivado',
  'user.delete': 'Usuario eliminado',
  'settings.update': 'Configuración guardada',
  'settings.restore': 'Configuración restaurada',
  'page_content.update': 'Textos de páginas guardados',
  'page_content.restore': 'Textos de páginas restaurados',
  'project.create': 'Proyecto creado',
  'project.update': 'Proyecto modificado',
  'project.delete': 'Proyecto eliminado',
  'project.restore': 'Proyecto restaurado',
  'brand.create': 'Marca creada',
  'brand.update': 'Marca modificada',
  'brand.delete': 'Marca eliminada',
  'brand.restore': 'Marca restaurada',
  'leads.export': 'Solicitudes exportadas',
  'backup.download': 'Respaldo descargado',
  'backup.restore': 'Respaldo restaurado',
};

export interface AuditEntry {
  at: string;
  /** null when nobody was signed in (a failed sign-in names the account tried in `target`). */
  user: HistoryUser | null;
  action: string;
  target: string | null;
  address: string | null;
  userAgent: string | null;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
}

/** Rows per page of 'Actividad'. */
export const AUDIT_PAGE_SIZE = 50;

const isoDay = z
  .string({ error: HISTORY_MESSAGES.auditDateInvalid })
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
    HISTORY_MESSAGES.auditDateInvalid,
  );

/** GET /api/audit: every filter optional; `from`/`to` are days (inclusive) in the office's time zone. */
export const auditQuerySchema = z.object({
  action: z.string().max(40).optional(),
  user: z.string().max(100).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: positiveInt(HISTORY_MESSAGES.auditPageInvalid).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
