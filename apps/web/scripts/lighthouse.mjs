// Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the main public pages
// (the landing page, a division home, a project list, a project, contact), in Spanish and in
// English, against the built
// server with the demo seed. Each page runs LIGHTHOUSE_RUNS
// times (3) and the median of each score is printed, with the metrics of the median performance
// run and every audit that keeps another category below 100. Nothing here asserts a score.
//   node apps/web/scripts/lighthouse.mjs   (after `npm run build`; `npm run bench` calls it)
// The map's tiles come from the server itself (as in the e2e suite): this machine has no internet.
// LIGHTHOUSE_MAP_TILE_URL=<template> measures with other tiles (the OpenStreetMap default, to see
// what tiles that cannot load cost); LIGHTHOUSE_SAVE=<folder> keeps each run's JSON report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from '../../../scripts/bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3290);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-lighthouse-'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

const server = await startBenchServer({
  port,
  dataDir,
  env: { PUBLIC_URL: base, MAP_TILE_URL: process.env.LIGHTHOUSE_MAP_TILE_URL ?? `${base}/images/map-tile.png?z={z}&x={x}&y={y}` },
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

let chrome;
try {
  const [project] = await (await fetch(`${base}/api/projects?division=hospitality`)).json();
  const spanish = ['/', '/corporativo', '/hospitality/proyectos', `/hospitality/proyecto/${project.id}`, '/corporativo/contacto'];
  // The same five pages in English (docs/decisions/0026-english-site.md); LIGHTHOUSE_LANGS=es measures the Spanish ones only.
  const english = [
    '/en',
    '/en/corporativo',
    '/en/hospitality/projects',
    `/en/hospitality/project/${project.id}`,
    '/en/corporativo/contact',
  ];
  const pages = process.env.LIGHTHOUSE_LANGS === 'es' ? spanish : [...spanish, ...english];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      // The mobile preset is Lighthouse's default configuration. A run whose trace failed (NO_NAVSTART
      // and the like, frequent on a loaded machine) scores 0 for reasons that are not the page's:
      // it is run again, up to three times, and said so.
      let result;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        result = await lighthouse(`${base}${page}`, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
        if (!result.lhr.runtimeError) break;
        console.log(`  ${page}: Lighthouse failed (${result.lhr.runtimeError.code}), attempt ${attempt} of 3`);
      }
      results.push(result.lhr);
      if (process.env.LIGHTHOUSE_SAVE) {
        fs.mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${run + 1}.json`;
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(result.lhr));
      }
    }
    const byPerformance = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const middle = byPerformance[Math.floor(byPerformance.length / 2)];
    const failing = results
      .flatMap((lhr) =>
        CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
          lhr.categories[category].auditRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${category}: ${ref.id}`),
        ),
      )
      .filter((audit, index, all) => all.indexOf(audit) === index);
    rows.push({
      page,
      scores: CATEGORIES.map((category) => median(results.map((lhr) => score(lhr, category)))),
      all: results.map((lhr) => score(lhr, 'performance')),
      metrics: METRICS.map(([, id]) => middle.audits[id]?.displayValue ?? '-'),
      failing,
    });
  }

  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${runs} runs`,
  );
  console.log(`page                            perf  a11y  bp   seo  | ${METRICS.map(([label]) => label.padEnd(7)).join(' ')} | perf runs`);
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(30)} ${row.scores.map((value) => String(value).padStart(4)).join('  ')}  | ${row.metrics
        .map((value) =>
          String(value)
            .replace(/\u00a0/g, ' ')
            .padEnd(7),
        )
        .join(' ')} | ${row.all.join(' ')}`,
    );
    for (const audit of row.failing) console.log(`    below 100: ${audit}`);
  }
} finally {
  await chrome?.kill();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
