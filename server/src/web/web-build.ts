import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '@casa/core';
import type { Manifest } from './assets.js';

/** What apps/web/src/entry-server.tsx exports (built by `vite build --ssr` into dist/server). */
export interface ServerEntry {
  render(url: string, data: PageData): Promise<{ html: string; head: string }>;
  routeModules(pathname: string): string[];
  preloadedFonts: readonly string[];
}

export interface WebBuild {
  /** dist/index.html, with its markers. */
  template: string;
  manifest: Manifest;
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
    const templateFile = path.join(webDist, 'index.html');
    if (!fs.existsSync(templateFile)) return null;
    build = read(webDist, templateFile, log);
    return build;
  };
}

async function read(webDist: string, templateFile: string, log: (message: string, error?: unknown) => void): Promise<WebBuild> {
  const template = fs.readFileSync(templateFile, 'utf8');
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
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
  return { template, manifest, entry };
}
