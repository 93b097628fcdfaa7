// Login under attack, against the built server (default settings, SQLite unless BENCH_DATABASE_URL):
//   1. throttle: 40 wrong passwords for one username from one address, sent at the same moment;
//   2. stall: the latency of a public GET /api/brands while 40 logins from 40 addresses arrive at once;
//   3. per account: then the right password from a new computer, and from the one that signed in
//      first (its device cookie, docs/decisions/0015-device-cookies-and-two-step-sign-in.md).
// Prints figures beside those measured before the throttle and the hashing workers (docs/decisions/0004-login-throttle.md); asserts nothing.
//   node server/bench/login-bench.mjs   (after `npm run build`; BENCH_PORT, BENCH_DATABASE_URL)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer } from '../../scripts/bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3291);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-login-bench-'));

let deviceCookie = '';

function login(username, password, address, cookie) {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ username, password }),
  }).then(async (response) => {
    await response.arrayBuffer();
    const device = response.headers.getSetCookie().find((line) => line.startsWith('casa_device='));
    if (device) deviceCookie = device.split(';')[0];
    return response.status;
  });
}

const tally = (statuses) =>
  Object.entries(statuses.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** GET /api/brands one after another until `until` settles; returns the latencies in ms. */
async function sampleBrands(until) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies = [];
  do {
    const started = performance.now();
    const response = await fetch(`${base}/api/brands`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  } while (!done);
  return latencies.sort((a, b) => a - b);
}

const describe = (latencies) =>
  `${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`;

let server;
try {
  server = await startBenchServer({
    port,
    dataDir,
    env: { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', ADMIN_USERNAME: 'admin' },
  });
  // Warm up: the first check also computes the dummy hash for unknown usernames; this computer
  // now holds the admin's device cookie.
  await login('admin', 'bench-password', '192.0.2.250');
  const usualComputer = deviceCookie;

  const idle = await sampleBrands(new Promise((resolve) => setTimeout(resolve, 2000)));

  const started = performance.now();
  const throttle = await Promise.all(Array.from({ length: 40 }, (_, i) => login('admin', `wrong-password-${i}`, '198.51.100.1')));
  const throttleMs = performance.now() - started;

  const flood = Promise.all(Array.from({ length: 40 }, (_, i) => login('admin', `wrong-password-${i}`, `203.0.113.${i + 1}`)));
  const during = await sampleBrands(flood);
  const floodStatuses = await flood;
  const newComputer = await login('admin', 'bench-password', '192.0.2.251');
  const usual = await login('admin', 'bench-password', '192.0.2.252', usualComputer);

  console.log(
    `\nLogin throttle and hashing (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, default settings, ${os.cpus().length} CPUs)`,
  );
  console.log('                                              before the throttle         now');
  console.log(`40 wrong passwords, one user, one address:    40 × 401, 0 × 429           ${tally(throttle)} (${throttleMs.toFixed(0)} ms)`);
  console.log(`40 logins from 40 addresses at once:          all checked on the loop     ${tally(floodStatuses)}`);
  console.log(`GET /api/brands, idle:                                                    ${describe(idle)}`);
  console.log(`GET /api/brands during those 40 logins:       waited 4 s                  ${describe(during)}`);
  console.log(`then the right password, a new computer:      200                         ${newComputer}`);
  console.log(`then the right password, the usual computer:  200                         ${usual}`);
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
