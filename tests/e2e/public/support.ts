import { createRequire } from 'node:module';
import { expect, type Page, type Route } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** axe-core from node_modules on the current page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()) {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
  expect(violations, `axe on ${label}`).toEqual([]);
}

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
