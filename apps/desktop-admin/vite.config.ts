import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import electron from 'vite-plugin-electron';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Beside the web app's dev server (5173); DESKTOP_DEV_PORT moves it. */
const DEV_PORT = Number(process.env.DESKTOP_DEV_PORT ?? 5174);

/**
 * One build, three bundles:
 *   dist/                       the renderer (served to the window as app://admin/)
 *   dist-electron/main/index.js the main process (ES module; sharp stays a real dependency)
 *   dist-electron/preload/index.cjs the preload (CommonJS: sandboxed preloads cannot be ES modules)
 * `vite` (desktop:dev) rebuilds main and preload on change and restarts Electron.
 */
export default defineConfig({
  base: '/',
  // Workspace packages from their TypeScript sources, like the web app.
  resolve: { conditions: ['source'] },
  plugins: [
    react(),
    electron([
      {
        entry: here('src/main/index.ts'),
        vite: {
          build: {
            outDir: here('dist-electron/main'),
            emptyOutDir: true,
            sourcemap: true,
            minify: false,
            rolldownOptions: { external: ['sharp'] },
          },
        },
      },
      {
        // No `entry` shortcut here: it would add the plugin's default ES format next to CommonJS.
        onstart({ reload }) {
          reload();
        },
        vite: {
          build: {
            outDir: here('dist-electron/preload'),
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            lib: { entry: here('src/preload/index.ts'), formats: ['cjs'], fileName: () => 'index.cjs' },
          },
        },
      },
    ]),
  ],
  server: {
    port: DEV_PORT,
    strictPort: true,
    // The page is app://admin/ even in development, so the HMR socket must name Vite's own host and port.
    hmr: { host: 'localhost', clientPort: DEV_PORT },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
});
