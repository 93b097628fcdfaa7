// Load test of the public reads: the built server with its read cache (docs/decisions/0008-read-cache.md),
// the same server with READ_CACHE_MB=0 (every request through Express, the database and React), and
// a bare Node http server answering the very same bytes and headers (server/bench/bare-server.mjs),
// in one run, against the demo data. Prints requests/s, p99 latency and server CPU per request.
// Nothing here asserts a figure.
//   node server/bench/api-bench.mjs   (after `npm run build`; BENCH_SECONDS, BENCH_CONNECTIONS,
//   BENCH_PORT, BENCH_DATABASE_URL)
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from '../../scripts/bench-server.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3290);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-bench-'));
const TARGETS = [
  ['JSON', '/api/projects?division=hospitality'],
  ['HTML', '/hospitality'],
];
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

const stops = [];

/** A port nobody listens on now, for the servers beside BENCH_PORT. */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

/** The built server on `serverPort` over the shared data folder; its `stop` is called at the end. */
async function startServer(serverPort, extraEnv = {}) {
  const server = await startBenchServer({
    port: serverPort,
    dataDir,
    env: { PUBLIC_URL: `http://127.0.0.1:${serverPort}`, DATABASE_URL: databaseUrl, ...extraEnv },
  });
  stops.push(server.stop);
  return server;
}

/** CPU seconds a process has used so far (user + system), from /proc; null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

function load(url, pid, headers = {}) {
  return new Promise((resolve, reject) => {
    const before = cpuSeconds(pid);
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      const after = cpuSeconds(pid);
      const requests = result.requests.total;
      const cpuUs = before === null || after === null || requests === 0 ? null : ((after - before) * 1e6) / requests;
      resolve({ rps: result.requests.average, p99: result.latency.p99, cpuUs, non2xx: result.non2xx + result.errors });
    });
  });
}

/** The answer as the cached server sends it for these request headers: status, headers, bytes. */
function capture(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const kept = { ...response.headers };
          for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']) delete kept[name];
          resolve({ status: response.statusCode, headers: kept, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

try {
  const cached = await startServer(port);
  // A second process on the same data, with the cache off: what Express alone does.
  const uncached = await startServer(await freePort(), { READ_CACHE_MB: '0', SEED_DEMO: 'false' });

  // Every variant the bench asks for: no Accept-Encoding (autocannon's default) and brotli.
  const variants = [
    ['identity', {}],
    ['br', { 'accept-encoding': 'br' }],
  ];
  // Asked once, then given time for the best-quality brotli copy, so both servers send the bytes kept for good.
  for (const [, target] of TARGETS) await capture(`${cached.base}${target}`, { 'accept-encoding': 'br' });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const answers = {};
  const sizes = {};
  for (const [, target] of TARGETS) {
    for (const [encoding, headers] of variants) {
      const answer = await capture(`${cached.base}${target}`, headers);
      if (answer.status !== 200) throw new Error(`${target} answered ${answer.status}`);
      // The bare server tells the variants apart by a query parameter of its own.
      answers[`${target}${target.includes('?') ? '&' : '?'}bench=${encoding}`] = {
        headers: answer.headers,
        body: answer.body.toString('base64'),
      };
      sizes[`${target} ${encoding}`] = answer.body.length;
    }
  }
  const bareConfig = path.join(dataDir, 'bare.json');
  const barePort = await freePort();
  fs.writeFileSync(bareConfig, JSON.stringify({ port: barePort, answers }));
  const bare = fork(path.join(root, 'server', 'bench', 'bare-server.mjs'), [bareConfig], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  stops.push(async () => {
    if (bare.exitCode !== null) return;
    const exited = new Promise((resolve) => bare.once('exit', resolve));
    bare.kill('SIGTERM');
    await exited;
  });
  await new Promise((resolve) => bare.once('message', resolve));
  const bareBase = `http://127.0.0.1:${barePort}`;

  const rows = [];
  for (const [label, target] of TARGETS) {
    for (const [encoding, headers] of variants) {
      const bareUrl = `${bareBase}${target}${target.includes('?') ? '&' : '?'}bench=${encoding}`;
      const withCache = await load(`${cached.base}${target}`, cached.pid, headers);
      const expressOnly = await load(`${uncached.base}${target}`, uncached.pid, headers);
      const node = await load(bareUrl, bare.pid, headers);
      rows.push({ label: `${label} ${target}`, encoding, bytes: sizes[`${target} ${encoding}`], withCache, expressOnly, node });
    }
  }

  const cpu = (value) => (value === null ? '   n/a' : value.toFixed(0).padStart(6));
  console.log(
    `\nPublic reads under load (${connections} connections, ${seconds} s each, ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${os.cpus().length} CPUs shared with the load generator)`,
  );
  console.log(
    'request                                  enc.       body | cached req/s p99 ms CPU µs | no cache req/s p99 ms CPU µs | bare node req/s p99 ms CPU µs | cached/bare',
  );
  for (const { label, encoding, bytes, withCache, expressOnly, node } of rows) {
    const cells = (result, width) => `${result.rps.toFixed(0).padStart(width)} ${String(result.p99).padStart(6)} ${cpu(result.cpuUs)}`;
    console.log(
      `${label.padEnd(40)} ${encoding.padEnd(8)} ${String(bytes).padStart(7)} | ${cells(withCache, 12)} | ${cells(expressOnly, 14)} | ${cells(node, 15)} | ${(withCache.rps / node.rps).toFixed(2).padStart(11)}`,
    );
    for (const [name, result] of [
      ['cached', withCache],
      ['no cache', expressOnly],
      ['bare node', node],
    ]) {
      if (result.non2xx > 0) console.log(`  (${name}: ${result.non2xx} answers were errors or not 2xx)`);
    }
  }
  console.log('CPU µs: server process CPU time (user + system) per answered request, from /proc.');
} finally {
  await Promise.all(stops.map((stop) => stop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
