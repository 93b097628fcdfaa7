// Prints the gzipped JavaScript each public route downloads (the budget: ≤ 150 KB for /).
// Reads Vite's manifest: a route downloads the entry with its static imports, plus the lazy
// modules it renders (its page, and on division pages the store and the appointment widget)
// with their static imports. Run after `vite build`; `npm run bench` calls it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No ${path.relative(process.cwd(), manifestPath)}: build apps/web first (npm run build -w @casa/web).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const page = (name) => `src/features/${name}.tsx`;
const layout = ['src/app/store-provider.tsx', 'src/features/appointment/appointment-widget.tsx'];
/** What each route renders lazily (app/pages.ts and app/site-layout.tsx). */
const ROUTES = [
  ['/', [page('landing/landing-page')]],
  ['/corporativo', [...layout, page('division-home/division-home-page')]],
  ['/hospitality', [...layout, page('division-home/division-home-page')]],
  ['/{division}/nosotros', [...layout, page('about/about-page')]],
  ['/{division}/servicios', [...layout, page('services/services-page')]],
  ['/{division}/proyectos', [...layout, page('projects/projects-page')]],
  ['/{division}/proyecto/{id}', [...layout, page('project-detail/project-detail-page')]],
  ['/{division}/contacto', [...layout, page('contact/contact-page')]],
  ['/{division}/contacto (with the map)', [...layout, page('contact/contact-page'), 'src/features/contact/contact-map.tsx']],
  ['/politica-de-privacidad', [...layout, page('legal/privacy-page')]],
  ['/terminos-y-condiciones', [...layout, page('legal/terms-page')]],
  ['404', [...layout, page('not-found/not-found-page')]],
  ['/login, /admin (not public)', ['src/app/admin-pages.tsx']],
];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** The files a module downloads: itself and its static imports, transitively. */
function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: update ROUTES in bundle-report.mjs`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log('Gzipped JavaScript downloaded per route (KB):');
let rootTotal = 0;
for (const [route, modules] of ROUTES) {
  const files = collect(entryKey);
  for (const module of modules) collect(module, files);
  const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  if (route === '/') rootTotal = total;
  console.log(`${kb(total)}  ${route}  (${files.size} files)`);
}
const within = rootTotal / 1024 <= BUDGET_KB;
console.log(
  `\nTotal for /: ${(rootTotal / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB): ${within ? 'within budget' : 'OVER BUDGET'}`,
);
process.exit(within ? 0 : 1);
