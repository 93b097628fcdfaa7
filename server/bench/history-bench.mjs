// The history and the activity log at a year's size: how long 'Actividad' takes to answer a page
// (unfiltered, by action, by user and days) and its CSV, how long a save's recordVersion takes
// when the record already has many versions, and how long the hourly pruning takes. Prints
// figures, asserts nothing.
//   node server/bench/history-bench.mjs   (after `npm run build`; BENCH_AUDIT_ROWS, BENCH_DATABASE_URL)
// BENCH_DATABASE_URL must be a throwaway database: its history and activity are replaced.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listAudit } from '../dist/audit/index.js';
import { createDb, migrate } from '../dist/db/knex.js';
import { listVersions, pruneHistory, recordVersion } from '../dist/history/index.js';

const auditRows = Number(process.env.BENCH_AUDIT_ROWS ?? 100_000);
const versions = Number(process.env.BENCH_VERSIONS ?? 2_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-history-bench-'));
const db = createDb({ databaseUrl: process.env.BENCH_DATABASE_URL || undefined, sqliteFile: path.join(dataDir, 'site.sqlite') });
await migrate(db);
for (const table of ['history_media', 'history', 'audit_log']) await db(table).delete();

const actions = ['auth.login', 'auth.login_failed', 'project.update', 'leads.export', 'settings.update'];
const yearAgo = Date.now() - 365 * 86_400_000;
const stamp = (ms) => (db.client.config.client === 'pg' ? new Date(ms) : new Date(ms).toISOString().replace('T', ' ').replace('Z', ''));
const audit = Array.from({ length: auditRows }, (_, i) => ({
  created_at: stamp(yearAgo + Math.floor((i * 365 * 86_400_000) / auditRows)),
  user_id: (i % 7) + 1,
  username: `usuario${i % 7}`,
  action: actions[i % actions.length],
  target: `Proyecto ${i % 300}`,
  address: `10.0.${i % 250}.${i % 200}`,
  user_agent: 'Mozilla/5.0 (bench)',
}));
await db.batchInsert('audit_log', audit, 500);

const project = (n) => ({
  id: 1,
  name: `Hotel ${n}`,
  description: 'Descripción '.repeat(40),
  imageUrls: Array.from({ length: 12 }, (_, i) => `/media/${'a'.repeat(16)}-${String(i).padStart(8, '0')}`),
  imageAlts: Array.from({ length: 12 }, (_, i) => `Imagen ${i}`),
  keyFeatures: ['Lobby', 'Habitaciones'],
});
let started = performance.now();
for (let n = 1; n <= versions; n += 1) {
  await db.transaction((trx) =>
    recordVersion(trx, {
      type: 'project',
      id: 1,
      value: project(n),
      user: { id: 1, username: 'bench' },
      action: 'update',
      at: new Date(yearAgo + n * 60_000),
    }),
  );
}
const perSave = (performance.now() - started) / versions;

/** Median of `runs` timings, in ms. */
async function time(run, runs = 7) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  return samples.sort((a, b) => a - b)[Math.floor(runs / 2)].toFixed(1);
}

const page = { limit: 50, offset: 0 };
const recent = new Date(Date.now() - 30 * 86_400_000);
console.log(`engine: ${db.client.config.client}, ${auditRows} activity rows, ${versions} versions of one project`);
console.log(`Actividad, first page:              ${await time(() => listAudit(db, {}, page))} ms`);
console.log(`Actividad, page 1000:               ${await time(() => listAudit(db, {}, { limit: 50, offset: 50_000 }))} ms`);
console.log(`Actividad, by action:               ${await time(() => listAudit(db, { action: 'auth.login_failed' }, page))} ms`);
console.log(`Actividad, by user, last 30 days:   ${await time(() => listAudit(db, { user: 'usuario3', from: recent }, page))} ms`);
console.log(`Actividad CSV rows (all):           ${await time(() => listAudit(db, {}, { limit: 100_000, offset: 0 }), 3)} ms`);
console.log(`Historial list (${versions} versions):   ${await time(() => listVersions(db, 'project', 1))} ms`);
console.log(`recordVersion per save (mean):      ${perSave.toFixed(2)} ms`);
started = performance.now();
const pruned = await pruneHistory(db, 180, new Date());
console.log(`pruning ${pruned} versions:            ${(performance.now() - started).toFixed(1)} ms`);
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
