// `npm test`: every test of the project, in the order a failure is cheapest to find.
//   1. install what is missing, build every workspace (turbo caches), typecheck
//   2. unit + API tests (vitest) on SQLite
//   3. the API tests again on PostgreSQL when TEST_DATABASE_URL is set
//   4. end-to-end tests (Playwright in Debian's Chromium) against the built site and real server
// It ends with one line "N passed, N failed" summing every runner.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
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
run('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
run('lint and format', 'npm', ['run', 'lint', '--silent']);

const sqliteReport = path.join(reports, 'vitest-sqlite.json');
run('unit and API tests (SQLite)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${sqliteReport}`], {
  TEST_DATABASE_URL: '',
});
countVitest(sqliteReport);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-pg.json');
  run('API tests (PostgreSQL)', 'npx', [
    'vitest',
    'run',
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${pgReport}`,
  ]);
  countVitest(pgReport);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API suite ran on SQLite only)');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  const e2eReport = path.join(reports, 'playwright.json');
  run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
  countPlaywright(e2eReport);
} else {
  console.log(`\n✖ Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  failures.push('end-to-end tests (no Chromium)');
}

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
// Steps without a counted test (build, typecheck, lint) still fail the run.
const failed = totals.failed === 0 && failures.length > 0 ? failures.length : totals.failed;
console.log(`\n${totals.passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
