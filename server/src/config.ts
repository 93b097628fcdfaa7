import path from 'node:path';
import { cspOrigin, cspTemplateOrigin, DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, type Division, type PublicConfig } from '@casa/core';
import { SITE } from '@casa/core/content';
import { z } from 'zod';

/** A comma-separated list of e-mail addresses; blank means none. */
const addressList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .refine(
    (addresses) => addresses.every((address) => z.email().safeParse(address).success),
    'must be e-mail addresses separated by commas',
  );

/**
 * Every setting, parsed once from the environment (README "Settings"). A bad value stops the
 * server with the list of what is wrong. Defaults suit the embedded mode: one SQLite file in
 * DATA_DIR, plain HTTP on localhost.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z.string().default('loopback'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  ADMIN_USERNAME: z.string().min(3).max(100).default('admin'),
  // Held to the rule of every new password when the first admin is created (ensureInitialAdmin),
  // not here: once admins exist it is ignored, and an old value left in the environment must not
  // stop an upgraded server.
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  WEB_DIST: z.string().optional(),
  MEDIA_CACHE_DIR: z.string().optional(),
  // Both origins go into the pages' CSP: a host a header cannot hold stops the server here, not a page later.
  MAP_TILE_URL: z
    .string()
    .refine((value) => cspTemplateOrigin(value) !== null, 'must be an http(s) URL template whose host has only letters, digits, . and -')
    .default(DEFAULT_MAP_TILE_URL),
  MAP_ATTRIBUTION: z.string().default(DEFAULT_MAP_ATTRIBUTION),
  NEWSLETTER_URL: z
    .string()
    .url()
    .refine((value) => cspOrigin(value) !== null, 'must be an http(s) URL whose host has only letters, digits, . and -')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  FORM_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  FORM_WINDOW_MINUTES: z.coerce.number().positive().default(10),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be smtp://user:pass@host:port or smtps://…')
    .refine((value) => URL.canParse(value), 'must be a URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().optional(),
  LEADS_TO: addressList,
  LEADS_TO_CORPORATIVO: addressList,
  LEADS_TO_HOSPITALITY: addressList,
  UPLOAD_MEMORY_MB: z.coerce.number().int().min(16).default(256),
  IMAGE_DECODE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  IMAGE_VARIANTS_AHEAD: z.enum(['true', 'false']).default('true'),
  REMOTE_IMAGE_ALLOW_HOSTS: z.string().default(''),
  REMOTE_IMAGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  READ_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  UPLOAD_TMP_MB: z.coerce.number().int().min(16).default(2048),
  NODE_ENV: z.string().optional(),
  ALLOW_HTTP: z.enum(['true', 'false']).default('false'),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'at least 16 characters (anyone who guesses it reads the metrics)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 366)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  BACKUP_DIR: z.string().optional(),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(720),
  TOTP_KEY_FILE: z.string().optional(),
  HISTORY_KEEP_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  AUDIT_KEEP_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** SQLite file used when no DATABASE_URL is set. */
  sqliteFile: string;
  publicUrl: string;
  cookieSecure: boolean;
  /** Express `trust proxy`: a hop count, true/false, or addresses/subnets ('loopback', '10.0.0.0/8'). */
  trustProxy: boolean | number | string;
  sessionTtlMs: number;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  webDist: string;
  mediaCacheDir: string;
  mapTileUrl: string;
  mapAttribution: string;
  newsletterUrl: string | undefined;
  /** Failed logins allowed per (username, client address) within loginWindowMs. */
  loginMaxAttempts: number;
  /** Failed logins allowed per client address, whatever the usernames, within loginWindowMs. */
  loginMaxAttemptsPerAddress: number;
  loginWindowMs: number;
  /** Submissions of each public form (contact, appointment, newsletter) allowed per client address … */
  formMaxPerAddress: number;
  /** … within this window. */
  formWindowMs: number;
  logLevel: 'silent' | 'error' | 'info';
  mail: MailConfig;
  /** Bytes of images being decoded at once, server-wide (each counts its file and its pixels); further decodes wait. */
  uploadMemoryBytes: number;
  /** Images decoded at once, server-wide (uploads and resized variants). */
  imageDecodeConcurrency: number;
  /** Make every image's resized variants when it is stored (and for older images at start), not on a visitor's request. */
  imageVariantsAhead: boolean;
  /** Hosts a logo URL may name even though they resolve to a private or loopback address (tests, intranet). */
  remoteImageAllowHosts: string[];
  /** Time allowed for downloading a logo given by URL, redirects included. */
  remoteImageTimeoutMs: number;
  /** Memory for the read cache's ready answers (docs/decisions/0008-read-cache.md); 0 turns it off. */
  readCacheBytes: number;
  /** Where upload bodies are spooled (DATA_DIR/tmp), emptied after each request and at start. */
  uploadTmpDir: string;
  /** Bytes upload bodies may take in uploadTmpDir at once; beyond it an upload is answered 503. */
  uploadTmpBytes: number;
  /** NODE_ENV=production: no demo unless asked, https PUBLIC_URL unless ALLOW_HTTP (docs/deploy.md). */
  production: boolean;
  /** Log lines as JSON (one object a line) or, for a terminal, as readable text. */
  logFormat: 'json' | 'pretty';
  /** GET /metrics answers only with `Authorization: Bearer <token>`; undefined = no metrics at all. */
  metricsToken: string | undefined;
  /** Time between scheduled backups (docs/decisions/0019-production-path.md); 0 = none. */
  backupEveryMs: number;
  /** Scheduled backups kept in backupDir; older ones are deleted. */
  backupKeep: number;
  backupDir: string;
  /**
   * Failed logins allowed per account within loginWindowMs from clients without that account's
   * device cookie, whatever their addresses (docs/decisions/0015-device-cookies-and-two-step-sign-in.md).
   */
  loginMaxPerAccount: number;
  /** A session not used for this long ends, besides sessionTtlMs. */
  sessionIdleMs: number;
  /** The key that seals second-factor secrets in the database; kept outside it. */
  totpKeyFile: string;
  /** Versions of the history older than this are pruned (docs/decisions/0021-history-and-activity.md). */
  historyKeepDays: number;
  /** Rows of the activity log older than this are pruned. */
  auditKeepDays: number;
}

/** Lead notifications (docs/decisions/0009-leads-inbox-and-mail-outbox.md); off without SMTP_URL. */
export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  /** Recipients per division: LEADS_TO_<DIVISION>, else LEADS_TO. */
  to: Record<Division, string[]>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? path.resolve(cwd, e.DATA_DIR) : path.join(repoRoot(), 'data');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const production = e.NODE_ENV === 'production';
  // CASE: a production server on plain HTTP sends the session cookie and passwords in the clear.
  if (production && !publicUrl.startsWith('https://') && e.ALLOW_HTTP !== 'true') {
    throw new Error(
      `Invalid settings:\n  PUBLIC_URL: must start with https:// when NODE_ENV=production (it is ${publicUrl}); ` +
        'put the site behind HTTPS (docs/deploy.md) or set ALLOW_HTTP=true',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    sqliteFile: path.join(dataDir, 'site.sqlite'),
    publicUrl,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? publicUrl.startsWith('https://') : e.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    // A production start never fills a real site with demo projects unless asked to.
    seedDemo: (e.SEED_DEMO ?? (production ? 'false' : 'true')) === 'true',
    webDist: path.resolve(cwd, e.WEB_DIST ?? defaultWebDist()),
    mediaCacheDir: path.resolve(cwd, e.MEDIA_CACHE_DIR ?? path.join(dataDir, 'media-cache')),
    mapTileUrl: e.MAP_TILE_URL,
    mapAttribution: e.MAP_ATTRIBUTION,
    newsletterUrl: e.NEWSLETTER_URL,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginMaxAttemptsPerAddress: e.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
    loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    formMaxPerAddress: e.FORM_MAX_PER_ADDRESS,
    formWindowMs: e.FORM_WINDOW_MINUTES * 60_000,
    logLevel: e.LOG_LEVEL,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM?.trim() || `${SITE.name} <no-reply@${new URL(publicUrl).hostname}>`,
      to: {
        corporativo: e.LEADS_TO_CORPORATIVO.length > 0 ? e.LEADS_TO_CORPORATIVO : e.LEADS_TO,
        hospitality: e.LEADS_TO_HOSPITALITY.length > 0 ? e.LEADS_TO_HOSPITALITY : e.LEADS_TO,
      },
    },
    uploadMemoryBytes: e.UPLOAD_MEMORY_MB * 1024 * 1024,
    imageDecodeConcurrency: e.IMAGE_DECODE_CONCURRENCY,
    imageVariantsAhead: e.IMAGE_VARIANTS_AHEAD === 'true',
    remoteImageAllowHosts: e.REMOTE_IMAGE_ALLOW_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    remoteImageTimeoutMs: e.REMOTE_IMAGE_TIMEOUT_MS,
    readCacheBytes: Math.floor(e.READ_CACHE_MB * 1024 * 1024),
    uploadTmpDir: path.join(dataDir, 'tmp'),
    uploadTmpBytes: e.UPLOAD_TMP_MB * 1024 * 1024,
    production,
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN,
    backupEveryMs: Math.round(e.BACKUP_EVERY_HOURS * 3600_000),
    backupKeep: e.BACKUP_KEEP,
    backupDir: path.resolve(cwd, e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    loginMaxPerAccount: e.LOGIN_MAX_PER_ACCOUNT,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    totpKeyFile: path.resolve(cwd, e.TOTP_KEY_FILE ?? path.join(dataDir, 'totp.key')),
    historyKeepDays: e.HISTORY_KEEP_DAYS,
    auditKeepDays: e.AUDIT_KEEP_DAYS,
  };
}

// Express reads a string as a list of addresses, so '1' and 'true' must become a number and a boolean.
function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The monorepo root, whether this runs from server/src (tsx) or server/dist (node). */
function repoRoot(): string {
  return path.resolve(import.meta.dirname, '..', '..');
}

function defaultWebDist(): string {
  return path.join(repoRoot(), 'apps', 'web', 'dist');
}

export function publicConfig(config: Config): PublicConfig {
  return {
    publicUrl: config.publicUrl,
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapAttribution,
    newsletterUrl: config.newsletterUrl ?? null,
  };
}
