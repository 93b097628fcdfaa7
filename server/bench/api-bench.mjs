// Load test of the public read API against the same server answering a static JSON file of the
// same size, so the ratio shows what the database path costs. Prints requests/s and p99 latency.
//   node server/bench/api-bench.mjs   (after `npm run build`; BENCH_SECONDS, BENCH_CONNECTIONS)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from '../../scripts/bench-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const port = Number(process.env.BENCH_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-bench-'));
const webDist = path.join(dataDir, 'web');
fs.mkdirSync(path.join(webDist, 'bench'), { recursive: true });

const server = await startBenchServer({ port, dataDir, env: { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', WEB_DIST: webDist } });

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

try {
  const rows = [];
  for (const [label, apiPath] of [
    ['projects', '/api/projects?division=hospitality'],
    ['brands', '/api/brands?division=hospitality'],
  ]) {
    const body = await (await fetch(`${base}${apiPath}`)).text();
    fs.writeFileSync(path.join(webDist, 'bench', `${label}.json`), body);
    const api = await load(`${base}${apiPath}`);
    const file = await load(`${base}/bench/${label}.json`);
    rows.push({ label: `GET ${apiPath}`, bytes: body.length, api, file });
  }
  console.log(
    `\nAPI under load (${connections} connections, ${seconds} s each, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`,
  );
  console.log('endpoint                                  body     req/s   p99 ms | static req/s  p99 ms | api/static');
  for (const { label, bytes, api, file } of rows) {
    console.log(
      `${label.padEnd(40)} ${String(bytes).padStart(6)} B ${api.requests.average.toFixed(0).padStart(7)} ${String(api.latency.p99).padStart(7)} | ${file.requests.average.toFixed(0).padStart(12)} ${String(file.latency.p99).padStart(7)} | ${(api.requests.average / file.requests.average).toFixed(2)}`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
