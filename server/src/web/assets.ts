import { bootScriptTag } from './boot-script.js';
import { earlyTapsTag } from './early-taps.js';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Every file a chunk needs: its static imports first (their CSS comes first), then its own JS and CSS. */
function walk(manifest: Manifest, key: string, seen: Set<string>, js: string[], css: string[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const imported of chunk.imports ?? []) walk(manifest, imported, seen, js, css);
  js.push(chunk.file);
  css.push(...(chunk.css ?? []));
}

/** A built file's text, or null when it cannot be read (then the page links it instead). */
export type ReadAsset = (file: string) => string | null;

/**
 * One stylesheet of the page. Inlined when its text is at hand: on a phone each linked stylesheet is
 * a round trip before the first paint, and the page's CSS is small (docs/decisions/0007-one-route-table.md).
 * The `disabled` link beside it is never fetched, but tells Vite's loader the file is already on the
 * page, so a later client-side navigation does not add it again further down the cascade.
 */
export function stylesheetTag(file: string, readAsset: ReadAsset = () => null): string {
  const text = readAsset(file);
  if (text === null || text.includes('</style')) return `<link rel="stylesheet" crossorigin href="/${file}">`;
  return `<style data-href="/${file}">${text}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
}

/**
 * Tags for a server-rendered page's modules: the CSS of the lazily loaded modules it renders at
 * once (render-blocking, inlined when `readAsset` gives its text, so the page is styled from its
 * first paint and nothing moves), then the loader of all its JavaScript (the entry, its imports
 * and those modules, downloaded side by side once the page has painted: see boot-script.ts). The
 * entry's own CSS is in index.html already. Before the loader, the script that holds a tap made
 * before the page is live (see early-taps.ts).
 */
export function moduleTags(manifest: Manifest, modules: readonly string[], readAsset?: ReadAsset): string {
  const entry = { seen: new Set<string>(), js: [] as string[], css: [] as string[] };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(manifest, key, entry.seen, entry.js, entry.css);
  const js: string[] = [];
  const css: string[] = [];
  for (const module of modules) walk(manifest, module, entry.seen, js, css);
  // walk() lists a chunk after its imports: the entry's own file is the last of its list.
  const entryFile = entry.js.at(-1);
  const scripts = entryFile ? [entryFile, ...entry.js.slice(0, -1), ...js] : [];
  return [
    ...[...new Set(css)].map((file) => stylesheetTag(file, readAsset)),
    ...(scripts.length > 0 ? [earlyTapsTag(), bootScriptTag([...new Set(scripts)])] : []),
  ].join('');
}

/** index.html without the entry's script and modulepreload tags, which the boot script replaces on a server-rendered page. */
export function withoutEntryScripts(template: string): string {
  return template.replace(/[ \t]*<script type="module"[^>]*><\/script>\n?|[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
}

/** Preloads of the given font files (by their source path's end), so text does not wait for the CSS to name them. */
export function fontTags(manifest: Manifest, fonts: readonly string[]): string {
  return fonts
    .flatMap((font) => Object.values(manifest).filter((chunk) => chunk.src?.endsWith(font)))
    .map((chunk) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${chunk.file}">`)
    .join('');
}
