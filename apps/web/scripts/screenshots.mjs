// Screenshots of every public page at a phone (375×812) and a desktop (1440×900) size, to look
// at before calling a visual change done. Needs a running server:
//   node apps/web/scripts/screenshots.mjs http://127.0.0.1:3000 screenshots/web [filter]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = path.resolve(process.argv[3] ?? 'screenshots/web');
const filter = process.argv[4] ?? '';
fs.mkdirSync(out, { recursive: true });

const projectId = async (division) => {
  const response = await fetch(`${base}/api/projects?division=${division}`);
  const list = response.ok ? await response.json() : [];
  return list[0]?.id ?? 1;
};
const pages = [
  ['landing', '/'],
  ['corporativo', '/corporativo'],
  ['hospitality', '/hospitality'],
  ['corporativo-nosotros', '/corporativo/nosotros'],
  ['hospitality-nosotros', '/hospitality/nosotros'],
  ['corporativo-servicios', '/corporativo/servicios'],
  ['hospitality-servicios', '/hospitality/servicios'],
  ['corporativo-proyectos', '/corporativo/proyectos'],
  ['hospitality-proyecto', `/hospitality/proyecto/${await projectId('hospitality')}`],
  ['corporativo-contacto', '/corporativo/contacto'],
  ['privacidad', '/politica-de-privacidad'],
  ['terminos', '/terminos-y-condiciones'],
  ['404', '/no-existe'],
].filter(([name]) => name.includes(filter));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [label, width, height] of [
  ['375', 375, 812],
  ['1440', 1440, 900],
]) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, locale: 'es-DO', reducedMotion: 'reduce' });
  const page = await context.newPage();
  for (const [name, url] of pages) {
    await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    // Bring lazy images in, then back to the top.
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < total; y += height) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(120);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(out, `${name}-${label}.png`), fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
