import { DIVISION_CONTENT } from '@casa/core/content';
import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { waitForHydration } from '../support/hydration';
import { PROJECTS_TAG, seedProjects, type SeededProjects } from './support';
import { expect, test } from '../support/test';

let seeded: SeededProjects;
test.beforeAll(() => {
  seeded = seedProjects();
});

const item = (page: Page, name: string) =>
  page.getByTestId('project-item').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

test.describe('Projects page (docs/product.md §2)', () => {
  test("corporativo: hero 'Nuestros Proyectos' with the division subtitle, then its projects", async ({ page }) => {
    await page.goto('/corporativo/proyectos');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros Proyectos' })).toBeVisible();
    await expect(page.getByText(DIVISION_CONTENT.corporativo.projectsSubtitle)).toBeVisible();
    const full = item(page, `${PROJECTS_TAG} completo`);
    await expect(full).toBeVisible();
    await expect(full.getByText('2023', { exact: true })).toBeVisible();
    await expect(full.getByText('Piantini, Santo Domingo', { exact: true })).toBeVisible();
    await expect(full.getByText('Sala de Juntas', { exact: true })).toBeVisible();
    await expect(full.getByRole('heading', { level: 3, name: 'Alcance del Proyecto' })).toBeVisible();
    await expect(full.getByText('Sala de juntas y oficinas ejecutivas')).toBeVisible();
    await expect(full.getByRole('heading', { level: 3, name: 'Descripción del Trabajo' })).toBeVisible();
    await expect(full.getByRole('link', { name: /Ver galería completa/ })).toHaveAttribute('href', `/corporativo/proyecto/${seeded.full}`);
    // No hospitality project in the corporativo list.
    const divisions = await page.request.get('/api/projects?division=hospitality').then((response) => response.json());
    for (const project of divisions as { name: string }[]) {
      await expect(item(page, project.name)).toHaveCount(0);
    }
  });

  test("a project without a description has no 'Descripción del Trabajo'", async ({ page }) => {
    await page.goto('/corporativo/proyectos');
    await expect(item(page, `${PROJECTS_TAG} 1 imágenes`).getByRole('heading', { name: 'Descripción del Trabajo' })).toHaveCount(0);
  });

  test('image layouts for 1, 2, 3 and 4+ images, +N overlay, and no images', async ({ page }) => {
    await page.goto('/corporativo/proyectos');
    const expectations: [number, string, number][] = [
      [1, 'single', 1],
      [2, 'pair', 2],
      [3, 'trio', 3],
      [6, 'mosaic', 4],
    ];
    for (const [count, layout, tiles] of expectations) {
      const gallery = item(page, `${PROJECTS_TAG} ${count} imágenes`).locator(`[data-layout="${layout}"]`);
      await expect(gallery).toBeVisible();
      await expect(gallery.locator('img')).toHaveCount(tiles);
    }
    const overlay = item(page, `${PROJECTS_TAG} 6 imágenes`).getByTestId('more-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('+2');
    await expect(item(page, `${PROJECTS_TAG} 3 imágenes`).getByTestId('more-overlay')).toHaveCount(0);
    await expect(item(page, `${PROJECTS_TAG} 0 imágenes`).getByText('Sin imágenes disponibles')).toBeVisible();
  });

  test('images are lazy with srcset/sizes and width/height set', async ({ page }) => {
    await page.goto('/corporativo/proyectos');
    // Uploaded (/media) photos get the server's variants; the demo projects have them.
    const image = page.getByTestId('project-item').locator('img[src^="/media/"]').first();
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('srcset', /\?w=640 640w/);
    await expect(image).toHaveAttribute('sizes', /.+/);
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  });

  // A phone shows one column, so this runs on the desktop project only.
  test('projects alternate left and right on a wide screen', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/corporativo/proyectos');
    const items = page.getByTestId('project-item');
    await expect(items.nth(1)).toBeVisible();
    const side = async (index: number) => {
      const mediaBox = await items.nth(index).locator('[data-layout]').boundingBox();
      const textBox = await items.nth(index).getByRole('heading', { level: 2 }).boundingBox();
      return (mediaBox?.x ?? 0) < (textBox?.x ?? 0) ? 'left' : 'right';
    };
    expect(await side(0)).toBe('left');
    expect(await side(1)).toBe('right');
  });

  test('the link opens the project detail', async ({ page }) => {
    await page.goto('/corporativo/proyectos');
    await item(page, `${PROJECTS_TAG} completo`)
      .getByRole('link', { name: /Ver galería completa/ })
      .click();
    await expect(page).toHaveURL(`/corporativo/proyecto/${seeded.full}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sede corporativa en Piantini' })).toBeVisible();
  });

  test('hospitality shows its own subtitle and projects only', async ({ page }) => {
    await page.goto('/hospitality/proyectos');
    await expect(page.getByText(DIVISION_CONTENT.hospitality.projectsSubtitle)).toBeVisible();
    await expect(page.getByTestId('project-item').first()).toBeVisible();
    await expect(item(page, `${PROJECTS_TAG} completo`)).toHaveCount(0);
  });

  test('/projects lists both divisions', async ({ page }) => {
    const hospitality = (await page.request.get('/api/projects?division=hospitality').then((response) => response.json())) as {
      name: string;
    }[];
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros Proyectos' })).toBeVisible();
    await expect(item(page, `${PROJECTS_TAG} completo`)).toBeVisible();
    if (hospitality[0]) await expect(item(page, hospitality[0].name).first()).toBeVisible();
  });

  test("loading shows 'Cargando proyectos...' and an empty list its message", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The page asks for its first page (docs/decisions/0025-project-pages.md).
    await page.route('**/api/projects?division=hospitality&page=1*', async (route) => {
      await held;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"items":[],"total":0,"page":1,"pageSize":12,"facets":null}',
      });
    });
    // The server-rendered list carries its projects: the loading state belongs to a visit within the app.
    await page.goto('/hospitality/nosotros');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Proyectos', exact: true }).click();
    await expect(page).toHaveURL(/\/hospitality\/proyectos$/);
    await expect(page.getByText('Cargando proyectos...')).toBeVisible();
    release();
    await expect(page.getByText('No hay proyectos disponibles para esta división')).toBeVisible();
    await expect(page.getByText('Cargando proyectos...')).toHaveCount(0);
  });

  test('no serious accessibility violation', async ({ page }) => {
    await page.goto('/corporativo/proyectos');
    await expect(page.getByTestId('project-item').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '#main' });
  });
});
