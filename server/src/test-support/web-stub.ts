// Test-only: a stand-in for apps/web's build (never imported by the app).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Renders the names of the projects and brands the server handed it, and counts its renders in
// globalThis.casaRenders, so tests see what a page shows and whether it was rendered again.
const ENTRY = `
export async function render(url, data) {
  globalThis.casaRenders = (globalThis.casaRenders ?? 0) + 1;
  const names = data.queries.flatMap((query) => (Array.isArray(query.data) ? query.data : query.data ? [query.data] : []).map((item) => item.name));
  return { html: '<main data-url="' + url + '">' + names.join(' | ') + '</main>', head: '' };
}
export function routeModules() {
  return [];
}
export const preloadedFonts = [];
`;

/**
 * A WEB_DIST folder with a page template and a server entry (`entry`, this stub by default), and an
 * empty Vite manifest when `manifest` is set; remove it after the tests.
 */
export function stubWebBuild({ entry = ENTRY, manifest = false }: { entry?: string; manifest?: boolean } = {}): string {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-web-stub-'));
  fs.mkdirSync(path.join(webDist, 'server'));
  fs.mkdirSync(path.join(webDist, 'client'));
  fs.writeFileSync(
    path.join(webDist, 'client', 'index.html'),
    '<!doctype html><html lang="es"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'server', 'entry-server.js'), entry);
  if (manifest) {
    fs.mkdirSync(path.join(webDist, 'client', '.vite'));
    fs.writeFileSync(path.join(webDist, 'client', '.vite', 'manifest.json'), '{}');
  }
  return webDist;
}

/** How many pages the stub has rendered in this process. */
export const stubRenders = (): number => (globalThis as { casaRenders?: number }).casaRenders ?? 0;
