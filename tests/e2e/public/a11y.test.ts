import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { listedPaths } from '@casa/core';

// The site's CSP forbids inline scripts; axe is injected as one, so this suite bypasses it.
test.use({ bypassCSP: true });

/** axe on every public route of docs/product.md §2, the ones built by other features included. */
test.describe('Accessibility: no serious or critical axe violation on any public page', () => {
  // The aliases (/projects, /privacy, /terms) render these same pages: server-rendering.test.ts checks them.
  const staticPages = [...listedPaths(), '/pagina-que-no-existe'];

  for (const path of staticPages) {
    // Both divisions' pages are one template each: the phone checks the hospitality ones, and the
    // desktop every page.
    const tag = path.startsWith('/corporativo/') ? ['@desktop-only'] : [];
    test(path, { tag }, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      await expectNoSeriousA11yViolations(page, { label: path });
    });
  }

  test('project detail, with and without the division in the URL', async ({ page }) => {
    const projects = (await (await page.request.get('/api/projects?division=hospitality')).json()) as { id: number }[];
    const id = projects[0]?.id;
    expect(id).toBeDefined();
    for (const path of [`/hospitality/proyecto/${id}`, `/proyecto/${id}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: path });
    }
  });

  test('a division page once the appointment button has appeared', async ({ page }) => {
    await page.goto('/corporativo');
    await expect(page.getByRole('button', { name: 'Solicitar cita' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: '/corporativo after 2.5 s' });
  });
});
