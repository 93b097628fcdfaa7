import { expect, type Page, type Route } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

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

/**
 * Opens a division home by client-side navigation (from its Nosotros page): its carousel and
 * featured projects then ask the API, which a test can stub or hold. (The server-rendered page
 * carries its own brands and projects and asks for none of them.)
 */
export async function openDivisionHomeInApp(page: Page, division: 'corporativo' | 'hospitality') {
  await page.goto(`/${division}/nosotros`);
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Inicio', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${division}$`));
}
