import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Tests read workspace packages from source, so `npm run test:unit` needs no build. */
const alias = [
  { find: /^@casa\/core$/, replacement: here('./packages/core/src/index.ts') },
  { find: /^@casa\/core\/content$/, replacement: here('./packages/core/src/content/index.ts') },
  { find: /^@casa\/admin-ui$/, replacement: here('./packages/admin-ui/src/index.ts') },
  { find: /^@casa\/api-client$/, replacement: here('./packages/api-client/src/index.ts') },
  { find: /^@casa\/demo-art$/, replacement: here('./tools/demo-art/src/index.ts') },
];

export default defineConfig({
  resolve: { alias },
  test: {
    // Many API tests wait on timers, sockets and bcrypt's worker threads rather than the CPU; on
    // a 2-core CI machine the default (one file at a time) left the cores idle for a minute.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts', 'tools/*/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          // On PostgreSQL each worker has a database of its own, so files run side by side there too.
          globalSetup: ['server/src/test-support/worker-databases.ts'],
          setupFiles: ['server/src/test-support/worker-database.ts', 'server/src/test-support/fast-passwords.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'packages/api-client/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'admin',
          include: ['packages/admin-ui/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The admin's screens render whole (antd, routes, store) and wait on their stubbed API:
          // seconds each on a busy 2-core machine, not the default 5 s budget.
          testTimeout: 20_000,
          // Every test mounts the admin with a new store, and resetAdminTests
          // (test-support/render-admin.tsx) unmounts it and undoes the stubs and mocks after it, so
          // the files of a worker can share one import of antd and the screens: half the CPU of
          // importing them again for each file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'desktop', include: ['apps/desktop-admin/src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
    ],
  },
});
