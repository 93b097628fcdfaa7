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

/**
 * <link> tags for the lazily loaded modules a page renders at once: their CSS (render-blocking,
 * so the server-rendered page is styled from its first paint and nothing moves) and their
 * JavaScript as modulepreload (downloaded beside the entry, not after it). The entry's own files
 * are already in index.html.
 */
export function moduleTags(manifest: Manifest, modules: readonly string[]): string {
  const entry = { seen: new Set<string>(), js: [] as string[], css: [] as string[] };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(manifest, key, entry.seen, entry.js, entry.css);
  const js: string[] = [];
  const css: string[] = [];
  for (const module of modules) walk(manifest, module, entry.seen, js, css);
  return [
    ...[...new Set(css)].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...new Set(js)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/** Preloads of the given font files (by their source path's end), so text does not wait for the CSS to name them. */
export function fontTags(manifest: Manifest, fonts: readonly string[]): string {
  return fonts
    .flatMap((font) => Object.values(manifest).filter((chunk) => chunk.src?.endsWith(font)))
    .map((chunk) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${chunk.file}">`)
    .join('');
}
