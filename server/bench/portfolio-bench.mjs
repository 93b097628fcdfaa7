// A portfolio of a thousand projects (docs/decisions/0025-project-pages.md): 500 a division, the
// demo's rows copied, each with its own name and description, in a database of its own. Prints the
// size (brotli, as the read cache sends it) and element count of the projects page, its page 20 and
// a filtered page; the size of one page of the API beside the old whole list; the API page's p99
// at 50 connections from the read cache; the admin's first page and search times; and Lighthouse
// (mobile preset, median of LIGHTHOUSE_RUNS, 3) on the three pages. Asserts nothing.
//   node server/bench/portfolio-bench.mjs   (after `npm run build`; BENCH_PROJECTS, BENCH_SECONDS,
//   BENCH_CONNECTIONS, BENCH_PORT, BENCH_DATABASE_URL — a throwaway database: its projects are
//   replaced; LIGHTHOUSE_RUNS=0 leaves Lighthouse out)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb, migrate } from '../dist/db/knex.js';
import { startBenchServer } from '../../scripts/bench-server.mjs';

const total = Number(process.env.BENCH_PROJECTS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3293);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-portfolio-bench-'));
const sqliteFile = path.join(dataDir, 'site.sqlite');
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const WORDS = [
  'roble',
  'nogal',
  'lino',
  'terciopelo',
  'latón',
  'mármol',
  'ratán',
  'teca',
  'cuero',
  'cerámica',
  'acústico',
  'modular',
  'ergonómico',
  'exterior',
  'lacado',
  'tapizado',
  'iluminación',
  'celosía',
];
const PLACES = [
  'Punta Cana',
  'Santo Domingo',
  'Santiago de los Caballeros',
  'La Romana',
  'Puerto Plata',
  'Samaná',
  'Cap Cana',
  'Juan Dolio',
];

/** A description of its own for copy `n`: the demo's text, then a sentence no other copy has. */
function description(base, n) {
  const pick = (k) => WORDS[(n * 7 + k * 13) % WORDS.length];
  return `${base ?? ''} Fase ${n}: ${pick(1)}, ${pick(2)} y ${pick(3)} en ${(n % 40) + 8} espacios; entrega ${(n % 12) + 1} de ${2020 + (n % 6)}.`.trim();
}

/** The answer's bytes as sent for these headers (brotli when asked: the read cache's kept copy). */
function capture(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Raw size, brotli size and element count of a page or answer. */
async function measure(base, pathname) {
  const raw = await capture(`${base}${pathname}`);
  if (raw.status !== 200) throw new Error(`${pathname} answered ${raw.status}`);
  await capture(`${base}${pathname}`, { 'accept-encoding': 'br' });
  // The read cache makes its best brotli copy after the first answer; give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const br = await capture(`${base}${pathname}`, { 'accept-encoding': 'br' });
  const text = raw.body.toString('utf8');
  const elements = (text.match(/<[a-zA-Z][^\s/>]*/g) ?? []).length;
  return { raw: raw.body.length, br: br.encoding === 'br' ? br.body.length : null, elements };
}

async function median(base, pathname, cookie, runs = 9) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    const response = await fetch(`${base}${pathname}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
    await response.arrayBuffer();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(runs / 2)];
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br' } }, (error, result) =>
      error ? reject(error) : resolve({ rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors }),
    );
  });
}

let server;
try {
  // The demo first (its photos become media), then its projects copied into a thousand.
  server = await startBenchServer({
    port,
    dataDir,
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: 'true', PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  const { base } = server;
  const db = createDb({ databaseUrl: databaseUrl || undefined, sqliteFile });
  await migrate(db);
  // The demo's rows, once each: a database kept from an earlier run holds the copies ("Marea 417"), read back to their demo name.
  const demo = [];
  const seen = new Set();
  for (const row of await db('projects').select('*').orderBy('id')) {
    const name = row.name.replace(/ \d+$/, '');
    if (seen.has(name)) continue;
    seen.add(name);
    demo.push({ ...row, name, description: row.description?.replace(/ Fase \d+:.*$/, '') ?? null });
  }
  const byDivision = {
    corporativo: demo.filter((p) => p.division === 'corporativo'),
    hospitality: demo.filter((p) => p.division === 'hospitality'),
  };
  await db('projects').delete();
  const start = Date.now() - total * 60_000;
  const rows = Array.from({ length: total }, (_, i) => {
    const division = i % 2 === 0 ? 'hospitality' : 'corporativo';
    const source = byDivision[division][Math.floor(i / 2) % byDivision[division].length];
    const { id: _id, ...copy } = source;
    const n = Math.floor(i / 2) + 1;
    const stamp = new Date(start + i * 60_000);
    return {
      ...copy,
      name: `${source.name} ${n}`,
      description: description(source.description, n),
      year: 2020 + (n % 6),
      location: PLACES[n % PLACES.length],
      status: 'published',
      featured: false,
      created_at: databaseUrl ? stamp : stamp.toISOString().replace('T', ' ').replace('Z', ''),
      updated_at: databaseUrl ? stamp : stamp.toISOString().replace('T', ' ').replace('Z', ''),
    };
  });
  await db.batchInsert('projects', rows, 100);
  // A write from outside the server: the content version tells every process's read cache.
  await db('content_version')
    .update({ version: db.raw('version + 1') })
    .catch(() => undefined);
  const [{ count }] = await db('projects').where('division', 'hospitality').count({ count: '*' });
  const type = (await db('projects').where('division', 'hospitality').select('project_type').first())?.project_type ?? 'Hotel';
  await db.destroy();

  console.log(`${total} projects (${count} hospitality) on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}`);
  const filtered = `/hospitality/proyectos?tipo=${encodeURIComponent(type)}&anio=2024`;
  console.log('  page                                           raw        brotli     elements');
  const pages = [
    ['/hospitality/proyectos', '/hospitality/proyectos'],
    ['/hospitality/proyectos?pagina=20', '/hospitality/proyectos?pagina=20'],
    [`filtered (${type}, 2024)`, filtered],
  ];
  // The division home still reads the whole list for its two featured projects (decision 0025).
  for (const [label, pathname] of [...pages, ['/hospitality (division home)', '/hospitality']]) {
    const { raw, br, elements } = await measure(base, pathname);
    console.log(
      `  ${label.padEnd(44)} ${kb(raw).padStart(10)} ${(br === null ? '—' : kb(br)).padStart(10)} ${String(elements).padStart(9)}`,
    );
  }
  for (const [label, pathname] of [
    ['API page 1 (?division=hospitality&page=1)', '/api/projects?division=hospitality&page=1'],
    ['API whole list (?division=hospitality)', '/api/projects?division=hospitality'],
  ]) {
    const { raw, br } = await measure(base, pathname);
    console.log(`  ${label.padEnd(44)} ${kb(raw).padStart(10)} ${(br === null ? '—' : kb(br)).padStart(10)}`);
  }

  const url = `${base}/api/projects?division=hospitality&page=1`;
  const result = await load(url);
  console.log(
    `  API page 1 from the read cache, ${connections} connections, ${seconds} s: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${result.non2xx} not 2xx`,
  );

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'admin', password: 'bench-password' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const first = await capture(`${base}/api/projects/all?page=1&pageSize=24`, { cookie, 'accept-encoding': 'br' });
  const whole = await capture(`${base}/api/projects/all`, { cookie, 'accept-encoding': 'br' });
  console.log(
    `  admin first page (24): ${kb(first.body.length)} ${first.encoding ?? 'identity'}; the whole staff list: ${kb(whole.body.length)} ${whole.encoding ?? 'identity'}`,
  );
  for (const [label, pathname] of [
    ['admin first page', '/api/projects/all?page=1&pageSize=24'],
    ['admin search by name ("marea 417")', '/api/projects/all?page=1&pageSize=24&q=marea%20417'],
    ['admin search, one word ("marmol")', '/api/projects/all?page=1&pageSize=24&q=marmol'],
    ['admin page 20, hospitality', '/api/projects/all?page=20&pageSize=24&division=hospitality'],
  ]) {
    console.log(`  ${label.padEnd(44)} ${(await median(base, pathname, cookie)).toFixed(1).padStart(8)} ms (median of 9)`);
  }

  if (lighthouseRuns > 0) await runLighthouse(base, pages);
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Lighthouse's mobile preset on each page, LIGHTHOUSE_RUNS times: the median performance score, its TBT and its element count. */
async function runLighthouse(base, pages) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log(`  Lighthouse, mobile preset, median of ${lighthouseRuns} runs:`);
    for (const [label, pathname] of pages) {
      const runs = [];
      for (let run = 0; run < lighthouseRuns; run += 1) {
        const { lhr } = await lighthouse(`${base}${pathname}`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
        if (lhr.runtimeError) continue;
        runs.push(lhr);
      }
      if (runs.length === 0) {
        console.log(`    ${label.padEnd(42)} (every run failed)`);
        continue;
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const middle = runs[Math.floor(runs.length / 2)];
      const tbt = middle.audits['total-blocking-time']?.displayValue ?? '-';
      const dom = middle.audits['dom-size']?.numericValue ?? '-';
      console.log(
        `    ${label.padEnd(42)} performance ${Math.round(middle.categories.performance.score * 100)} (runs ${runs
          .map((lhr) => Math.round(lhr.categories.performance.score * 100))
          .join(' ')}), TBT ${String(tbt).replace(/\u00a0/g, ' ')}, ${dom} elements`,
      );
    }
  } finally {
    await chrome.kill();
  }
}
