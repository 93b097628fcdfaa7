import { type Page } from '@playwright/test';
import { SITE } from '@casa/core/content';
import { waitForHydration } from '../support/hydration';
import { expect, test } from '../support/test';

const LINKS = ['Inicio', 'Nosotros', 'Servicios', 'Proyectos', 'Contacto'] as const;

/** The header navigation: the bar on a desktop, the collapsible menu on a phone. */
async function headerNav(page: Page, isPhone: boolean) {
  if (isPhone) {
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    if (await toggle.isVisible()) await toggle.click();
    return page.getByRole('navigation', { name: 'Menú' });
  }
  return page.getByRole('navigation', { name: 'Principal' });
}

async function activeLinks(page: Page, isPhone: boolean): Promise<string[]> {
  const nav = await headerNav(page, isPhone);
  const names: string[] = [];
  for (const name of LINKS) {
    const link = nav.getByRole('link', { name, exact: true });
    if ((await link.getAttribute('aria-current')) === 'page') names.push(name);
  }
  return names;
}

/** Records the behaviour of every window.scrollTo call, so a test checks the request, not a race with a timer. */
function recordScrollCalls() {
  const calls: string[] = [];
  (window as unknown as { scrollCalls: string[] }).scrollCalls = calls;
  const original = window.scrollTo.bind(window);
  window.scrollTo = ((...args: unknown[]) => {
    const options = args[0];
    calls.push(typeof options === 'object' && options !== null ? String((options as ScrollToOptions).behavior ?? 'auto') : 'auto');
    (original as (...a: unknown[]) => void)(...args);
  }) as typeof window.scrollTo;
}

test.describe('Header navigation (docs/product.md §2 "Division pages")', () => {
  test('Inicio is active only on the exact path; the others by prefix', async ({ page }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    const cases: [string, string[]][] = [
      ['/corporativo', ['Inicio']],
      ['/corporativo/nosotros', ['Nosotros']],
      ['/corporativo/servicios', ['Servicios']],
      ['/corporativo/proyectos', ['Proyectos']],
      ['/corporativo/contacto', ['Contacto']],
      ['/hospitality/servicios', ['Servicios']],
    ];
    for (const [path, expected] of cases) {
      await page.goto(path);
      expect(await activeLinks(page, isPhone), path).toEqual(expected);
    }
    // The links point into the current division.
    await page.goto('/hospitality/nosotros');
    const nav = await headerNav(page, isPhone);
    await expect(nav.getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute('href', '/hospitality');
    await expect(nav.getByRole('link', { name: 'Proyectos', exact: true })).toHaveAttribute('href', '/hospitality/proyectos');
  });

  test('the logo goes to / and the division switcher to each division', async ({ page }, testInfo) => {
    await page.goto('/hospitality/servicios');
    await expect(page.getByRole('banner').getByRole('link', { name: /página de inicio/ })).toHaveAttribute('href', '/');
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page
        .getByRole('navigation', { name: 'Menú' })
        .getByRole('link', { name: /CORPORATIVO/ })
        .click();
    } else {
      const switcher = page.getByRole('navigation', { name: 'Divisiones' });
      await expect(switcher.getByRole('link', { name: 'HOSPITALITY' })).toHaveAttribute('aria-current', 'true');
      await switcher.getByRole('link', { name: 'CORPORATIVO' }).click();
    }
    await expect(page).toHaveURL(/\/corporativo$/);
    await expect(page.locator('[data-division="corporativo"]').first()).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /página de inicio/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('REPÚBLICA DOMINICANA | CARIBE')).toBeVisible();
  });

  test('the current division follows the URL and stays on pages without one', async ({ page }, testInfo) => {
    await page.goto('/hospitality');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidad' }).click();
    await expect(page).toHaveURL(/\/politica-de-privacidad$/);
    // Still hospitality: its accent and its navigation.
    await expect(page.locator('html')).toHaveAttribute('data-division', 'hospitality');
    const nav = await headerNav(page, testInfo.project.name === 'phone');
    await expect(nav.getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute('href', '/hospitality');
  });

  test('navigating to a new page scrolls back to the top', async ({ page }) => {
    await page.goto('/corporativo/servicios');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nosotros', exact: true }).click();
    await expect(page).toHaveURL(/\/corporativo\/nosotros$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('with reduced motion the scroll to the top is instant, not animated', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.addInitScript(recordScrollCalls);
    await page.goto('/corporativo/servicios');
    // A page of its own context: not the fixture's, which waits for this itself.
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.evaluate(() => ((window as unknown as { scrollCalls: string[] }).scrollCalls.length = 0));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page).toHaveURL(/\/corporativo\/contacto$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const calls = await page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls).not.toContain('smooth');
    await context.close();
  });

  test('without reduced motion the scroll to the top is smooth', async ({ page }) => {
    await page.addInitScript(recordScrollCalls);
    await page.goto('/corporativo/servicios');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nosotros', exact: true }).click();
    await expect(page).toHaveURL(/\/corporativo\/nosotros$/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls)).toContain('smooth');
  });
});

// The collapsible menu is the phone navigation: the desktop project leaves @phone-only out.
test.describe('Mobile menu (phone)', { tag: '@phone-only' }, () => {
  test('opens, shows the DIVISIONS section and closes when a link is clicked', async ({ page }) => {
    await page.goto('/corporativo');
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'Menú' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByText('DIVISIONS', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: /CORPORATIVO/ })).toHaveAttribute('href', '/corporativo');
    await expect(menu.getByRole('link', { name: /HOSPITALITY/ })).toHaveAttribute('href', '/hospitality');
    await menu.getByRole('link', { name: 'Servicios', exact: true }).click();
    await expect(page).toHaveURL(/\/corporativo\/servicios$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('collapses with its toggle and with Escape', async ({ page }) => {
    await page.goto('/hospitality');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
  });
});

test.describe('Footer (docs/product.md §2)', () => {
  test('blurb, social links, navigation, address, phone, e-mail, hours and legal links', async ({ page }) => {
    await page.goto('/hospitality/nosotros');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('id', 'contact');
    await expect(footer.getByText(SITE.blurb)).toBeVisible();
    for (const social of SITE.social) {
      const link = footer.getByRole('link', { name: new RegExp(social.label) });
      await expect(link).toHaveAttribute('href', social.href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    for (const name of LINKS) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(footer.getByText(SITE.address.street)).toBeVisible();
    await expect(footer.getByText(/Naco, Santo Domingo/)).toBeVisible();
    await expect(footer.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', SITE.phoneHref);
    await expect(footer.getByRole('link', { name: SITE.salesEmail })).toHaveAttribute('href', `mailto:${SITE.salesEmail}`);
    await expect(footer.getByText('Lunes a Viernes 8:00am-5:00pm')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute('href', '/politica-de-privacidad');
    await expect(footer.getByRole('link', { name: 'Términos y Condiciones' })).toHaveAttribute('href', '/terminos-y-condiciones');
  });
});
