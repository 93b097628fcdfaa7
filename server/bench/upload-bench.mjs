// Image work under the server-wide upload budget: three admins each send a 20-photo project of
// about 8 MB a photo at the same moment; prints each answer and its time, the p99 of a public GET
// meanwhile, the server's peak memory, and how long the SVG screening takes on the hostile
// inputs of docs/decisions/0005-svg-logos.md. Nothing here asserts a time. The bodies stream to DATA_DIR/tmp, so the figure
// to watch is how much the server's resident memory grows during the uploads (docs/decisions/0016-uploads-to-disk-and-the-web-build-layout.md).
//   node server/bench/upload-bench.mjs   (after `npm run build`; BENCH_PORT, UPLOAD_MEMORY_MB, UPLOAD_TMP_MB, IMAGE_DECODE_CONCURRENCY)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startBenchServer } from '../../scripts/bench-server.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3291);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-upload-bench-'));
const admin = { username: 'admin', password: 'bench-password' };

const { sanitizeSvg, looksLikeSvg } = await import(path.join(root, 'server', 'dist', 'features', 'media', 'svg.js'));
const svgInputs = [
  ['40 × <!----> before <svg', `${'<!---->'.repeat(40)}<svg`],
  ['40 000 "< "', `<svg viewBox="0 0 1 1">${'< '.repeat(40_000)}</svg>`],
  ['40 000 "url("', `<svg viewBox="0 0 1 1"><style>${'url('.repeat(40_000)}</style></svg>`],
  ['40 000 unclosed tags', `<svg viewBox="0 0 1 1">${'<a '.repeat(40_000)}`],
  ['100 000 nested groups', `<svg viewBox="0 0 1 1">${'<g>'.repeat(100_000)}${'</x>'.repeat(100_000)}</svg>`],
  ['40 000 unfinished entities', `<svg viewBox="0 0 1 1"><text>${'&#1111111'.repeat(40_000)}</text></svg>`],
  ['40 000 unclosed comments', `<svg viewBox="0 0 1 1"><style>${'/*'.repeat(40_000)}</style>${'<!--'.repeat(40_000)}</svg>`],
  ['1 MB of <g/> (refused)', `<svg viewBox="0 0 1 1">${'<g/>'.repeat(250_000)}</svg>`],
  ['9 000 <rect/> (kept)', `<svg viewBox="0 0 1 1">${'<rect width="1" height="1"/>'.repeat(9_000)}</svg>`],
];
console.log('\nSVG screening (best of 5)');
for (const [label, source] of svgInputs) {
  let best = Infinity;
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    looksLikeSvg(Buffer.from(source));
    sanitizeSvg(source);
    best = Math.min(best, performance.now() - start);
  }
  console.log(`  ${label.padEnd(28)} ${best.toFixed(1).padStart(7)} ms`);
}

async function login() {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(admin),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

/** The server's resident memory now (VmRSS) or at its highest so far (VmHWM), in MB; null off Linux. */
function rssMb(field = 'VmRSS') {
  try {
    const status = fs.readFileSync(`/proc/${server?.pid}/status`, 'utf8');
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
const mb = (value) => (value === null ? '?' : value.toFixed(0));

/** Files in the server's upload folder (DATA_DIR/tmp) and their bytes, right now. */
function tmpUsage() {
  const tmp = path.join(dataDir, 'tmp');
  let files = 0;
  let bytes = 0;
  const walk = (dir) => {
    for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        files += 1;
        bytes += fs.statSync(file).size;
      }
    }
  };
  walk(tmp);
  return { files, bytes };
}

let server;
try {
  server = await startBenchServer({
    port,
    dataDir,
    env: {
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'false',
    },
  });
  const photo = await sharp({
    create: { width: 2048, height: 2900, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 80 } },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
  const blob = new Blob([photo], { type: 'image/jpeg' });
  const cookies = await Promise.all([login(), login(), login()]);
  const rssBefore = rssMb();
  console.log(
    `\nThree admins × 20 photos of ${(photo.length / 1024 / 1024).toFixed(1)} MB at once (server RSS before: ${mb(rssBefore)} MB, peak so far ${mb(rssMb('VmHWM'))} MB)`,
  );
  let tmpPeak = 0;
  const tmpWatch = setInterval(() => (tmpPeak = Math.max(tmpPeak, tmpUsage().bytes)), 100);

  let uploading = true;
  const latencies = [];
  // A keep-alive socket the server closes as a read is sent on it (an upload answered 503 closes its
  // connection) fails that read: it is counted and printed, not allowed to end the bench.
  let failedReads = 0;
  const reader = (async () => {
    while (uploading) {
      const start = performance.now();
      try {
        await (await fetch(`${base}/api/brands?division=hospitality`)).arrayBuffer();
        latencies.push(performance.now() - start);
      } catch {
        failedReads += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    cookies.map(async (cookie, index) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        name: `Bench ${index}`,
        year: '2024',
        location: 'Bench',
        division: 'hospitality',
        projectType: 'Hotel',
        scope: 'FF&E',
      })) {
        form.append(name, value);
      }
      form.append('brands', '[]');
      for (let image = 0; image < 20; image += 1) form.append('images', blob, `foto-${image}.jpg`);
      try {
        const response = await fetch(`${base}/api/projects`, { method: 'POST', headers: { cookie, origin: base }, body: form });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - started };
      } catch (error) {
        // An early 503 may close the socket before the client has finished sending the body.
        return { status: `no answer read (${error.cause?.code ?? error.message})`, ms: performance.now() - started };
      }
    }),
  );
  uploading = false;
  clearInterval(tmpWatch);
  await reader;
  for (const [index, answer] of answers.entries())
    console.log(`  admin ${index + 1}: ${answer.status} after ${(answer.ms / 1000).toFixed(1)} s`);
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  console.log(
    `  public GET meanwhile: ${latencies.length} requests, median ${(latencies[Math.floor(latencies.length / 2)] ?? 0).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms${failedReads > 0 ? `, ${failedReads} failed on a closed connection` : ''}`,
  );
  const peak = rssMb('VmHWM');
  console.log(
    `  server RSS: ${mb(rssBefore)} MB before, peak ${mb(peak)} MB: grew by ${rssBefore === null || peak === null ? '?' : mb(peak - rssBefore)} MB during the uploads`,
  );
  // Each request's folder is removed as its answer goes out; give the last ones a moment.
  for (let wait = 0; wait < 50 && tmpUsage().files > 0; wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  const left = tmpUsage();
  console.log(`  DATA_DIR/tmp: peak ${(tmpPeak / 1024 / 1024).toFixed(0)} MB of bodies, ${left.files} files left once answered`);
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
