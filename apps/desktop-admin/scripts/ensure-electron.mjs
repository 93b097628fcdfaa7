// `npm start` installs with ELECTRON_SKIP_BINARY_DOWNLOAD=1 (serving the site needs no Electron),
// so desktop:dev and desktop:package fetch the binary here the first time they need it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Electron 45's install script (@electron/get) needs Node 22.12 or newer; the site itself runs on 20.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`desktop:dev y desktop:package necesitan Node 22.12 o más nuevo (Electron 45); esta máquina tiene ${process.version}.`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const electronDir = path.dirname(require.resolve('electron/package.json'));
if (!fs.existsSync(path.join(electronDir, 'path.txt'))) {
  console.log('Descargando Electron (una sola vez)…');
  const env = { ...process.env };
  delete env.ELECTRON_SKIP_BINARY_DOWNLOAD;
  const result = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('No se pudo descargar Electron: esta máquina necesita acceso a internet para desktop:dev y desktop:package.');
    process.exit(result.status ?? 1);
  }
}
