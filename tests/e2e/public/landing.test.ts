import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/test';

// The site's CSP forbids inline scripts; axe is injected as one, so this suite bypasses it.
test.use({ bypassCSP: true });

test.describe('Landing page (docs/product.md §2 "Landing page")', () => {
  test('two full-height panels lead to each division', async ({ page }) => {
    await page.goto('/');
    const panels = page.getByRole('navigation', { name: 'Divisiones' }).getByRole('link');
    await expect(panels).toHaveCount(2);
    const corporativo = page.getByRole('link', { name: /CORPORATIVO/ });
    const hospitality = page.getByRole('link', { name: /HOSPITALITY/ });
    await expect(corporativo).toHaveAttribute('href', '/corporativo');
    await expect(hospitality).toHaveAttribute('href', '/hospitality');
    const viewport = page.viewportSize()!;
    const a = (await corporativo.boundingBox())!;
    const b = (await hospitality.boundingBox())!;
    if (viewport.width >= 768) {
      // Side by side, each as tall as the window.
      expect(Math.round(a.height)).toBeGreaterThanOrEqual(viewport.height - 1);
      expect(Math.round(b.height)).toBeGreaterThanOrEqual(viewport.height - 1);
      expect(b.x).toBeGreaterThanOrEqual(a.x + a.width - 1);
    } else {
      // Stacked: together they fill the window.
      expect(Math.round(a.height + b.height)).toBeGreaterThanOrEqual(viewport.height - 1);
    }
    await expect(page.getByText('REPÚBLICA DOMINICANA | CARIBE', { exact: true })).toBeVisible();

    await hospitality.click();
    await expect(page).toHaveURL(/\/hospitality$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: /CORPORATIVO/ }).click();
    await expect(page).toHaveURL(/\/corporativo$/);
  });

  test("'DESCUBRE LA HISTORIA DE CASA MOBILIA' opens the history; the close button closes it and focus returns", async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByText('DESCUBRE LA HISTORIA DE CASA MOBILIA', { exact: true });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'La historia de Casa Mobilia' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('1998');
    await expect(dialog).toContainText('más de 40 años');
    await expect(dialog).toContainText('representantes exclusivos');
    await expect(dialog).toContainText('Hospitality');
    await expectNoSeriousA11yViolations(page, { label: 'history modal' });
    // Focus stays inside while open.
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a click on the backdrop (or Escape) dismisses the history', async ({ page }) => {
    await page.goto('/');
    await page.getByText('DESCUBRE LA HISTORIA DE CASA MOBILIA', { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await page.getByText('DESCUBRE LA HISTORIA DE CASA MOBILIA', { exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('downloads no admin code on the landing page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => /admin/.test(url))).toBe(false);
  });
});
