import type { Page, Route } from '@playwright/test';

export interface BrandFixture {
  id: number;
  name: string;
  description: string;
  category: string;
  division: string;
  logoUrl: string;
  websiteUrl: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export function brandFixture(id: number, name: string, websiteUrl: string | null, division = 'hospitality'): BrandFixture {
  return {
    id,
    name,
    description: `${name}: mobiliario de prueba para el carrusel.`,
    category: 'mobiliario',
    division,
    logoUrl: '/images/generated/brand-atelier-costa.svg',
    websiteUrl,
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

/** Answers GET /api/brands?division=… with a fixed list (or holds it until `release` is called). */
export async function stubDivisionBrands(page: Page, body: unknown, status = 200) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let hold = false;
  await page.route(/\/api\/brands\?division=/, async (route: Route) => {
    if (hold) await held;
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return {
    holdUntilReleased() {
      hold = true;
    },
    release: () => release(),
  };
}

/** True while the page has not been reloaded since `markPage` (a client-side navigation keeps the marker). */
export async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: number }).__e2eMarker = 1;
  });
}
export async function pageWasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker !== 1);
}
