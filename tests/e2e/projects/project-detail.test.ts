import { expectNoSeriousA11yViolations } from '../support/a11y';
import { waitForHydration } from '../support/hydration';
import { PROJECTS_TAG, seedProjects, type SeededProjects } from './support';
import { expect, test } from '../support/test';

let seeded: SeededProjects;
test.beforeAll(() => {
  seeded = seedProjects();
});

test.describe('Project detail (docs/product.md §2)', () => {
  test('hero, details, process, specifications, features, brands and gallery', async ({ page }) => {
    await page.goto(`/corporativo/proyecto/${seeded.full}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sede corporativa en Piantini' })).toBeVisible();
    const hero = page.getByTestId('project-hero');
    await expect(hero.getByText('Cuatro pisos de oficinas amuebladas en doce semanas')).toBeVisible();
    await expect(hero.getByText('2023', { exact: true })).toBeVisible();
    await expect(hero.getByText('Piantini, Santo Domingo', { exact: true })).toBeVisible();
    await expect(hero.getByText('Sala de juntas y oficinas ejecutivas')).toBeVisible();
    // The hero photo is not lazy; the gallery is.
    await expect(hero.locator('img').first()).not.toHaveAttribute('loading', 'lazy');
    await expect(page.getByTestId('project-gallery').locator('img').first()).toHaveAttribute('loading', 'lazy');

    const back = page.getByRole('link', { name: /Volver a Proyectos/ });
    await expect(back).toHaveAttribute('href', '/corporativo/proyectos');

    await expect(page.getByRole('heading', { level: 2, name: 'Detalles del Proyecto' })).toBeVisible();
    await expect(page.getByText('Diseño y equipamiento de la sede corporativa con mobiliario ergonómico.')).toBeVisible();

    await expect(page.getByRole('heading', { level: 2, name: 'Proceso de Desarrollo' })).toBeVisible();
    const steps = page.locator('ol').filter({ hasText: 'Levantamiento' }).locator('li');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('1');
    await expect(steps.nth(0)).toContainText('Medición de los espacios.');
    await expect(steps.nth(2)).toContainText('3');
    await expect(steps.nth(2)).toContainText('Instalación');

    const specs = page.getByRole('region', { name: 'Especificaciones' });
    await expect(specs.getByText(`${PROJECTS_TAG} completo`)).toBeVisible();
    await expect(specs.getByText('Corporativo', { exact: true })).toBeVisible();
    await expect(specs.getByText('2023')).toBeVisible();

    const features = page.getByRole('region', { name: 'Características del Proyecto' });
    await expect(features.getByRole('listitem')).toHaveText(['Sillas ergonómicas', 'Paneles acústicos']);

    const brands = page.getByRole('region', { name: 'Marcas Utilizadas' });
    // A brand no longer among the public ones shows the name (and logo, none here) the project stored.
    const missing = brands.getByRole('listitem').filter({ hasText: 'Perdida' });
    await expect(missing).toBeVisible();
    await expect(missing.locator('img')).toHaveCount(0);
    await expect(brands.getByText(`Brand ${seeded.missingBrandId}`)).toHaveCount(0);
    const known = brands.getByRole('listitem').first();
    await expect(known.locator('img')).toHaveCount(1);

    await expect(page.getByRole('heading', { level: 2, name: 'Imágenes Destacadas' })).toBeVisible();
    await expect(page.getByTestId('project-gallery').locator('img')).toHaveCount(6);
  });

  test('without a division in the URL the back link goes to /projects', async ({ page }) => {
    await page.goto(`/proyecto/${seeded.full}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sede corporativa en Piantini' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Volver a Proyectos/ })).toHaveAttribute('href', '/projects');
  });

  test('lightbox: wraps around, counts n de total, arrow keys, Escape closes and focus returns', async ({ page }) => {
    await page.goto(`/corporativo/proyecto/${seeded.full}`);
    const thumbs = page.getByTestId('project-gallery').getByRole('button');
    await thumbs.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const counter = dialog.getByTestId('lightbox-counter');
    await expect(counter).toHaveText('1 de 6');
    await dialog.getByRole('button', { name: 'Imagen anterior' }).click();
    await expect(counter).toHaveText('6 de 6');
    await dialog.getByRole('button', { name: 'Imagen siguiente' }).click();
    await expect(counter).toHaveText('1 de 6');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 de 6');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('6 de 6');
    await expect(dialog.locator('img')).toHaveAttribute('src', /gallery-6/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(thumbs.first()).toBeFocused();

    await thumbs.nth(2).click();
    await expect(page.getByRole('dialog').getByTestId('lightbox-counter')).toHaveText('3 de 6');
    await page.getByRole('button', { name: 'Cerrar galería' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a project without images shows the 8 fallback images', async ({ page }) => {
    await page.goto(`/corporativo/proyecto/${seeded.byCount[0]}`);
    const images = page.getByTestId('project-gallery').locator('img');
    await expect(images).toHaveCount(8);
    for (let index = 0; index < 8; index += 1) {
      await expect(images.nth(index)).toHaveAttribute('src', `/images/fallback/gallery-${index + 1}.jpg`);
    }
    await page.getByTestId('project-gallery').getByRole('button').last().click();
    await expect(page.getByRole('dialog').getByTestId('lightbox-counter')).toHaveText('8 de 8');
  });

  test("a missing project shows 'Proyecto no encontrado' with a way back", async ({ page }) => {
    const response = await page.goto('/hospitality/proyecto/99999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Proyecto no encontrado' })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByText('El proyecto que buscas no existe o ha sido eliminado.')).toBeVisible();
    await page.getByRole('link', { name: 'Ver todos los proyectos' }).click();
    await expect(page).toHaveURL('/hospitality/proyectos');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros Proyectos' })).toBeVisible();
  });

  test('a project id that is not a number, or names no project, is not found either (HTTP 404)', async ({ page }) => {
    for (const path of ['/hospitality/proyecto/abc', '/proyecto/0', '/corporativo/proyecto/99999999999']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Proyecto no encontrado' })).toBeVisible();
      await expect(page.getByText('El proyecto que buscas no existe o ha sido eliminado.')).toBeVisible();
    }
  });

  test("loading shows 'Cargando proyecto...'", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/projects/${seeded.full}`, async (route) => {
      await held;
      await route.continue();
    });
    // The server-rendered page carries its project: the loading state belongs to a visit within the app.
    await page.goto('/corporativo/proyectos');
    await waitForHydration(page);
    await page
      .getByTestId('project-item')
      .filter({ hasText: `${PROJECTS_TAG} completo` })
      .getByRole('link', { name: /Ver galería completa/ })
      .click();
    await expect(page).toHaveURL(`/corporativo/proyecto/${seeded.full}`);
    await expect(page.getByText('Cargando proyecto...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Sede corporativa en Piantini' })).toBeVisible();
  });

  test('no serious accessibility violation, lightbox open or closed', async ({ page }) => {
    await page.goto(`/corporativo/proyecto/${seeded.full}`);
    await expect(page.getByRole('heading', { name: 'Marcas Utilizadas' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '#main' });
    await page.getByTestId('project-gallery').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  });
});
