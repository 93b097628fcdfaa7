// The leads inbox with many leads: how long the list, a search, a campaign filter, the summary,
// 'Resumen' (GET /api/leads/stats, target < 300 ms) and the CSV export take, and how long a
// submitted contact waits for its e-mail. Prints figures, asserts nothing.
//   node server/bench/leads-bench.mjs   (after `npm run build`; BENCH_LEADS, BENCH_DATABASE_URL)
// BENCH_DATABASE_URL must be a throwaway database: its leads and admin users are replaced.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createDb, migrate } from '../dist/db/knex.js';
import { startBenchServer } from '../../scripts/bench-server.mjs';

const leads = Number(process.env.BENCH_LEADS ?? 20_000);
const port = Number(process.env.BENCH_PORT ?? 3291);
const smtpPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-leads-bench-'));

// Fill the table directly (the API would take minutes): half contacts, half appointments, spread
// over the twelve weeks 'Resumen' shows, a third of them handled a few hours later, one in three
// from one of 20 campaigns.
const db = createDb({ databaseUrl: databaseUrl || undefined, sqliteFile: path.join(dataDir, 'site.sqlite') });
await migrate(db);
for (const table of ['mail_outbox', 'leads', 'admin_sessions', 'admin_users']) await db(table).delete();
const spanMs = 12 * 7 * 24 * 60 * 60_000;
const start = Date.now() - spanMs;
const step = spanMs / leads;
// Stored as the app stores them (db/rows.ts dbTimestamp): a Date on PostgreSQL, UTC text on SQLite.
const stamp = (ms) => (databaseUrl ? new Date(ms) : new Date(ms).toISOString().replace('T', ' ').replace('Z', ''));
const divisions = ['corporativo', 'hospitality'];
const sources = ['instagram', 'google', 'facebook', 'boletin'];
const rows = (kind, offset) =>
  Array.from({ length: leads / 2 }, (_, i) => ({
    kind,
    name: `Persona ${kind} ${i}`,
    email: `persona${i}@empresa${i % 500}.do`,
    phone: '809-555-0123',
    company: `Empresa ${i % 500}`,
    message: `Mensaje de prueba número ${i} sobre mobiliario para oficinas y hoteles.`,
    division: divisions[i % 2],
    accept_privacy: true,
    status: i % 3 === 0 ? 'handled' : 'new',
    created_at: stamp(start + (2 * i + offset) * step),
    handled_at: i % 3 === 0 ? stamp(start + (2 * i + offset) * step + (i % 48) * 3_600_000) : null,
    utm_source: i % 3 === 1 ? sources[i % 4] : null,
    utm_campaign: i % 3 === 1 ? `campaña ${i % 5}` : null,
    landing_page: '/hospitality',
    ...(kind === 'appointment' ? { preferred_date: '2026-12-01', preferred_time: '10:00' } : {}),
  }));
await db.batchInsert('leads', [...rows('contact', 0), ...rows('appointment', 1)], 500);
// Every lead has its outbox row; one in a hundred failed for good.
const ids = await db('leads').select('id');
await db.batchInsert(
  'mail_outbox',
  ids.map(({ id }, i) => ({
    lead_id: id,
    status: i % 100 === 0 ? 'failed' : 'sent',
    attempts: 1,
    next_attempt_at: stamp(start),
    created_at: stamp(start),
  })),
  500,
);
await db.destroy();

let delivered = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      delivered += 1;
      callback();
    });
    stream.resume();
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

/** Median of `runs` timings of one request, in ms. */
async function time(pathname, cookie, runs = 7) {
  const samples = [];
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    const response = await fetch(`${base}${pathname}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    bytes = (await response.arrayBuffer()).byteLength;
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(runs / 2)], bytes };
}

// The leads above, no demo content, and notifications to the SMTP server above.
const settings = {
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: base,
  SEED_DEMO: 'false',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  LEADS_TO: 'ventas@example.do',
};
let server;
try {
  server = await startBenchServer({ port, dataDir, env: settings });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'admin', password: 'bench-password' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  console.log(`${leads} leads on ${databaseUrl ? 'PostgreSQL' : 'SQLite'} (median of 7 requests)`);
  for (const [label, pathname] of [
    ['first page', '/api/leads'],
    ['page 200, hospitality, new', '/api/leads?division=hospitality&status=new&page=200'],
    ['search "empresa 42"', '/api/leads?q=empresa%2042'],
    ['campaign instagram / campaña 1', '/api/leads?utmSource=instagram&utmCampaign=campa%C3%B1a%201'],
    ['summary (badge)', '/api/leads/summary'],
    ['Resumen: stats, 12 weeks', '/api/leads/stats?weeks=12'],
    ['CSV export, every lead', '/api/leads/export.csv'],
  ]) {
    const { ms, bytes } = await time(pathname, cookie);
    console.log(`  ${label.padEnd(30)} ${ms.toFixed(1).padStart(8)} ms  ${(bytes / 1024).toFixed(0).padStart(6)} KB`);
  }

  const t0 = performance.now();
  await fetch(`${base}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Bench',
      email: 'bench@example.do',
      phone: '809-555-0123',
      message: 'Mensaje de prueba del bench.',
      acceptPrivacy: true,
      division: 'corporativo',
    }),
  });
  while (delivered === 0 && performance.now() - t0 < 30_000) await new Promise((resolve) => setTimeout(resolve, 20));
  console.log(`  contact submitted → e-mail at the SMTP server: ${((performance.now() - t0) / 1000).toFixed(1)} s (poll every 5 s)`);
} finally {
  await server?.stop();
  smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
