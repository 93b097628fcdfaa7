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
 * Tags for the lazily loaded modules a page renders at once: their CSS (render-blocking, inlined
 * when `readAsset` gives its text, so the server-rendered page is styled from its first paint and
 * nothing moves) and their JavaScript as modulepreload (downloaded beside the entry, not after
 * it). The entry's own files are already in index.html.
 */
export function moduleTags(manifest: Manifest, modules: readonly string[], readAsset?: ReadAsset): string {
  const entry = { seen: new Set<string>(), js: [] as string[], css: [] as string[] };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(manifest, key, entry.seen, entry.js, entry.css);
  const js: string[] = [];
  const css: string[] = [];
  for (const module of modules) walk(manifest, module, entry.seen, js, css);
  return [
    ...[...new Set(css)].map((file) => stylesheetTag(file, readAsset)),
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
