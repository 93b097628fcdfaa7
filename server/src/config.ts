import path from 'node:path';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, type PublicConfig } from '@casa/core';
import { z } from 'zod';

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
  ADMIN_PASSWORD: z
    .string()
    .min(6)
    .refine((value) => Buffer.byteLength(value, 'utf8') <= 72, 'at most 72 bytes of UTF-8 (bcrypt reads no more)')
    .optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  MEDIA_CACHE_DIR: z.string().optional(),
  MAP_TILE_URL: z.string().default(DEFAULT_MAP_TILE_URL),
  MAP_ATTRIBUTION: z.string().default(DEFAULT_MAP_ATTRIBUTION),
  NEWSLETTER_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  FORM_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  FORM_WINDOW_MINUTES: z.coerce.number().positive().default(10),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
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
    seedDemo: e.SEED_DEMO === 'true',
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
