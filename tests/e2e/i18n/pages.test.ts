import { listedPaths } from '@casa/core';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/test';

// The English site (docs/decisions/0026-english-site.md): its pages, their language, their twins
// and the note that offers them. The English texts may not be written yet: a heading then shows
// the Spanish text, marked lang="es", and never nothing.

const ENGLISH_PAGES = listedPaths('en');

/** The page's hreflang links, as a search engine reads them from the server's HTML. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]));
}

// What the server answers does not depend on the screen's width: proven once, on the desktop.
test.describe('English pages, as the server sends them', { tag: '@desktop-only' }, () => {
  for (const path of ENGLISH_PAGES) {
    test(`${path} answers 200 in English with a heading and both languages named`, async ({ page }) => {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="en">/);
      // The heading is in the server's HTML, before any script runs.
      expect(html).toMatch(/<h1\b[^>]*>[^<]*\S/);
      const links = alternates(html);
      expect(new URL(links.en ?? '').pathname).toBe(path);
      expect(links['x-default']).toBe(links.es);
      const spanish = await (await page.request.get(new URL(links.es ?? '').pathname)).text();
      expect(spanish).toMatch(/<html lang="es">/);
      expect(alternates(spanish)).toEqual(links);
    });
  }

  test('an unknown English address is an English 404', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe('English pages in the browser', () => {
  test('the frame speaks English and every heading has words, English or the Spanish marked lang="es" @desktop-only', async ({ page }) => {
    for (const path of ['/en/hospitality', '/en/hospitality/about', '/en/corporativo/services', '/en/terms']) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).not.toBeEmpty();
      // Its language is the page's, or the fallback's, said on the nearest element that sets one.
      expect(['en', 'es']).toContain(await heading.evaluate((element) => element.closest('[lang]')?.getAttribute('lang')));
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Services', 'Projects', 'Contact']);
    }
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/corporate and hospitality furniture/);
    await expect(page.getByRole('button', { name: /^DISCOVER THE STORY OF/ })).toBeVisible();
  });

  test('the switch leads to the same page in the other language, and back, with hreflang @desktop-only', async ({ page }) => {
    await page.goto('/hospitality/nosotros');
    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English version' });
    // What the eye reads; the name is the phrase.
    await expect(toEnglish.locator('[aria-hidden="true"]')).toHaveText('EN');
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/en\/hospitality\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const toSpanish = page.getByRole('banner').getByRole('link', { name: 'Versión en español' });
    await expect(toSpanish.locator('[aria-hidden="true"]')).toHaveText('ES');
    await expect(toSpanish).toHaveAttribute('hreflang', 'es');
    await toSpanish.click();
    await expect(page).toHaveURL(/\/hospitality\/nosotros$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the switch of the projects list keeps its page and filters @desktop-only', async ({ page }) => {
    await page.goto('/hospitality/proyectos?pagina=2');
    await expect(page.getByRole('banner').getByRole('link', { name: 'English version' })).toHaveAttribute(
      'href',
      '/en/hospitality/projects?pagina=2',
    );
  });
});

test.describe('The language switch of the mobile menu', () => {
  test('leads to the same page in the other language, in English words @phone-only', async ({ page }) => {
    await page.goto('/corporativo/servicios');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'English version' }).click();
    await expect(page).toHaveURL(/\/en\/corporativo\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Versión en español' }).click();
    await expect(page).toHaveURL(/\/corporativo\/servicios$/);
  });
});

test.describe('Accessibility of the English site', () => {
  // axe is injected as an inline script, which the site's CSP (rightly) refuses.
  test.use({ bypassCSP: true, locale: 'en-US' });

  test('axe finds no serious violation on English pages, nor on a Spanish page with the note', async ({ page }) => {
    for (const path of ['/en', '/en/hospitality/about', '/en/corporativo/services', '/corporativo']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (path === '/corporativo') await expect(page.getByText('This page is available in English')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: path });
    }
  });
});

test.describe('The note that offers the English page', () => {
  test('a Spanish-preferring browser never sees it', async ({ page }) => {
    await page.goto('/hospitality');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This page is available in English')).toHaveCount(0);
  });

  test.describe('with a browser that prefers English', () => {
    test.use({ locale: 'en-US' });

    test('offers the English twin after the page is live, and once dismissed, no more', async ({ page, context }) => {
      // The server sends every visitor the same page: the note is not in it.
      const html = await (await page.request.get('/hospitality/servicios', { headers: { 'accept-language': 'en-US,en' } })).text();
      expect(html).not.toContain('available in English');

      await page.goto('/hospitality/servicios');
      const note = page.getByRole('complementary', { name: 'English version' });
      await expect(note).toContainText('This page is available in English');
      await expect(note).toHaveAttribute('lang', 'en');
      await expect(note.getByRole('link', { name: 'Read it in English' })).toHaveAttribute('href', '/en/hospitality/services');

      await note.getByRole('button', { name: 'Dismiss' }).click();
      await expect(note).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('This page is available in English')).toHaveCount(0);
      expect(await page.evaluate(() => window.localStorage.length)).toBeGreaterThan(0);
      expect(await context.cookies()).toEqual([]);
    });

    test('leads to the English page, where it is not shown', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Read it in English' }).click();
      await expect(page).toHaveURL(/\/en$/);
      await expect(page.getByText('This page is available in English')).toHaveCount(0);
    });
  });
});
