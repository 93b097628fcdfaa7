// `npm run bench`: prints the figures a release note quotes (bundle sizes, throughput, photo savings). Nothing here asserts a time.
//   - API throughput and p99 latency, beside a static file of the same bytes (server/bench)
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
  ['API under load', 'node', ['server/bench/api-bench.mjs']],
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
