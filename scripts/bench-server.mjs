// The built server (server/dist) started for a benchmark: on 127.0.0.1, a fresh data folder, the
// demo data seeded. Used by every server/bench/*.mjs and apps/web/scripts/lighthouse.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Resolves once the server at `base` answers /api/health, polling every 250 ms for up to a minute. */
export async function waitForHealth(base) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

/**
 * Starts the server on `port` with its data in `dataDir` (`env` adds or overrides settings) and
 * resolves once it is healthy, with its address, its process id (for /proc figures) and a `stop` that
 * waits for it to exit.
 */
export async function startBenchServer({ port, dataDir, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    env: {
      // glibc's malloc as npm start sets it (docs/decisions/0016-uploads-to-disk-and-the-web-build-layout.md).
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '1048576',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'bench-password',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid, stop };
}
