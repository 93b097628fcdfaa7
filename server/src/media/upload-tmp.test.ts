import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, startTestApp, TEST_ADMIN, type TestApp } from '../test-support/harness.js';
import { fixture, jpeg, multipart, noisyJpeg, photo } from '../test-support/images.js';
import { uploadBudget } from './upload-budget.js';
import { cleanUploadTmp } from './upload-tmp.js';

// On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set (the harness's database).
const REPO = path.resolve(import.meta.dirname, '..', '..', '..');
const projectFields = (name: string) => ({
  name,
  year: '2024',
  location: 'Punta Cana',
  division: 'hospitality',
  projectType: 'Hotel',
  scope: 'FF&E',
  brands: [],
});

let t: TestApp;
let cookie: string;
let tmp: string;

beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.adminCookie();
  tmp = t.deps.config.uploadTmpDir;
});
afterAll(() => t.close());

const entries = () => (fs.existsSync(tmp) ? fs.readdirSync(tmp) : []);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settled(): Promise<void> {
  for (let wait = 0; wait < 400 && (uploadBudget(t.deps.config).stats().heldBytes > 0 || entries().length > 0); wait += 1) await pause(25);
}

describe('upload bodies in DATA_DIR/tmp', () => {
  it('are removed once a request succeeds, and once it is refused', async () => {
    const stored = await t.request('/api/projects', {
      method: 'POST',
      headers: { cookie },
      body: multipart(projectFields('Guardado'), [photo(await jpeg(300, 200, '#102030'))]),
    });
    expect(stored.status).toBe(201);
    await settled();
    expect(entries()).toEqual([]);

    const refused = await t.request('/api/projects', {
      method: 'POST',
      headers: { cookie },
      body: multipart(projectFields('Falso'), [photo(await jpeg()), photo(fixture('fake.jpg'), 'falsa.jpg')]),
    });
    expect(refused.status).toBe(400);
    expect((await bodyOf(refused)).errors.images[0]).toContain('falsa.jpg');
    await settled();
    expect(entries()).toEqual([]);
  });

  it('are removed when the client goes away mid-upload', async () => {
    const files = await Promise.all(Array.from({ length: 6 }, async () => photo(await noisyJpeg(1200, 900))));
    const controller = new AbortController();
    const upload = t
      .request('/api/projects', {
        method: 'POST',
        headers: { cookie },
        body: multipart(projectFields('Abandonado'), files),
        signal: controller.signal,
      })
      .catch(() => 'aborted');
    while (!entries().some((entry) => fs.readdirSync(path.join(tmp, entry)).length > 0)) await pause(5);
    controller.abort();
    expect(await upload).toBe('aborted');
    await settled();
    expect(entries()).toEqual([]);
    expect(uploadBudget(t.deps.config).stats().heldBytes).toBe(0);
    expect(t.errors).toEqual([]);
  });

  it('left by a process that is gone (or by this one before a restart) are removed at start; a live process keeps its own', () => {
    const live = path.join(tmp, `${process.ppid}-aaaa`);
    const dead = path.join(tmp, '999999999-bbbb');
    const mine = path.join(tmp, `${process.pid}-cccc`);
    for (const dir of [live, dead, mine]) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'parte'), 'x');
    }
    fs.writeFileSync(path.join(tmp, 'suelto'), 'x');
    expect(cleanUploadTmp(tmp)).toBe(3);
    expect(entries()).toEqual([path.basename(live)]);
    fs.rmSync(live, { recursive: true });
    expect(fs.statSync(tmp).mode & 0o777).toBe(0o700);
  });
});

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real server in a child process, on the harness's database and data folder. */
async function startServer(port: number): Promise<ChildProcess> {
  // One process (node with tsx's loader), so SIGKILL reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: t.deps.config.dataDir,
      DATABASE_URL: t.deps.config.databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await pause(250);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

describe('a server killed mid-upload', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('leaves no temporary file after its restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(port);
    children.push(server);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
    const session = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    // A multipart body sent slowly: its first photo is half written to disk when the server dies.
    const boundary = 'casa-kill-test';
    const request = http.request(`${base}/api/projects`, {
      method: 'POST',
      headers: {
        cookie: session,
        origin: base,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(8 * 1024 * 1024),
      },
    });
    request.on('error', () => undefined);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nMatado\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    request.write(Buffer.alloc(1024 * 1024, 0xab));
    const spooled = () => entries().flatMap((entry) => fs.readdirSync(path.join(tmp, entry)).map((file) => path.join(tmp, entry, file)));
    for (let wait = 0; wait < 400 && !spooled().some((file) => fs.statSync(file).size > 0); wait += 1) await pause(25);
    expect(spooled().length).toBeGreaterThan(0);

    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
    request.destroy();
    expect(entries().length).toBeGreaterThan(0);

    const restarted = await startServer(port);
    children.push(restarted);
    expect(entries()).toEqual([]);
    const stopped = new Promise((resolve) => restarted.once('exit', resolve));
    restarted.kill('SIGTERM');
    await stopped;
  }, 120_000);
});
