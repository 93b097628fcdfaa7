import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { settled } from '../support/antd';
import { E2E } from '../support/env';
import { expect, expectImagesLoaded, jpeg, test, toast, unique } from './support';

// Drafts, 'Destacado', gallery order and alternative texts (docs/decisions/0013-project-drafts-featured-gallery.md).
// Corporativo is used so that the hospitality home's "newest two" (tests/e2e/public) never meets a featured project.

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const card = (page: Page, name: string) => page.getByTestId('project-card').filter({ hasText: name });
const galleryItems = (form: Locator) => form.getByTestId('gallery-item');

interface ProjectJson {
  id: number;
  status: string;
  featured: boolean;
  imageUrls: string[];
  imageAlts: string[];
}

/** A visitor: a fresh browser context with no session. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.baseUrl, locale: 'es-DO' });
  return context.newPage();
}

async function altsOf(images: Locator): Promise<string[]> {
  return images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('alt') ?? ''));
}

async function chooseType(page: Page, type: string) {
  const select = page.getByLabel('Tipo de proyecto');
  await select.click();
  await select.fill(type);
  await expect(page.locator(`.ant-select-item-option-active[title="${type}"]`)).toBeVisible();
  await page.keyboard.press('Enter');
}

test.describe.configure({ mode: 'serial' });

test.describe('Drafts, featured projects, gallery order and alt texts', () => {
  const name = unique('Sede Borrador');
  const location = unique('Zona Colonial');
  let created: ProjectJson | undefined;

  // A featured corporativo project must not outlive this file: other suites expect the newest two on that home.
  test.afterAll(async ({ playwright }) => {
    if (!created) return;
    const api = await playwright.request.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: { origin: E2E.baseUrl } });
    await api.post('/api/auth/login', { data: { username: E2E.adminUsername, password: E2E.adminPassword } });
    await api.delete(`/api/projects/${created.id}`);
    await api.dispose();
  });

  test('saves a draft with alt texts, reordered by keyboard; it shows a badge and can be found by location and status', async ({
    adminPage: page,
  }) => {
    await page.getByRole('button', { name: 'Agregar Proyecto' }).click();
    const form = dialog(page, 'Crear Nuevo Proyecto');
    await form.getByLabel('Nombre del proyecto').fill(name);
    await form.getByLabel('Año', { exact: true }).fill('2024');
    await form.getByLabel('Ubicación').fill(location);
    await form.locator('#project-division').getByText('Corporativo').click();
    await chooseType(page, 'Showroom');
    await form.getByLabel('Alcance del proyecto').fill('Mobiliario de oficina completo');
    await form.locator('#project-status').getByText('Borrador').click();

    await form.locator('#project-images').setInputFiles([await jpeg('a.jpg', 10), await jpeg('b.jpg', 120), await jpeg('c.jpg', 240)]);
    await expect(galleryItems(form)).toHaveCount(3);
    await expectImagesLoaded(form.getByRole('region', { name: 'Galería de imágenes' }), 3);
    await form.getByLabel('Texto alternativo de la imagen 1').fill('Recepción A');
    await form.getByLabel('Texto alternativo de la imagen 2').fill('Sala B');
    await form.getByLabel('Texto alternativo de la imagen 3').fill('Oficina C');

    // Keyboard only: the last image goes up twice and becomes the cover; focus stays on its button.
    await expect(form.getByRole('button', { name: 'Subir imagen 1' })).toBeDisabled();
    await form.getByRole('button', { name: 'Subir imagen 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Texto alternativo de la imagen 2')).toHaveValue('Oficina C');
    await expect(form.getByRole('button', { name: 'Subir imagen 2' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Texto alternativo de la imagen 1')).toHaveValue('Oficina C');
    await expect(galleryItems(form).first()).toContainText('Portada');
    await expect(form.getByRole('status').filter({ hasText: 'Imagen movida a la posición 1 de 3 (portada)' })).toBeAttached();
    await expectNoSeriousA11yViolations(page, { include: 'section[aria-label="Galería de imágenes"]', label: 'la galería del formulario' });

    const response = page.waitForResponse((r) => r.url().endsWith('/api/projects') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Crear Proyecto' }).click();
    expect((await response).status()).toBe(201);
    created = (await (await response).json()) as ProjectJson;
    expect(created.status).toBe('draft');
    expect(created.featured).toBe(false);
    expect(created.imageAlts).toEqual(['Oficina C', 'Recepción A', 'Sala B']);
    await expect(toast(page, 'Proyecto creado')).toBeVisible();
    await expect(form).toBeHidden();

    await expect(card(page, name).getByTestId('draft-badge')).toHaveText('Borrador');

    await expectNoSeriousA11yViolations(page, { include: '[role="search"]', label: 'la búsqueda y los filtros' });
    // Search by location, then filter by status and division.
    await page.getByLabel('Buscar por nombre o ubicación').fill(location.toUpperCase());
    await expect(page.getByTestId('project-card')).toHaveCount(1);
    await expect(page.getByTestId('projects-shown')).toHaveText(/^1 de \d+ proyectos$/);
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await page.getByLabel('Filtrar por estado').click();
    await page.locator('.ant-select-item-option[title="Borrador"]').click();
    await expect(card(page, name)).toBeVisible();
    await expect(page.getByTestId('draft-badge')).toHaveCount(await page.getByTestId('project-card').count());
    await page.getByLabel('Filtrar por división').click();
    await page.locator('.ant-select-item-option[title="Hospitality"]').click();
    await expect(card(page, name)).toHaveCount(0);
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(card(page, name)).toBeVisible();
  });

  test('a draft is absent from everything public', async ({ browser }) => {
    const saved = created!;
    const page = await visitor(browser);
    const list = (await (await page.request.get('/api/projects?division=corporativo')).json()) as { id: number }[];
    expect(list.map((each) => each.id)).not.toContain(saved.id);
    expect((await page.request.get(`/api/projects/${saved.id}`)).status()).toBe(404);
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/proyecto/${saved.id}<`);

    const detail = await page.goto(`/corporativo/proyecto/${saved.id}`);
    expect(detail?.status()).toBe(404);
    await expect(page.getByText('Proyecto no encontrado')).toBeVisible();
    await page.goto('/corporativo/proyectos');
    await expect(page.getByTestId('project-item').first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    await page.goto('/corporativo');
    await expect(page.getByTestId('featured-project').first()).toBeVisible();
    await expect(page.getByTestId('featured-project').filter({ hasText: name })).toHaveCount(0);
    await page.context().close();
  });

  test("publishes it as 'Destacado', reorders by drag and drop and edits a text; the public pages follow", async ({
    adminPage: page,
    browser,
  }) => {
    const saved = created!;
    await card(page, name).getByRole('button', { name: 'Editar' }).click();
    const form = dialog(page, 'Editar Proyecto');
    await expect(galleryItems(form)).toHaveCount(3);
    await expect(form.getByLabel('Texto alternativo de la imagen 1')).toHaveValue('Oficina C');
    await expect(form.getByLabel('Texto alternativo de la imagen 3')).toHaveValue('Sala B');

    // Drag the third image (Sala B) onto the first place, once the dialog has stopped moving (a
    // drag begun while it still zooms in drops beside its target on a busy machine).
    await settled(form);
    await galleryItems(form).nth(2).dragTo(galleryItems(form).nth(0));
    await expect(form.getByLabel('Texto alternativo de la imagen 1')).toHaveValue('Sala B');
    await expect(form.getByLabel('Texto alternativo de la imagen 2')).toHaveValue('Oficina C');
    await form.getByLabel('Texto alternativo de la imagen 1').fill('Sala de juntas B');
    await form.getByLabel('Texto alternativo de la imagen 3').fill('');

    await form.locator('#project-status').getByText('Publicado').click();
    await form.getByRole('switch', { name: 'Destacado' }).click();

    const response = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${saved.id}`) && r.request().method() === 'PUT');
    await form.getByRole('button', { name: 'Actualizar Proyecto' }).click();
    expect((await response).status()).toBe(200);
    const updated = (await (await response).json()) as ProjectJson;
    expect(updated).toMatchObject({ status: 'published', featured: true, imageAlts: ['Sala de juntas B', 'Oficina C', ''] });
    expect(updated.imageUrls).toEqual([saved.imageUrls[2], saved.imageUrls[0], saved.imageUrls[1]]);
    await expect(form).toBeHidden();
    await expect(card(page, name).getByTestId('draft-badge')).toHaveCount(0);
    await expect(card(page, name)).toContainText('Destacado');

    const visit = await visitor(browser);
    const list = (await (await visit.request.get('/api/projects?division=corporativo')).json()) as { id: number }[];
    expect(list.map((each) => each.id)).toContain(saved.id);
    expect(await (await visit.request.get('/sitemap.xml')).text()).toContain(`/corporativo/proyecto/${saved.id}</loc>`);

    // The division home shows the featured project only, its cover with the first text.
    await visit.goto('/corporativo');
    const featured = visit.getByTestId('featured-project');
    await expect(featured).toHaveCount(1);
    await expect(featured).toContainText(name);
    await expect(featured.locator('img')).toHaveAttribute('alt', 'Sala de juntas B');

    // The projects page: the images in the new order, the empty text read as the project name.
    await visit.goto('/corporativo/proyectos');
    const item = visit.getByRole('article', { name });
    await expectImagesLoaded(item, 3);
    expect(await altsOf(item.locator('img'))).toEqual(['Sala de juntas B', 'Oficina C', name]);
    await expect(item.locator('img').first()).toHaveAttribute('src', saved.imageUrls[2]!);

    await visit.goto(`/corporativo/proyecto/${saved.id}`);
    const gallery = visit.getByTestId('project-gallery');
    expect(await altsOf(gallery.locator('img'))).toEqual(['Sala de juntas B', 'Oficina C', name]);
    await visit.context().close();
  });

  test('a new photo moved before the saved ones becomes the cover', async ({ adminPage: page, browser }) => {
    const saved = created!;
    await card(page, name).getByRole('button', { name: 'Editar' }).click();
    const form = dialog(page, 'Editar Proyecto');
    await expect(galleryItems(form)).toHaveCount(3);
    await form.locator('#project-images').setInputFiles([await jpeg('nueva.jpg', 300)]);
    await expect(galleryItems(form)).toHaveCount(4);
    await form.getByLabel('Texto alternativo de la imagen 4').fill('Vista nueva');
    await form.getByRole('button', { name: 'Subir imagen 4' }).focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Enter');
    await expect(form.getByLabel('Texto alternativo de la imagen 1')).toHaveValue('Vista nueva');
    await expect(form.getByRole('button', { name: 'Subir imagen 1' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Bajar imagen 1' })).toBeFocused();

    const puts: ProjectJson[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith(`/api/projects/${saved.id}`) && response.request().method() === 'PUT') {
        puts.push((await response.json()) as ProjectJson);
      }
    });
    await form.getByRole('button', { name: 'Actualizar Proyecto' }).click();
    await expect(toast(page, 'Proyecto actualizado')).toBeVisible();
    await expect(form).toBeHidden();
    await expect.poll(() => puts.length).toBe(2);
    const final = puts[1]!;
    expect(final.imageUrls).toHaveLength(4);
    expect(final.imageAlts).toEqual(['Vista nueva', 'Sala de juntas B', 'Oficina C', '']);
    expect(saved.imageUrls).not.toContain(final.imageUrls[0]);

    const visit = await visitor(browser);
    await visit.goto(`/corporativo/proyecto/${saved.id}`);
    expect(await altsOf(visit.getByTestId('project-gallery').locator('img'))).toEqual([
      'Vista nueva',
      'Sala de juntas B',
      'Oficina C',
      name,
    ]);
    await visit.goto('/corporativo');
    await expect(visit.getByTestId('featured-project').locator('img')).toHaveAttribute('alt', 'Vista nueva');
    await visit.context().close();
  });
});
