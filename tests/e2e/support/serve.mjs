// Starts the built server for the end-to-end suite on a fresh data folder (demo seed included).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3210';
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `casa-e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_USERNAME: 'e2e-admin',
    ADMIN_PASSWORD: 'e2e-password-123',
    SEED_DEMO: 'true',
    // Making every variant of the demo's photos ahead would take the CPU from the browser tests,
    // which time what a visitor waits for; the API tests cover it (media/variant-warmer.test.ts).
    IMAGE_VARIANTS_AHEAD: 'false',
    // No host outside this machine: every map tile is the placeholder the web build generates.
    MAP_TILE_URL: `http://127.0.0.1:${port}/images/map-tile.png?z={z}&x={x}&y={y}`,
    LOGIN_MAX_ATTEMPTS: '50',
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '200',
    // The suite posts the public forms many times from 127.0.0.1.
    FORM_MAX_PER_ADDRESS: '10000',
    LOG_LEVEL: 'error',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
