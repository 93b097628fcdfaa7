// Whether node_modules matches package-lock.json, read from npm's own record of what it installed
// (node_modules/.package-lock.json), so `npm start` installs only when something changed.
import fs from 'node:fs';
import path from 'node:path';

const RANGES = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/** Same version; for a workspace folder, the same declared ranges too (its package.json changed). */
function sameEntry(key, wanted, installed) {
  if (wanted.version !== installed.version) return false;
  if (key.includes('node_modules/')) return true;
  return RANGES.every((field) => JSON.stringify(wanted[field] ?? {}) === JSON.stringify(installed[field] ?? {}));
}

/**
 * 'missing' (no install yet), 'stale' (the lock names something that is not installed as locked,
 * or something installed is no longer in it) or 'current'. Optional packages of other platforms
 * (turbo's, esbuild's macOS and Windows builds) are in the lock but never installed here.
 */
export function installState(root) {
  const recordFile = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(recordFile)) return 'missing';
  const wanted = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages ?? {};
  const installed = JSON.parse(fs.readFileSync(recordFile, 'utf8')).packages ?? {};
  for (const [key, entry] of Object.entries(wanted)) {
    if (key === '') continue;
    const have = installed[key];
    if (!have) {
      if (entry.optional) continue;
      return 'stale';
    }
    if (!sameEntry(key, entry, have)) return 'stale';
  }
  return Object.keys(installed).every((key) => key in wanted) ? 'current' : 'stale';
}
