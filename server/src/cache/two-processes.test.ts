import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN } from '../test-support/harness.js';
import { jpeg, multipart, photo } from '../test-support/images.js';
import { type ServerProcess, startServerProcess } from '../test-support/server-process.js';
import { stubWebBuild } from '../test-support/web-stub.js';

// Two real server processes on one database: TEST_DATABASE_URL when set (the deployment this is
// for: N processes on one PostgreSQL), else one SQLite file. Each keeps its own read cache; a
// write through one must show on the other at its next request.

const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-two-processes-'));
const webDist = stubWebBuild();
const servers: ServerProcess[] = [];

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({ dataDir, databaseUrl, webDist, env: { READ_CACHE_MB: '16' } });
  servers.push(server);
  return server;
}

async function login(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const read = async (server: ServerProcess, pathname: string) => {
  const response = await fetch(`${server.url}${pathname}`);
  return { status: response.status, text: await response.text() };
};

let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (databaseUrl) {
    // Leaves the shared PostgreSQL test database migrated, empty, with TEST_ADMIN.
    const setup = await startTestApp();
    await setup.close();
  }
  a = await startServer();
  b = await startServer();
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('read cache with two server processes on one database', () => {
  it('shows a write made through one process on the other at its next request', async () => {
    // Both processes answer, and keep, the list and the page before the write.
    for (const server of [a, b]) {
      for (let i = 0; i < 2; i += 1) {
        expect((await read(server, '/api/projects?division=hospitality')).text).not.toContain('Hotel Compartido');
        expect((await read(server, '/hospitality/proyectos')).text).not.toContain('Hotel Compartido');
      }
    }

    const cookieA = await login(a);
    const created = await fetch(`${a.url}/api/projects`, {
      method: 'POST',
      headers: { cookie: cookieA, origin: a.url },
      body: multipart(
        {
          name: 'Hotel Compartido',
          year: '2025',
          location: 'Samaná',
          division: 'hospitality',
          projectType: 'Hotel',
          scope: 'FF&E completo',
          brands: [],
        },
        [photo(await jpeg(40, 30))],
      ),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const project = (await created.json()) as { id: number; imageUrls: string[] };

    expect((await read(b, '/api/projects?division=hospitality')).text).toContain('Hotel Compartido');
    expect((await read(b, '/hospitality/proyectos')).text).toContain('Hotel Compartido');
    expect((await read(b, `/hospitality/proyecto/${project.id}`)).text).toContain('Hotel Compartido');
    expect((await read(a, `/api/projects/${project.id}`)).text).toContain('Hotel Compartido');

    // And the other way round: a delete through B is seen by A, whose cache holds the project.
    const cookieB = await login(b);
    const deleted = await fetch(`${b.url}/api/projects/${project.id}`, { method: 'DELETE', headers: { cookie: cookieB, origin: b.url } });
    expect(deleted.status).toBe(204);
    expect((await read(a, `/api/projects/${project.id}`)).status).toBe(404);
    expect((await read(a, `/hospitality/proyecto/${project.id}`)).status).toBe(404);
    expect((await read(a, '/api/projects?division=hospitality')).text).not.toContain('Hotel Compartido');
    expect((await read(a, '/hospitality/proyectos')).text).not.toContain('Hotel Compartido');
  });
});
