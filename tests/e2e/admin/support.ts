import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E } from '../support/env';
import { test as base, expect } from '../support/test';

export { expect };

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small real photo-like JPEG: a warm gradient with a darker "sofa" block, so previews look like something. */
export async function jpeg(name: string, hue: number, width = 800, height = 600): Promise<FilePayload> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},35%,82%)"/><stop offset="1" stop-color="hsl(${hue},30%,55%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="${width * 0.2}" y="${height * 0.55}" width="${width * 0.6}" height="${height * 0.2}" rx="12" fill="hsl(${hue},25%,30%)"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A phone-sized photo (4032×3024) with fine grain, several MB: the browser must shrink it before upload. */
export async function bigPhoto(name: string): Promise<FilePayload> {
  const width = 4032;
  const height = 3024;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = 110 + (((i * 2654435761) >>> 24) % 60);
  const buffer = await sharp(noise, { raw: { width, height, channels: 3 } })
    .composite([{ input: (await jpeg('x.jpg', 30, width, height)).buffer, blend: 'soft-light' }])
    .jpeg({ quality: 95 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A small PNG logo with the brand's initials. */
export async function logoPng(name: string, text: string): Promise<FilePayload> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" fill="#fff"/>
    <text x="120" y="75" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#8a6a3b">${text}</text></svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

/** A unique name per run, so reruns against the same server never collide. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Every image inside `scope` has been decoded (a real picture, not a broken link). */
export async function expectImagesLoaded(scope: Locator, count: number) {
  const images = scope.locator('img');
  await expect(images).toHaveCount(count);
  for (let i = 0; i < count; i += 1) {
    await images.nth(i).scrollIntoViewIfNeeded();
    await expect.poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}

/** The antd toast carrying this title (one at a time, docs/product.md §9). */
export function toast(page: Page, title: string | RegExp): Locator {
  return page.locator('.ant-notification-notice').filter({ hasText: title });
}

/**
 * Opens Proyectos, where most admin tests start, signed in as the e2e admin (session cookie set
 * through the API). /admin itself lands on Resumen (docs/product.md §6).
 */
export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page }, use) => {
    const response = await page.request.post('/api/auth/login', {
      data: { username: E2E.adminUsername, password: E2E.adminPassword },
    });
    expect(response.status()).toBe(200);
    await page.goto('/admin/proyectos');
    await expect(page.getByText(`Bienvenido, ${E2E.adminUsername}`)).toBeVisible();
    await use(page);
  },
});
