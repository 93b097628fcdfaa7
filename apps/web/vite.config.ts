import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// `npm run dev`: the API and media come from a running server (PORT 3000 by default).
const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages are read from their TypeScript sources ("source" export condition).
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/bundle-report.mjs to tell which chunks each route downloads.
    manifest: true,
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: {
        // packages/core only declares values (zod schemas, constants, content): an unused export
        // must not drag zod or the image generator into a public page.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]core[\\/]src[\\/]/.test(id),
      },
    },
  },
});
