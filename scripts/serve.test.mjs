import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-no-build-'));
afterAll(() => fs.rmSync(empty, { recursive: true, force: true }));

describe('npm run serve', () => {
  it('stops with one clear line when the build is missing, and starts nothing', () => {
    const result = spawnSync(process.execPath, [path.join(import.meta.dirname, 'serve.mjs')], {
      encoding: 'utf8',
      env: { ...process.env, WEB_DIST: empty, DATA_DIR: empty },
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^No hay compilación \(falta [^)]+\): ejecuta `npm run build` y vuelve a intentarlo\.\n$/);
    expect(fs.readdirSync(empty)).toEqual([]);
  });
});
