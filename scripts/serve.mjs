// `npm run serve`: the production start (deploy/casa-mobilia.service runs it). Runs the built
// server, which migrates and serves; installs and builds nothing, so a restart is quick and a
// failed build never half-replaces a running site. Build first with `npm ci && npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'server', 'dist', 'main.js');
const webDist = path.resolve(process.env.WEB_DIST || path.join(root, 'apps', 'web', 'dist'));
const missing = [server, path.join(webDist, 'client', 'index.html'), path.join(webDist, 'server', 'entry-server.js')].filter(
  (file) => !fs.existsSync(file),
);
if (missing.length > 0) {
  console.error(`No hay compilación (falta ${path.relative(root, missing[0])}): ejecuta \`npm run build\` y vuelve a intentarlo.`);
  process.exit(1);
}
await import(pathToFileURL(server).href);
