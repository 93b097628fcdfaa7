// `npm run bench`: prints the figures a release note quotes (bundle sizes, throughput, photo savings). Nothing here asserts a time.
//   - public reads (JSON and HTML) under load: the cached server, the same without cache, and a bare
//     Node http server answering the same bytes: req/s, p99, CPU per request (server/bench)
//   - the login throttle under 40 simultaneous wrong passwords, and a public GET's p99 while 40 logins arrive (server/bench)
//   - the leads inbox with 20 000 leads: list, search, export, time to the e-mail (server/bench)
//   - a portfolio of 1 000 projects: the projects page's size and elements (page 1, 20, filtered),
//     the API page's size and p99 at 50 connections, the admin's first page and search (server/bench)
//   - 'Actividad' with 100 000 rows, 'Historial' of 2 000 versions, a save's recordVersion, pruning (server/bench)
//   - three admins uploading 20 × 8 MB at once: answers, public GET p99 meanwhile, peak memory; SVG
//     screening times on hostile inputs (server/bench/upload-bench.mjs)
//   - JavaScript each public route downloads, gzipped (apps/web/scripts/bundle-report.mjs)
//   - Lighthouse mobile scores of the public pages, median of 3 runs (apps/web/scripts/lighthouse.mjs)
//   - bytes saved by the desktop app's photo preparation (apps/desktop-admin/scripts)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']],
  ['public bundle sizes', 'node', ['apps/web/scripts/bundle-report.mjs']],
  ['public reads under load', 'node', ['server/bench/api-bench.mjs']],
  ['login throttle and hashing', 'node', ['server/bench/login-bench.mjs']],
  ['leads inbox with 20 000 leads', 'node', ['server/bench/leads-bench.mjs']],
  ['a portfolio of 1 000 projects', 'node', ['server/bench/portfolio-bench.mjs']],
  ['history and activity at a year’s size', 'node', ['server/bench/history-bench.mjs']],
  ['uploads under the server-wide budget', 'node', ['server/bench/upload-bench.mjs']],
  ['Lighthouse (mobile)', 'node', ['apps/web/scripts/lighthouse.mjs']],
  ['desktop photo preparation', 'node', ['apps/desktop-admin/scripts/bench-prepare.mjs']],
];
let failed = false;
for (const [label, command, args] of steps) {
  const script = args.find((arg) => arg.endsWith('.mjs'));
  if (script && !fs.existsSync(path.join(root, script))) {
    console.log(`\n(skipped ${label}: ${script} is missing)`);
    continue;
  }
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
