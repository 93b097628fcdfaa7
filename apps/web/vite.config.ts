import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// `npm run dev`: the API and media come from a running server (PORT 3000 by default).
const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

/**
 * The small modules public pages share (components, helpers, core's constants, React) go in one
 * chunk instead of a dozen of 0.1–3 KB each. A page's scripts are fetched after its first paint
 * over at most six HTTP/1.1 connections; on a slow phone network each round of requests costs
 * half a second, and a division home needed 21 files (four rounds) before a tap could be answered
 * (docs/decisions/0020-taps-before-hydration.md). Left out: what pages load only when needed
 * (the content defaults and titles behind config/lazy-content.ts, form schemas and their
 * validators), which would otherwise ride along on every first visit.
 */
const SITE_SHARED = new RegExp(
  [
    String.raw`apps[\\/]web[\\/]src[\\/](components|lib|config)[\\/]`,
    String.raw`packages[\\/]core[\\/]src[\\/](?!content[\\/])`,
    // The divisions' own words and images, which every page shows; the rest of the content is lazy.
    String.raw`packages[\\/]core[\\/]src[\\/]content[\\/](corporativo|hospitality|divisions|images|site|types)\.ts$`,
    String.raw`node_modules[\\/](react|react-dom|scheduler)[\\/]`,
  ].join('|'),
);
const LOADED_WHEN_NEEDED = /[\\/]schemas[\\/]|lazy-content|[\\/]zod[\\/]|hookform/;

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
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [{ name: 'site', test: (id: string) => SITE_SHARED.test(id) && !LOADED_WHEN_NEEDED.test(id), minShareCount: 2 }],
            },
          },
        },
  },
}));
