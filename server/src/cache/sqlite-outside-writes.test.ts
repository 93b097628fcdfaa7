import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestHandler } from '../app.js';
import { loadConfig } from '../config.js';
import { createDb, migrate } from '../db/knex.js';
import { stubWebBuild } from '../test-support/web-stub.js';

// The embedded mode's SQLite file may be written by another connection that knows nothing of the
// content version: the admin CLI, a maintenance script, the end-to-end tests' helper. The cache
// notices through SQLite's data_version. Always on SQLite, whatever TEST_DATABASE_URL says.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-outside-writes-'));
const webDist = stubWebBuild();
let db: Knex;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' }), webDist };
  db = createDb({ sqliteFile: config.sqliteFile });
  await migrate(db);
  server = http.createServer(
    createRequestHandler({ db, config, log: { info: () => undefined, error: () => undefined }, now: () => new Date() }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** A write through a second connection of its own, as another program would make it. */
async function writeOutside(sql: string, ...params: string[]): Promise<void> {
  const other = createDb({ sqliteFile: path.join(dataDir, 'site.sqlite') });
  try {
    await other.raw(sql, params);
  } finally {
    await other.destroy();
  }
}

describe('read cache on SQLite', () => {
  it('sees rows another connection wrote into the file at the next request', async () => {
    const text = async (pathname: string) => (await fetch(`${baseUrl}${pathname}`)).text();
    expect(await text('/api/brands?division=corporativo')).toBe('[]');
    expect(await text('/corporativo')).not.toContain('Marca Directa');

    await writeOutside(
      `insert into brands (name, description, category, division, logo_url, is_active) values (?, 'Sillas', 'mobiliario', 'corporativo', 'https://cdn.example.com/l.svg', 1)`,
      'Marca Directa',
    );
    expect(await text('/api/brands?division=corporativo')).toContain('Marca Directa');
    expect(await text('/corporativo')).toContain('Marca Directa');

    await writeOutside(`update brands set name = ? where name = 'Marca Directa'`, 'Marca Cambiada');
    expect(await text('/api/brands?division=corporativo')).toContain('Marca Cambiada');
    expect(await text('/corporativo')).toContain('Marca Cambiada');
  });
});
