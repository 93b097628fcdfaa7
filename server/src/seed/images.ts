import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Division } from '@casa/core';
import { type InteriorSceneOptions, interiorSceneSvg } from '@casa/demo-art';
import sharp from 'sharp';

/**
 * Drawn scenes are kept in the system's temporary folder, keyed by the SVG's hash: the drawing
 * is a pure function of its text, and every fresh data folder (end-to-end runs start one each
 * time) would otherwise spend seconds of CPU drawing the very same pictures again.
 */
const DRAWING_CACHE = path.join(os.tmpdir(), 'casa-demo-drawings');

async function cached(svg: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(DRAWING_CACHE, `${createHash('sha256').update(svg).digest('hex')}.jpg`);
  try {
    return await fs.readFile(file);
  } catch {
    // Not drawn yet (or the folder was cleaned): draw it.
  }
  const data = await draw();
  try {
    await fs.mkdir(DRAWING_CACHE, { recursive: true });
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  } catch {
    // A read-only or full temporary folder only costs the next start some time.
  }
  return data;
}

/**
 * A demo photo: tools/demo-art's interior scene (the generator of the public site's stock photos) drawn
 * by librsvg and saved as a JPEG no larger than the seed needs.
 */
export async function sceneJpeg(options: InteriorSceneOptions): Promise<{ data: Buffer; width: number; height: number }> {
  const svg = interiorSceneSvg(options);
  const data = await cached(svg, () =>
    sharp(Buffer.from(svg), { density: 72 })
      .resize({ width: options.width, height: options.height, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, progressive: true })
      .toBuffer(),
  );
  // Only the header is read: the size as it really is, whether drawn now or cached.
  const meta = await sharp(data).metadata();
  return { data, width: meta.width ?? options.width, height: meta.height ?? options.height };
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
export async function wordmarkPng(
  name: string,
  division: Division,
  category: string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(wordmarkSvg(name, division, category)), { density: 144 })
    .png({ compressionLevel: 8 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
