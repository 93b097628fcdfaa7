import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '@casa/core';
import { type Manifest, type ReadAsset, stylesheetTag, withoutEntryScripts } from './assets.js';

/**
 * The layout of WEB_DIST (apps/web's build): `client/` is what browsers may fetch, served as it is;
 * `server/` is the server's entry, which no request can reach (docs/decisions/0016-uploads-to-disk-and-the-web-build-layout.md).
 */
export function webClientDir(webDist: string): string {
  return path.join(webDist, 'client');
}

/** What apps/web/src/entry-server.tsx exports (built by `vite build --ssr` into dist/server). */
export interface ServerEntry {
  render(url: string, data: PageData): Promise<{ html: string; head: string }>;
  routeModules(pathname: string): string[];
  preloadedFonts: readonly string[];
}

export interface WebBuild {
  /** dist/client/index.html, with its markers: the page the browser renders (/login, /admin, a failed server render). */
  template: string;
  /** The same for a server-rendered page, whose scripts the boot script loads (see moduleTags). */
  renderedTemplate: string;
  manifest: Manifest;
  /** The text of a built CSS file (read once, then kept), for inlining it into pages. */
  readAsset: ReadAsset;
  /** null when the build has no server entry (the pages are then rendered in the browser). */
  entry: ServerEntry | null;
}

function isServerEntry(value: unknown): value is ServerEntry {
  const module = value as Partial<ServerEntry> | null;
  return typeof module?.render === 'function' && typeof module.routeModules === 'function' && Array.isArray(module.preloadedFonts);
}

/**
 * Reads the web build from WEB_DIST once it exists: the page template, Vite's manifest and the
 * server entry. The entry is imported at run time, so the server never imports React or the app
 * at compile time. Its chunks import each other, so it is loaded once per process: restart the
 * server after rebuilding the site.
 */
export function webBuildLoader(webDist: string, log: (message: string, error?: unknown) => void): () => Promise<WebBuild | null> {
  let build: Promise<WebBuild> | null = null;
  return async () => {
    if (build) return build;
    const templateFile = path.join(webClientDir(webDist), 'index.html');
    if (!fs.existsSync(templateFile)) return null;
    build = read(webDist, templateFile, log);
    return build;
  };
}

/** Reads built CSS files under the client folder once each; anything else, or a file that is missing, is null. */
function assetReader(clientDir: string): ReadAsset {
  const texts = new Map<string, string | null>();
  return (file) => {
    if (!file.endsWith('.css') || file.includes('..')) return null;
    if (!texts.has(file)) {
      try {
        texts.set(file, fs.readFileSync(path.join(clientDir, file), 'utf8'));
      } catch {
        texts.set(file, null);
      }
    }
    return texts.get(file) ?? null;
  };
}

async function read(webDist: string, templateFile: string, log: (message: string, error?: unknown) => void): Promise<WebBuild> {
  const readAsset = assetReader(webClientDir(webDist));
  // The entry's own stylesheet, linked by index.html, is inlined like the pages' (see stylesheetTag).
  const template = fs
    .readFileSync(templateFile, 'utf8')
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_tag, file: string) => stylesheetTag(file, readAsset));
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webClientDir(webDist), '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    // no manifest: pages still work, without preloads of their chunks
  }
  let entry: ServerEntry | null = null;
  const entryFile = path.join(webDist, 'server', 'entry-server.js');
  if (fs.existsSync(entryFile)) {
    try {
      const module: unknown = await import(pathToFileURL(entryFile).href);
      if (isServerEntry(module)) entry = module;
      else log(`${entryFile} does not export render, routeModules and preloadedFonts`);
    } catch (error) {
      log(`No se pudo cargar ${entryFile}`, error);
    }
  }
  // Without an entry in the manifest there is no boot script: the page keeps index.html's tags.
  const hasEntry = Object.values(manifest).some((chunk) => chunk.isEntry);
  const renderedTemplate = hasEntry ? withoutEntryScripts(template) : template;
  return { template, renderedTemplate, manifest, readAsset, entry };
}
