import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_PREFIX } from '@casa/core';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/knex.js';
import { multipart, noisyJpeg, photo } from '../../test-support/images.js';

/**
 * The real server in its own process, killed with SIGKILL (no shutdown code runs) in the middle of
 * a 20-image project upload, then started again on the same SQLite file.
 */
const REPO = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const ADMIN = { username: 'admin', password: 'clave-de-prueba-123' };

let dataDir: string;
let port: number;
let child: ChildProcess | null = null;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

async function startServer(): Promise<void> {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
  };
  // One process (node with tsx's loader), so SIGKILL reaches the server itself.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: REPO, env, stdio: 'ignore' });
  child = server;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function kill(): Promise<void> {
  const server = child;
  child = null;
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}

async function login(): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

interface Check {
  integrity: string;
  projects: { id: number; images: number }[];
  orphans: string[];
  missing: string[];
}

/** Opens the file the way a restarted server does and checks it is whole. */
async function inspect(): Promise<Check> {
  const db: Knex = createDb({ sqliteFile: path.join(dataDir, 'site.sqlite') });
  try {
    const [integrity] = (await db.raw('PRAGMA integrity_check')) as { integrity_check: string }[];
    const projects = (await db('projects').select('id', 'image_urls', 'hero_image_url')) as {
      id: number;
      image_urls: string;
      hero_image_url: string | null;
    }[];
    const media = (await db('media').select('id', 'owner_type', 'owner_id')) as {
      id: string;
      owner_type: string | null;
      owner_id: number | null;
    }[];
    const referenced = new Map<string, number>();
    for (const project of projects) {
      for (const url of [...(JSON.parse(project.image_urls) as string[]), project.hero_image_url]) {
        if (url?.startsWith(MEDIA_PREFIX)) referenced.set(url.slice(MEDIA_PREFIX.length), project.id);
      }
    }
    const stored = new Set(media.map((row) => row.id));
    return {
      integrity: integrity?.integrity_check ?? '',
      projects: projects.map((project) => ({ id: project.id, images: (JSON.parse(project.image_urls) as string[]).length })),
      // A media row that no project references (or that names another owner) is an orphan.
      orphans: media.filter((row) => row.owner_type === 'project' && referenced.get(row.id) !== row.owner_id).map((row) => row.id),
      // A project that names an image that is not stored is half written.
      missing: [...referenced.keys()].filter((key) => !stored.has(key)),
    };
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-crash-test-'));
  port = await freePort();
  await startServer();
});
afterAll(async () => {
  await kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Empties the write-ahead log, so its growth afterwards shows that a write has begun. */
async function truncateWal(): Promise<void> {
  const db: Knex = createDb({ sqliteFile: path.join(dataDir, 'site.sqlite') });
  try {
    await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    await db.destroy();
  }
}

function walSize(): number {
  try {
    return fs.statSync(path.join(dataDir, 'site.sqlite-wal')).size;
  } catch {
    return 0;
  }
}

describe('SIGKILL during a 20-image project upload', () => {
  it('after a restart the database is intact: no half-written project, no orphan images', async () => {
    // Photos that do not compress (~300 KB each once stored), so writing the 20 takes a while.
    const images = await Promise.all(Array.from({ length: 20 }, () => noisyJpeg(640, 480)));
    const fields = {
      name: 'Hotel Interrumpido',
      year: '2024',
      location: 'Punta Cana',
      division: 'hospitality',
      projectType: 'Hotel',
      scope: 'FF&E',
      brands: [],
    };
    const outcomes: string[] = [];
    // First while the body arrives and images are decoded; then in the middle of the transaction
    // that writes the rows: as soon as the log holds about 512 KB of them, not yet committed. The
    // log is watched from this process, so on a busy machine the commit can win the race; then
    // the upload simply completed, and it is tried again (up to five times) for two kills mid-write.
    const moments: ('decoding' | 'writing')[] = ['decoding', 'writing', 'writing', 'writing', 'writing', 'writing'];
    for (const moment of moments) {
      if (outcomes.filter((outcome) => outcome === 'writing: killed').length >= 2) break;
      const cookie = await login();
      const origin = `http://127.0.0.1:${port}`;
      await truncateWal();
      let settled = false;
      const upload = fetch(`${origin}/api/projects`, {
        method: 'POST',
        headers: { cookie, origin },
        body: multipart(
          fields,
          images.map((data, index) => photo(data, `foto-${index}.jpg`)),
        ),
      })
        .then(
          (response) => String(response.status),
          () => 'killed',
        )
        .finally(() => {
          settled = true;
        });
      if (moment === 'decoding') await new Promise((resolve) => setTimeout(resolve, 100));
      else while (!settled && walSize() < 512 * 1024) await new Promise((resolve) => setTimeout(resolve, 1));
      await kill();
      outcomes.push(`${moment}: ${await upload}`);

      const check = await inspect();
      expect(check.integrity).toBe('ok');
      expect(check.missing).toEqual([]);
      expect(check.orphans).toEqual([]);
      // Each project is all there or not there at all.
      for (const project of check.projects) expect(project.images).toBe(20);
      await startServer();
    }
    // The kills really interrupted uploads: while decoding, and at least once mid-transaction.
    expect(outcomes[0]).toBe('decoding: killed');
    expect(outcomes.filter((outcome) => outcome === 'writing: killed').length).toBeGreaterThanOrEqual(1);
    for (const outcome of outcomes) expect(['decoding: killed', 'writing: killed', 'writing: 201']).toContain(outcome);
    // A kill between the commit and the answer leaves a whole project the client never heard of.
    const completed = outcomes.filter((outcome) => outcome.endsWith('201')).length;
    const saved = (await inspect()).projects.length;
    expect(saved).toBeGreaterThanOrEqual(completed);
    expect(saved).toBeLessThanOrEqual(outcomes.filter((outcome) => outcome.startsWith('writing')).length);
    // The restarted server works: the same upload now completes.
    const cookie = await login();
    const origin = `http://127.0.0.1:${port}`;
    const response = await fetch(`${origin}/api/projects`, {
      method: 'POST',
      headers: { cookie, origin },
      body: multipart(
        fields,
        images.map((data, index) => photo(data, `foto-${index}.jpg`)),
      ),
    });
    expect(response.status).toBe(201);
    const done = await inspect();
    expect(done.projects.map((project) => project.images)).toEqual(Array.from({ length: saved + 1 }, () => 20));
    expect(done.orphans).toEqual([]);
  }, 240_000);
});
