import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectOf } from '../db/knex.js';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { contentVersionReader, publicContentChanged } from './content-version.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('content version', () => {
  it('moves with every write that calls publicContentChanged, and only when it commits', async () => {
    const read = contentVersionReader(t.db);
    const before = await read();
    expect(await read()).toBe(before);

    await t.db.transaction(async (trx) => publicContentChanged(trx));
    const after = await read();
    expect(after).not.toBe(before);

    await expect(
      t.db.transaction(async (trx) => {
        await publicContentChanged(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await read()).toBe(after);
  });

  it('answers requests that arrive together with one query, and a request after a write with a new one', async () => {
    const read = contentVersionReader(t.db);
    // PostgreSQL reads through knex (one query event each); SQLite runs a prepared statement on
    // the pool's connection (one connection taken each).
    let queries = 0;
    const count = (query: { sql: string }) => {
      if (query.sql.includes('content_version')) queries += 1;
    };
    const sqlite = dialectOf(t.db) === 'sqlite';
    const acquire = sqlite ? vi.spyOn(t.db.client, 'acquireConnection') : null;
    if (!sqlite) t.db.on('query', count);
    try {
      const versions = await Promise.all(Array.from({ length: 20 }, () => read()));
      expect(new Set(versions).size).toBe(1);
      expect(acquire ? acquire.mock.calls.length : queries).toBe(1);

      // A request that arrives while a query runs waits for the next one, which sees the write.
      const during = read();
      await publicContentChanged(t.db);
      const later = read();
      expect(await later).not.toBe(versions[0]);
      expect([versions[0], await later]).toContain(await during);
    } finally {
      acquire?.mockRestore();
      t.db.off('query', count);
    }
  });
});
