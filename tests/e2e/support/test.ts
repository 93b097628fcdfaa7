import { test as base, expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

export { expect };

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` return once a server-rendered page is
 * live. Such a page loads its scripts only after its first paint (docs/decisions/0014-scripts-after-first-paint.md),
 * so the browser's `load` can come before React has taken over: a link clicked then loads a new page
 * from the server, and a button's tap is held until React answers it (docs/decisions/0020-taps-before-hydration.md).
 * Pages the browser renders (/login, /admin) are not waited for. A goto with an explicit
 * `waitUntil` waits for that event only, for a test of the page before it is live.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil) await untilLive(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil) await untilLive(page);
      return response;
    };
    await use(page);
  },
});

async function untilLive(page: Page): Promise<void> {
  const serverRendered = await page.evaluate(() => document.querySelector('script[data-modules]') !== null).catch(() => false);
  if (serverRendered) await waitForHydration(page);
}
