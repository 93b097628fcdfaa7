import os from 'node:os';
import path from 'node:path';

/** One place for the end-to-end server's address, data folder and admin credentials. */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3210),
  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  },
  dataDir: process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `casa-e2e-${process.env.E2E_PORT ?? 3210}`),
  get sqliteFile() {
    return path.join(this.dataDir, 'site.sqlite');
  },
  adminUsername: 'e2e-admin',
  adminPassword: 'e2e-password-123',
};
