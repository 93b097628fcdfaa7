import { type Page } from '@playwright/test';
import { withDatabase } from '../support/database';
import { waitForHydration } from '../support/hydration';
import { expect, test } from '../support/test';

// The projects page in pages, with its filters (docs/decisions/0025-project-pages.md), on a phone
// and a desktop. The demo has too few projects for pages, so this file inserts 30 hospitality
// projects of its own, all in one place of their own and dated 2001, so they sort after every other
// project and change no other test's first page; they are removed after. Each Playwright project
// (phone, desktop) has its own place, so the two may run at once.
let PLACE = '';
const TAG = 'E2E página';
const COUNT = 30;

function insertProjects(): void {
  withDatabase((db) => {
    const insert = db.prepare(
      `INSERT INTO projects (name, year, location, division, project_type, scope, description, brands, key_features,
        development_process, image_urls, image_alts, status, featured, created_at, updated_at)
       VALUES (?, ?, ?, 'hospitality', ?, 'FF&E completo', ?, '[]', '[]', '[]', ?, '[]', 'published', 0, ?, ?)`,
    );
    db.transaction(() => {
      db.prepare('DELETE FROM projects WHERE location = ?').run(PLACE);
      for (let index = 1; index <= COUNT; index += 1) {
        // Numbered so the newest (the highest date) is number 1.
        const stamp = `2001-01-01 00:${String(60 - index).padStart(2, '0')}:00.000`;
        insert.run(
          `${TAG} ${index}`,
          index <= 5 ? 2019 : 2018,
          PLACE,
          index <= 5 ? 'Spa/Wellness' : 'Resort',
          `Proyecto de prueba número ${index}.`,
          JSON.stringify(['/images/fallback/gallery-1.jpg']),
          stamp,
          stamp,
        );
      }
    }).immediate();
  });
}

let base = '';
test.beforeAll(() => {
  PLACE = `Isla Paginación E2E ${test.info().project.name}`;
  base = `/hospitality/proyectos?ubicacion=${encodeURIComponent(PLACE)}`;
  insertProjects();
});
test.afterAll(() => withDatabase((db) => db.prepare('DELETE FROM projects WHERE location = ?').run(PLACE)));
const names = (page: Page) => page.getByTestId('project-item').getByRole('heading', { level: 2 });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Páginas de proyectos' });

test.describe('Projects page in pages (docs/product.md §2 "Projects page")', () => {
  test('12 a page with crawlable links; the next page loads in place, the URL follows and Back works', async ({ page }) => {
    const response = await page.goto(base);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('projects-count')).toHaveText(`${COUNT} proyectos`);
    await expect(names(page)).toHaveCount(12);
    await expect(names(page).first()).toHaveText(`${TAG} 1`);
    const nav = pages(page);
    await expect(nav.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Página 3' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Anterior' })).toHaveCount(0);
    const next = nav.getByRole('link', { name: /Siguiente/ });
    // A real link, the filter kept: crawlers and visitors without JavaScript follow it.
    await expect(next).toHaveAttribute('href', /^\/hospitality\/proyectos\?ubicacion=[^&]+&pagina=2$/);

    // In place: the document is not loaded again (a marker set on window survives).
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await next.click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(names(page).first()).toHaveText(`${TAG} 13`);
    await expect(names(page)).toHaveCount(12);
    await expect(pages(page).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await pages(page).getByRole('link', { name: 'Página 3' }).click();
    await expect(page).toHaveURL(/pagina=3/);
    await expect(names(page)).toHaveCount(6);
    await expect(pages(page).getByRole('link', { name: /Siguiente/ })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(names(page).first()).toHaveText(`${TAG} 13`);
    await pages(page)
      .getByRole('link', { name: /Anterior/ })
      .click();
    await expect(page).not.toHaveURL(/pagina=/);
    await expect(names(page).first()).toHaveText(`${TAG} 1`);
  });

  test('a page asked for directly is rendered by the server with its canonical URL', async ({ page, request }) => {
    const html = await (await request.get(`${base}&pagina=3`)).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/hospitality\/proyectos\?ubicacion=[^"]*pagina=3">/);
    expect(html).toContain(`${TAG} 25`);
    expect(html).not.toContain(`${TAG} 24<`);
    await page.goto(`${base}&pagina=3`);
    await expect(names(page)).toHaveCount(6);
  });

  test('filters by type and year work as a form, combined with the place, and say Sin resultados with a way back', async ({ page }) => {
    await page.goto(base);
    const form = page.getByRole('search', { name: 'Filtrar proyectos' });
    await form.getByLabel('Tipo').selectOption('Spa/Wellness');
    await form.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/tipo=Spa%2FWellness/);
    await expect(page.getByTestId('projects-count')).toHaveText('5 proyectos');
    await expect(names(page)).toHaveCount(5);
    await expect(pages(page)).toHaveCount(0);

    // A year none of them has: nothing, and a way back to the whole list.
    await page.goto(`${base}&tipo=Resort&anio=2019`);
    await expect(page.getByRole('heading', { name: 'Sin resultados' })).toBeVisible();
    await expect(page.getByTestId('projects-count')).toHaveText('0 proyectos');
    await page.getByRole('link', { name: 'Ver todos los proyectos' }).click();
    await expect(page).toHaveURL(/\/hospitality\/proyectos$/);
    await expect(page.getByTestId('project-item').first()).toBeVisible();
  });

  test('the filters and pages work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(base, { waitUntil: 'load' });
      await page.getByRole('search', { name: 'Filtrar proyectos' }).getByLabel('Año').selectOption('2018');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect(page).toHaveURL(/anio=2018/);
      await expect(page.getByTestId('projects-count')).toHaveText('25 proyectos');
      await page.getByRole('navigation', { name: 'Páginas de proyectos' }).getByRole('link', { name: 'Página 2' }).click();
      await expect(page).toHaveURL(/pagina=2/);
      await expect(names(page).first()).toHaveText(`${TAG} 18`);
    } finally {
      await context.close();
    }
  });

  test('hydrating a page asks the API for nothing it carries', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(request.url());
    });
    await page.goto(`${base}&pagina=2`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });
});
