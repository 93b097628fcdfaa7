// `npm test`: every test of the project, in the order a failure is cheapest to find.
//   1. install what is missing, build every workspace (turbo caches)
//   2. at the same time: typecheck then lint; unit + API tests (vitest) on SQLite; the API tests
//      again on PostgreSQL when TEST_DATABASE_URL is set. Much of these waits on timers, sockets,
//      bcrypt's workers and PostgreSQL round trips rather than the CPU, so on a 2-core machine
//      running them side by side takes little longer than the longest of them (the PostgreSQL
//      files run one at a time: they share one database). Each step's output is printed whole
//      when it ends, not interleaved.
//   3. end-to-end tests (Playwright in Debian's Chromium) against the built site and real server,
//      alone, since they measure what a visitor waits for.
// It prints each step's time and ends with one line "N passed, N failed" summing every runner.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];
const timings = [];

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs a step in the foreground, its output straight to the terminal. */
function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push([label, seconds(started)]);
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

/** Runs steps one after the other in the background; their output is printed when each ends. */
async function background(steps) {
  for (const [label, command, args, env = {}] of steps) {
    const started = Date.now();
    const log = path.join(reports, `${label.replace(/\W+/g, '-')}.log`);
    const out = fs.openSync(log, 'w');
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, FORCE_COLOR: '1', ...env } });
    const code = await new Promise((resolve) => child.on('close', resolve));
    fs.closeSync(out);
    timings.push([label, seconds(started)]);
    console.log(`\n▶ ${label} (${seconds(started)})`);
    process.stdout.write(fs.readFileSync(log));
    if (code !== 0) failures.push(label);
  }
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed +=
    report.numFailedTests + (report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0 ? 1 : 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
}

if (!fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  if (!run('npm install', 'npm', ['install'])) process.exit(1);
}
if (!run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only'])) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const sqliteReport = path.join(reports, 'vitest-sqlite.json');
const pgReport = path.join(reports, 'vitest-pg.json');
const vitest = (report, extra = []) => ['vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
console.log('\n▶ typecheck, lint, and the vitest suites side by side (each printed when it ends)');
await Promise.all([
  background([
    ['typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']],
    ['lint and format', 'npm', ['run', 'lint', '--silent']],
  ]),
  background([['unit and API tests (SQLite)', 'npx', vitest(sqliteReport), { TEST_DATABASE_URL: '' }]]),
  process.env.TEST_DATABASE_URL
    ? background([['API tests (PostgreSQL)', 'npx', vitest(pgReport, ['--project', 'server'])]])
    : Promise.resolve(console.log('\n(TEST_DATABASE_URL is not set: the API suite runs on SQLite only)')),
]);
countVitest(sqliteReport);
countVitest(pgReport);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  const e2eReport = path.join(reports, 'playwright.json');
  run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
  countPlaywright(e2eReport);
} else {
  console.log(`\n✖ Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  failures.push('end-to-end tests (no Chromium)');
}

console.log(`\nTimes: ${timings.map(([label, time]) => `${label} ${time}`).join(' · ')}`);
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
// Steps without a counted test (build, typecheck, lint) still fail the run.
const failed = totals.failed === 0 && failures.length > 0 ? failures.length : totals.failed;
console.log(`\n${totals.passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
