// `npm run bench` (or `npm run bench -w @casa/desktop-admin`): what the desktop app's photo
// preparation saves on a camera-sized photo. Prints figures; asserts nothing.
//   1. makes a 6000×4000 "photo" locally with sharp: gradients, shapes and strong noise, so it
//      compresses as badly as a real phone picture (~10 MB JPEG, with EXIF)
//   2. runs the same prepareImage the main process runs (src/main/image.ts, loaded through tsx)
//   3. prints input size, output size, percentage saved and time
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const WIDTH = 6000;
const HEIGHT = 4000;

async function makePhoto() {
  const scene = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#d9c3a0"/><stop offset="0.55" stop-color="#6b4f35"/><stop offset="1" stop-color="#1f2a30"/>
      </linearGradient>
      <radialGradient id="light" cx="0.3" cy="0.35" r="0.5">
        <stop offset="0" stop-color="#fff3d6" stop-opacity="0.8"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#wall)"/>
    <rect width="100%" height="100%" fill="url(#light)"/>
    <rect x="1200" y="2300" width="3600" height="900" rx="120" fill="#3b2a1e" opacity="0.85"/>
    <rect x="1500" y="1500" width="900" height="800" rx="80" fill="#a8806a" opacity="0.9"/>
  </svg>`);
  const base = await sharp(scene).png().toBuffer();
  const grain = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  const jpeg = await sharp(base)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 91 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Phone camera', Copyright: 'Casa Mobilia' } })
    .toBuffer();
  return new Uint8Array(jpeg);
}

const mb = (bytes) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

const { prepareImage } = await tsImport('../src/main/image.ts', import.meta.url);
console.log(`Generating a ${WIDTH}×${HEIGHT} test photo…`);
const input = await makePhoto();

// One warm-up run so the figure is not libvips' first-call start-up.
await prepareImage({ bytes: input, name: 'warm-up.jpg', type: 'image/jpeg' });

const runs = 3;
const times = [];
let output;
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  output = await prepareImage({ bytes: input, name: 'IMG_0001.JPG', type: 'image/jpeg' });
  times.push(performance.now() - started);
}
const meta = await sharp(output.bytes).metadata();
const saved = 1 - output.bytes.byteLength / input.byteLength;
times.sort((a, b) => a - b);

console.log(`input:  ${mb(input.byteLength)} (${WIDTH}×${HEIGHT} JPEG with EXIF)`);
console.log(
  `output: ${mb(output.bytes.byteLength)} (${meta.width}×${meta.height} ${meta.format}, EXIF ${meta.exif ? 'kept' : 'stripped'})`,
);
console.log(`saved:  ${(saved * 100).toFixed(1)} %`);
console.log(`time:   ${times[Math.floor(runs / 2)].toFixed(0)} ms (median of ${runs}; fastest ${times[0].toFixed(0)} ms)`);
