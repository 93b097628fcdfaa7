// `npm start` on a fresh clone: install what is missing, build (turbo caches unchanged
// workspaces), then run the server, which migrates, creates the first admin, seeds the demo on a
// new data folder and serves the site on PORT (default 3000), logging readable lines. It never
// changes a tracked file: `npm ci` installs exactly the lock. Production uses `npm run serve`.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { installState } from './lib/install-state.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Se necesita Node.js 20.19 o posterior (tienes ${process.versions.node}).`);
  process.exit(1);
}

// Serving the site needs no Electron binary; the desktop scripts fetch it when they run.
const env = { ELECTRON_SKIP_BINARY_DOWNLOAD: '1', LOG_FORMAT: 'pretty', ...process.env };

function step(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} falló (código ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

// `npm ci`, never `npm install`: it installs what the lock says and leaves the lock as it is.
const state = installState(root);
if (state !== 'current') {
  step(state === 'missing' ? 'Instalando dependencias' : 'Actualizando dependencias (package-lock.json cambió)', 'npm', [
    'ci',
    '--no-audit',
    '--no-fund',
  ]);
}
step('Compilando', 'npx', ['turbo', 'run', 'build', '--filter=!@casa/desktop-admin', '--output-logs=errors-only']);

// glibc's malloc as image decoding needs it: two arenas (not one per thread that decodes) and
// blocks of 1 MB or more mapped on their own, so a decoded photo's memory goes back to the system
// once it is stored (docs/decisions/0016-uploads-to-disk-and-the-web-build-layout.md). No effect elsewhere.
const serverEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576', ...env };
const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], { cwd: root, stdio: 'inherit', env: serverEnv });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
