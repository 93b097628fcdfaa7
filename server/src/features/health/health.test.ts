import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, startTestApp, type TestApp } from '../../test-support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await bodyOf(response)).toEqual({ message: 'Recurso no encontrado' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers and has every migration of this code', async () => {
    const response = await t.request('/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await bodyOf(response)).toEqual({ status: 'ok' });
  });

  it('answers 503 naming the migrations still to run (a new version before its schema is in place)', async () => {
    const name = '202611261300-create-backup-schedule';
    const [row] = await t.db('knex_migrations').where({ name });
    await t.db('knex_migrations').where({ name }).delete();
    try {
      const response = await t.request('/api/health/ready');
      expect(response.status).toBe(503);
      expect(await bodyOf(response)).toEqual({ status: 'error', message: `Faltan migraciones por aplicar: ${name}` });
      // Liveness does not care: the process is alive and its database answers.
      expect((await t.request('/api/health')).status).toBe(200);
    } finally {
      await t.db('knex_migrations').insert(row);
    }
    expect((await t.request('/api/health/ready')).status).toBe(200);
  });

  it('answers 503 when the database does not answer, and so does liveness', async () => {
    const other = await startTestApp();
    await other.db.destroy();
    try {
      const [ready, live] = await Promise.all([other.request('/api/health/ready'), other.request('/api/health')]);
      expect(ready.status).toBe(503);
      expect(await bodyOf(ready)).toEqual({ status: 'error', message: 'Base de datos no disponible' });
      expect(live.status).toBe(503);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
