// Renders the site's photographs before `vite build` (and `vite` dev): every interior the
// division content names (packages/core/src/content), the fallback cover and gallery of
// docs/product.md §3/§9, the hospitality brand logos and a placeholder map tile. Nothing is fetched from
// the internet: sharp rasterises the SVG scenes of tools/demo-art's `interiorSceneSvg`.
//   public/images/generated/<name>.jpg + <name>-{640,1280,1920}.webp
//   public/images/fallback/cover.jpg, gallery-1..8.jpg (+ webp variants)
//   public/images/generated/brand-<slug>.svg, public/images/map-tile.png
// Outputs are cached by a hash of their SVG, so an unchanged build renders nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A workspace package, built (dist) or, when `npm run dev` starts before it is built, read from
 * its TypeScript sources.
 */
async function load(specifier, source) {
  try {
    return await import(specifier);
  } catch (error) {
    try {
      const { tsImport } = await import('tsx/esm/api');
      return await tsImport(source, import.meta.url);
    } catch {
      console.error(`generate-images: build ${specifier} first (npx turbo run build --filter=@casa/web...).`);
      throw error;
    }
  }
}
const { DIVISION_CONTENT, generatedPhotos, GENERATED_IMAGE_WIDTHS } = await load(
  '@casa/core/content',
  '../../../packages/core/src/content/index.ts',
);
const { interiorSceneSvg } = await load('@casa/demo-art', '../../../tools/demo-art/src/index.ts');

const VERSION = 2; // bump to re-render everything after changing the encoding settings below
const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const generatedDir = path.join(publicDir, 'images', 'generated');
const fallbackDir = path.join(publicDir, 'images', 'fallback');
const cacheFile = path.join(generatedDir, '.cache.json');
fs.mkdirSync(generatedDir, { recursive: true });
fs.mkdirSync(fallbackDir, { recursive: true });

const cache = (() => {
  try {
    return JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
  } catch {
    return {};
  }
})();
const nextCache = {};
const hash = (text) => crypto.createHash('sha1').update(`${VERSION}:${text}`).digest('hex');
const upToDate = (key, digest, files) => cache[key] === digest && files.every((file) => fs.existsSync(file));

/** One photo: the JPEG at its natural size and a WebP per responsive width. */
async function renderPhoto(dir, name, svg, width) {
  const digest = hash(svg);
  const files = [path.join(dir, `${name}.jpg`), ...GENERATED_IMAGE_WIDTHS.map((w) => path.join(dir, `${name}-${w}.webp`))];
  nextCache[`${dir}/${name}`] = digest;
  if (upToDate(`${dir}/${name}`, digest, files)) return false;
  // Rasterise once at the largest width (vector, so every width is sharp), then scale down.
  const largest = Math.max(width, ...GENERATED_IMAGE_WIDTHS);
  const base = await sharp(Buffer.from(svg), { density: Math.round((72 * largest) / width) })
    .resize({ width: largest })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .png()
    .toBuffer();
  await sharp(base).resize({ width }).jpeg({ quality: 80, mozjpeg: true, progressive: true }).toFile(files[0]);
  for (const [index, w] of GENERATED_IMAGE_WIDTHS.entries()) {
    await sharp(base)
      .resize({ width: w })
      .webp({ quality: 76, effort: 4 })
      .toFile(files[index + 1]);
  }
  return true;
}

const started = Date.now();
let rendered = 0;

for (const photo of generatedPhotos()) {
  const svg = interiorSceneSvg(photo);
  if (await renderPhoto(generatedDir, photo.name, svg, photo.width)) rendered += 1;
}

// The fallback cover and the 8-image gallery (packages/core/src/media.ts), both divisions' moods.
const FALLBACKS = [
  ['cover', 'lounge', 'hospitality', 901],
  ['gallery-1', 'office', 'corporativo', 911],
  ['gallery-2', 'lobby', 'hospitality', 912],
  ['gallery-3', 'meeting', 'corporativo', 913],
  ['gallery-4', 'bedroom', 'hospitality', 914],
  ['gallery-5', 'reception', 'corporativo', 915],
  ['gallery-6', 'restaurant', 'hospitality', 916],
  ['gallery-7', 'lounge', 'corporativo', 917],
  ['gallery-8', 'terrace', 'hospitality', 918],
];
for (const [name, kind, division, seed] of FALLBACKS) {
  const svg = interiorSceneSvg({ seed, kind, division, width: 1600, height: 1200 });
  if (await renderPhoto(fallbackDir, name, svg, 1600)) rendered += 1;
}

// Brand logos of the static hospitality list: small SVG files, written as they are.
for (const division of Object.keys(DIVISION_CONTENT)) {
  for (const [index, brand] of DIVISION_CONTENT[division].brands.entries()) {
    if (!brand.logo?.startsWith('/images/generated/')) continue;
    const file = path.join(publicDir, brand.logo);
    const svg = interiorSceneSvg({ seed: 500 + index, kind: 'logo', division, width: 320, height: 160, label: brand.name });
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== svg) fs.writeFileSync(file, svg);
  }
}

// A neutral placeholder map tile (streets on a light ground) for offline use.
const tileFile = path.join(publicDir, 'images', 'map-tile.png');
if (!fs.existsSync(tileFile)) {
  const streets = ['M0 40 L256 70', 'M0 150 L256 120', 'M60 0 L90 256', 'M170 0 L150 256', 'M0 210 L256 230'];
  const tile = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#efebe4"/><rect x="100" y="80" width="40" height="30" fill="#d8e3cf"/><g stroke="#ffffff" stroke-width="9" fill="none">${streets.map((d) => `<path d="${d}"/>`).join('')}</g><g stroke="#dcd6cc" stroke-width="1" fill="none">${streets.map((d) => `<path d="${d}"/>`).join('')}</g></svg>`;
  await sharp(Buffer.from(tile)).png({ compressionLevel: 9 }).toFile(tileFile);
}

fs.writeFileSync(cacheFile, `${JSON.stringify(nextCache, null, 1)}\n`);
console.log(
  `generate-images: ${rendered} photo(s) rendered, ${Object.keys(nextCache).length - rendered} up to date (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
