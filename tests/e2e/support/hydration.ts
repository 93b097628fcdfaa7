import { expect, type Page } from '@playwright/test';

/** True once React has hydrated the server's markup (it marks the root container). */
export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}

/** Waits until the page is live: before that a link is a plain link and a click loads a new page from the server. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page), { message: 'the page hydrates' }).toBe(true);
}
