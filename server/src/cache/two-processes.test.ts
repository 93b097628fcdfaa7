import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN } from '../test-support/harness.js';
import { jpeg, multipart, photo } from '../test-support/images.js';
import { stubWebBuild } from '../test-support/web-stub.js';

// Two real server processes (src/main.ts run by tsx) on one database: TEST_DATABASE_URL when set
// (the deployment this is for: N processes on one PostgreSQL), else one SQLite file. Each keeps
// its own read cache; a write through one must show on the other at its next request.

const serverDir = path.resolve(import.meta.dirname, '..', '..');
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-two-processes-'));
const webDist = stubWebBuild();

interface Server {
  url: string;
  child: ChildProcess;
  output: string[];
}
const servers: Server[] = [];

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      WEB_DIST: webDist,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'error',
      READ_CACHE_MB: '16',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { url, child, output: [] };
  child.stdout?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  servers.push(server);
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not start:\n${server.output.join('')}`);
}

async function login(server: Server): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const read = async (server: Server, pathname: string) => {
  const response = await fetch(`${server.url}${pathname}`);
  return { status: response.status, text: await response.text() };
};

let a: Server;
let b: Server;

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
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
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
