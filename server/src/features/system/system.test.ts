import fs from 'node:fs';
import zlib from 'node:zlib';
import { MESSAGES } from '@casa/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTimestamp } from '../../db/rows.js';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { insertOutboxRows } from '../../test-support/outbox-rows.js';

let t: TestApp;
let adminCookie: string;
let editorCookie: string;

beforeAll(async () => {
  t = await startTestApp({ config: { readCacheBytes: 4 * 1024 * 1024 } });
  adminCookie = await t.adminCookie();
  await t.createUser({ username: 'editora', password: 'clave-de-editora', role: 'editor' });
  const login = await t.request('/api/auth/login', jsonBody({ username: 'editora', password: 'clave-de-editora' }));
  editorCookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
});
afterAll(() => t.close());

describe('GET /api/system/status (Estado del sistema)', () => {
  it('is for admins only: 401 signed out, 403 for an editor', async () => {
    expect((await t.request('/api/system/status')).status).toBe(401);
    const editor = await t.request('/api/system/status', { headers: { cookie: editorCookie } });
    expect(editor.status).toBe(403);
    expect(await bodyOf(editor)).toEqual({ message: MESSAGES.forbidden });
  });

  it('shows version, engine, uptime, notifications, the last backup, the read cache and free disk', async () => {
    await insertOutboxRows(t.db, ['failed', 'failed', 'pending']);
    await t.db('backup_schedule').insert({
      id: 1,
      last_success_at: dbTimestamp(t.db, new Date('2026-11-25T03:00:00Z')),
      last_bytes: 123_456,
      last_failure_at: dbTimestamp(t.db, new Date('2026-11-26T03:00:00Z')),
      last_error: 'ENOSPC: no space left on device',
      due_at: dbTimestamp(t.db, new Date('2026-11-26T04:00:00Z')),
    });
    // Two reads of the same public list: a miss, then a hit.
    await t.request('/api/brands');
    await t.request('/api/brands');
    try {
      const response = await t.request('/api/system/status', { headers: { cookie: adminCookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const status = await bodyOf(response);
      expect(status).toMatchObject({
        version: '1.0.0',
        database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'sqlite',
        notifications: { enabled: false, pending: 1, failed: 2 },
        backup: {
          everyHours: 24,
          keep: 14,
          lastSuccessAt: '2026-11-25T03:00:00.000Z',
          lastBytes: 123_456,
          lastFailureAt: '2026-11-26T03:00:00.000Z',
          lastError: 'ENOSPC: no space left on device',
          nextDueAt: '2026-11-26T04:00:00.000Z',
        },
        readCache: { enabled: true, entries: 1, hits: 1 },
      });
      // The signed-out request of the test above was a miss too (answered 401, never kept).
      const { hits, misses, hitRate } = status.readCache;
      expect(misses).toBeGreaterThanOrEqual(1);
      expect(hitRate).toBeCloseTo(hits / (hits + misses));
      expect(status.commit === null || /^[0-9a-f]{12}$/.test(status.commit)).toBe(true);
      expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
      expect(Date.parse(status.startedAt)).toBeLessThanOrEqual(Date.now());
      expect(status.disk.freeBytes).toBeGreaterThan(0);
      expect(status.disk.totalBytes).toBeGreaterThanOrEqual(status.disk.freeBytes);
    } finally {
      await t.db('mail_outbox').delete();
      await t.db('backup_schedule').delete();
    }
  });
});

describe('GET /api/system/backup (Descargar respaldo)', () => {
  it('is for admins only', async () => {
    expect((await t.request('/api/system/backup')).status).toBe(401);
    expect((await t.request('/api/system/backup', { headers: { cookie: editorCookie } })).status).toBe(403);
  });

  it('sends a fresh, complete backup file and keeps no copy on the server', async () => {
    const response = await t.request('/api/system/backup', { headers: { cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename=casa-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lines = zlib
      .gunzipSync(Buffer.from(await response.arrayBuffer()))
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ format: 'casa-mobilia-backup' });
    // The staff accounts are in it (test-admin and editora), and it is complete (its end line).
    expect(lines.filter((line) => line.table === 'admin_users')).toHaveLength(2);
    expect(lines.at(-1)).toMatchObject({ end: true, counts: { admin_users: 2 } });
    const dir = t.deps.config.backupDir;
    await expect.poll(() => (fs.existsSync(dir) ? fs.readdirSync(dir) : [])).toEqual([]);
  });
});
