// Prints the gzipped JavaScript each public route downloads (the budget: ≤ 150 KB for /).
// Reads Vite's manifest: a route downloads the entry with its static imports, plus the lazy
// modules it renders at once, as the server entry's routeModules names them (the same list the
// server preloads), with their static imports. Run after `npm run build`; `npm run bench` calls it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const manifestPath = path.join(dist, 'client', '.vite', 'manifest.json');
const entryPath = path.join(dist, 'server', 'entry-server.js');
if (!fs.existsSync(manifestPath) || !fs.existsSync(entryPath)) {
  console.error(`No ${path.relative(process.cwd(), manifestPath)} or server entry: build apps/web first (npm run build -w @casa/web).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const { routeModules } = await import(pathToFileURL(entryPath).href);

const ROUTES = [
  ['/', routeModules('/')],
  ['/corporativo', routeModules('/corporativo')],
  ['/{division}/nosotros', routeModules('/corporativo/nosotros')],
  ['/{division}/servicios', routeModules('/corporativo/servicios')],
  ['/{division}/proyectos', routeModules('/corporativo/proyectos')],
  ['/{division}/proyecto/{id}', routeModules('/corporativo/proyecto/1')],
  ['/{division}/contacto', routeModules('/corporativo/contacto')],
  // The map loads after the page is live.
  ['/{division}/contacto (with the map)', [...routeModules('/corporativo/contacto'), 'src/features/contact/contact-map.tsx']],
  // The appointment form downloads once its button shows, 2 s after the page loads.
  ['/corporativo + the appointment form', [...routeModules('/corporativo'), 'src/features/appointment/appointment-panel.tsx']],
  ['/politica-de-privacidad', routeModules('/politica-de-privacidad')],
  ['/terminos-y-condiciones', routeModules('/terminos-y-condiciones')],
  ['404', routeModules('/no-existe')],
  ['/login, /admin (not public)', routeModules('/admin')],
];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, 'client', file)), { level: 9 }).length);
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
