import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installState } from './install-state.mjs';

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A project folder with this lock and, unless null, npm's record of what it installed. */
function project(lockPackages, installedPackages) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-install-state-'));
  folders.push(root);
  fs.writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify({ packages: { '': { name: 'x' }, ...lockPackages } }));
  if (installedPackages !== null) {
    fs.mkdirSync(path.join(root, 'node_modules'));
    fs.writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), JSON.stringify({ packages: installedPackages }));
  }
  return root;
}

const lock = {
  server: { name: '@casa/server', version: '1.0.0', dependencies: { pino: '^10.4.0' } },
  'node_modules/pino': { version: '10.4.0' },
  'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', optional: true, os: ['darwin'] },
  'node_modules/@esbuild/linux-x64': { version: '0.28.2', optional: true, os: ['linux'] },
};
const installed = {
  server: lock.server,
  'node_modules/pino': lock['node_modules/pino'],
  'node_modules/@esbuild/linux-x64': lock['node_modules/@esbuild/linux-x64'],
};

describe('installState', () => {
  it('is current when every locked package is installed as locked, other platforms’ optional ones aside', () => {
    expect(installState(project(lock, installed))).toBe('current');
  });

  it('is missing on a fresh clone', () => {
    expect(installState(project(lock, null))).toBe('missing');
  });

  it('is stale after a pull changed a version, added a package, removed one or changed a workspace’s ranges', () => {
    expect(installState(project({ ...lock, 'node_modules/pino': { version: '10.5.0' } }, installed))).toBe('stale');
    expect(installState(project({ ...lock, 'node_modules/prom-client': { version: '15.1.3' } }, installed))).toBe('stale');
    const { 'node_modules/pino': _pino, ...withoutPino } = lock;
    expect(installState(project(withoutPino, installed))).toBe('stale');
    expect(installState(project({ ...lock, server: { ...lock.server, dependencies: { pino: '^11.0.0' } } }, installed))).toBe('stale');
  });
});
