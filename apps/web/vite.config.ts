import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// `npm run dev`: the API and media come from a running server (PORT 3000 by default).
const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    // Workspace packages are read from their TypeScript sources ("source" export condition).
    conditions: ['source', ...defaultClientConditions],
  },
  // `vite build --ssr src/entry-server.tsx` (npm run build): the server's entry, with every
  // dependency bundled in, so dist/ runs wherever WEB_DIST points. It goes to dist/server, beside
  // dist/client (what browsers get): the server serves only dist/client, so no URL reaches it.
  // The server runs the entry whatever NODE_ENV says: React's and Redux's production code, not their dev checks.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['node'] },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    target: 'es2022',
    sourcemap: false,
    // Read by the server (a page's modules and CSS) and scripts/bundle-report.mjs.
    manifest: !isSsrBuild,
    // public/ is served from dist/client itself.
    copyPublicDir: !isSsrBuild,
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 900,
  },
}));
