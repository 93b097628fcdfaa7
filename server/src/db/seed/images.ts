import type { Division } from '@casa/core';
import sharp from 'sharp';

/** The scene kinds core's `interiorSceneSvg` draws (packages/core/src/content/types.ts). */
export type SceneKind = 'office' | 'meeting' | 'reception' | 'lobby' | 'restaurant' | 'bedroom' | 'lounge' | 'terrace';

export interface SceneOptions {
  seed: number;
  division: Division;
  kind: SceneKind;
  width: number;
  height: number;
  label?: string;
}

type SceneFn = (options: SceneOptions) => string;

let sceneFn: Promise<SceneFn> | undefined;

/**
 * core's interior scene generator (the same one the public site's stock photos come from), looked
 * up at run time so the seed still works with a build of core that predates it.
 */
function loadScene(): Promise<SceneFn> {
  sceneFn ??= import('@casa/core/content').then(
    (module) => ((module as Record<string, unknown>).interiorSceneSvg as SceneFn | undefined) ?? fallbackScene,
    () => fallbackScene,
  );
  return sceneFn;
}

/** A plain room (wall, floor, window light, a sofa): only used when core has no scene generator. */
function fallbackScene({ seed, division, width, height }: SceneOptions): string {
  const warm = division === 'hospitality';
  const wall = warm ? '#e9dcc8' : '#e6e3de';
  const floor = warm ? '#b98d62' : '#8a8178';
  const accent = warm ? '#2f6b66' : '#3a3a3a';
  const x = (seed * 97) % Math.max(1, Math.round(width * 0.4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="${wall}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="${wall}"/>
  <rect x="${width * 0.55}" y="${height * 0.1}" width="${width * 0.3}" height="${height * 0.45}" fill="url(#w)"/>
  <rect y="${height * 0.68}" width="${width}" height="${height * 0.32}" fill="${floor}"/>
  <rect x="${width * 0.12 + x}" y="${height * 0.52}" width="${width * 0.38}" height="${height * 0.16}" rx="${height * 0.03}" fill="${accent}"/>
</svg>`;
}

/** A demo photo: the scene drawn by librsvg, saved as a JPEG no larger than the seed needs. */
export async function sceneJpeg(options: SceneOptions): Promise<{ data: Buffer; width: number; height: number }> {
  const svg = (await loadScene())(options);
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .resize({ width: options.width, height: options.height, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, progressive: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A wordmark logo: a small mark by category and the name in spaced capitals, on transparency. */
export function wordmarkSvg(name: string, division: Division, category: string): string {
  const ink = division === 'hospitality' ? '#24514f' : '#2b2b2b';
  const accent = division === 'hospitality' ? '#b5643c' : '#a9864e';
  const mark =
    category === 'iluminacion'
      ? `<circle cx="60" cy="80" r="30" fill="none" stroke="${accent}" stroke-width="8"/><circle cx="60" cy="80" r="11" fill="${accent}"/>`
      : category === 'acustica'
        ? `<g fill="${accent}"><rect x="30" y="60" width="10" height="40" rx="5"/><rect x="48" y="45" width="10" height="70" rx="5"/><rect x="66" y="55" width="10" height="50" rx="5"/><rect x="84" y="68" width="10" height="24" rx="5"/></g>`
        : `<rect x="30" y="50" width="60" height="60" rx="6" fill="none" stroke="${accent}" stroke-width="8"/><rect x="46" y="66" width="28" height="28" fill="${ink}"/>`;
  const label = escapeXml(name.toUpperCase());
  const fontSize = label.length > 14 ? 34 : 40;
  // Long names are squeezed to fit rather than cut off (roughly 0.68 em per capital plus spacing).
  const fit = label.length * (fontSize * 0.68 + 3) > 380 ? ' textLength="380" lengthAdjust="spacingAndGlyphs"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="160" viewBox="0 0 520 160">
  <title>${escapeXml(name)}</title>
  ${mark}
  <text x="118" y="${80 + fontSize * 0.36}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="600" letter-spacing="3" fill="${ink}"${fit}>${label}</text>
</svg>`;
}

/** The same wordmark as a transparent PNG (corporativo logos, so both logo kinds are exercised). */
export async function wordmarkPng(name: string, division: Division, category: string): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(wordmarkSvg(name, division, category)), { density: 144 })
    .png({ compressionLevel: 8 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
