import { expect, type Page } from '@playwright/test';

/**
 * True once React has hydrated the server's markup: the root is React's, and every element in it
 * carries React's instance (hydration goes on in slices after hydrateRoot marks the root). The
 * map draws its own elements, which React never owns.
 */
export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer'))) return false;
    return [...root.querySelectorAll('*')].every((element) => owned(element) || element.closest('.leaflet-container') !== null);
  });
}

/** Waits until the page is live: before that a link is a plain link and a click loads a new page from the server. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page), { message: 'the page hydrates' }).toBe(true);
}
