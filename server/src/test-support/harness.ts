import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@casa/core';
import type { Knex } from 'knex';
import { createRequestHandler } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { createDb, dialectOf, migrate } from '../db/knex.js';
import { TEST_EMPTIED_TABLES } from '../db/tables.js';
import type { AppDeps, Logger } from '../deps.js';
import { createAdminUser } from '../features/auth/service.js';
import { createMetrics } from '../observability/metrics.js';

export const TEST_ADMIN = { username: 'test-admin', password: 'test-password-123' };

export interface StaffCredentials {
  username: string;
  password: string;
}

export interface TestApp {
  baseUrl: string;
  deps: AppDeps;
  db: Knex;
  /** Every error the app logged (unexpected errors mean a 500 somewhere). */
  errors: unknown[];
  /** 'casa_session=…' of a freshly logged-in admin. */
  adminCookie(): Promise<string>;
  /** A staff account ('editor' unless told), made as the admin CLI makes it; answers its id. */
  createUser(user: StaffCredentials & { role?: Role }): Promise<number>;
  /** 'casa_session=…' of a fresh sign-in of that account. */
  signIn(user: StaffCredentials): Promise<string>;
  /** fetch against the app, with this site's Origin on mutations unless told otherwise. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  now?: () => Date;
  config?: Partial<Config>;
  /** Always SQLite, even when TEST_DATABASE_URL is set (tests that move data between engines). */
  sqlite?: boolean;
  /** Also log there (the app's own log is silent; errors are kept in `errors` either way). */
  log?: Logger;
}

/** Leaves every table but the content version empty (db/tables.ts), so each test file on the shared PostgreSQL database starts alike. */
async function emptyTables(db: Knex): Promise<void> {
  if (dialectOf(db) === 'pg') {
    await db.raw(`TRUNCATE ${TEST_EMPTIED_TABLES.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`);
  } else {
    for (const table of TEST_EMPTIED_TABLES) await db(table).delete();
  }
}

/**
 * The real app on an ephemeral port, on a temporary SQLite file, or on TEST_DATABASE_URL
 * (PostgreSQL) when set, with one admin user (TEST_ADMIN).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-api-test-'));
  const databaseUrl = options.sqlite ? undefined : process.env.TEST_DATABASE_URL || undefined;
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
  const db = createDb({ databaseUrl, sqliteFile: base.sqliteFile });
  await migrate(db);
  await emptyTables(db);

  const errors: unknown[] = [];
  const log: Logger = {
    info: (message, extra) => options.log?.info(message, extra),
    error: (message, error, fields) => {
      errors.push(error);
      options.log?.error(message, error, fields);
    },
  };
  // The read cache is off unless a test asks for it: API tests insert rows through `db` directly
  // (the same connection as the app, which no content version sees), and src/cache tests cover it.
  // Suites post the public forms many times from 127.0.0.1: a generous form limit unless a test
  // sets its own (server/src/http/form-limit.test.ts tests the real default of 10).
  const config = { ...base, databaseUrl, readCacheBytes: 0, formMaxPerAddress: 10_000, ...options.config };
  const metrics = config.metricsToken ? createMetrics() : undefined;
  const deps: AppDeps = { db, log, now: options.now ?? (() => new Date()), config, metrics };
  await createAdminUser(deps, { ...TEST_ADMIN, role: 'admin' });

  // Listen first, so the app is built knowing its own address (publicUrl feeds the Origin check).
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  deps.config.publicUrl = baseUrl;
  server.on('request', createRequestHandler(deps));

  const request = (pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', baseUrl);
    return fetch(`${baseUrl}${pathname}`, { ...init, headers });
  };

  const signIn = async (user: StaffCredentials) => {
    const response = await request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: user.password }),
    });
    if (response.status !== 200) throw new Error(`test login failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers.get('set-cookie') ?? '';
    return cookie.split(';')[0] ?? '';
  };

  return {
    baseUrl,
    deps,
    db,
    errors,
    request,
    adminCookie: () => signIn(TEST_ADMIN),
    createUser: (user) => createAdminUser(deps, { role: 'editor', ...user }),
    signIn,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JSON POST helper for the tests. */
export function jsonBody(value: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value) };
}

/** Response bodies are asserted on field by field, so they are typed loosely here, once. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export const bodyOf = (response: Response): Promise<Json> => response.json() as Promise<Json>;
