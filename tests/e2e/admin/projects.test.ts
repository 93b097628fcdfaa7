import type { Page } from '@playwright/test';
import { bigPhoto, expect, expectImagesLoaded, jpeg, test, toast, unique } from './support';
import { settledConfirm } from '../support/antd';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const card = (page: Page, name: string) => page.getByTestId('project-card').filter({ hasText: name });
const publicItem = (page: Page, name: string) => page.getByRole('article', { name });

async function chooseType(page: Page, type: string) {
  // Type to filter and press Enter, as a keyboard user does: a click on the opening list can
  // miss while its virtual list scrolls to the current value on a loaded machine.
  const select = page.getByLabel('Tipo de proyecto');
  await select.click();
  await select.fill(type);
  await expect(page.locator(`.ant-select-item-option-active[title="${type}"]`)).toBeVisible();
  await page.keyboard.press('Enter');
}

interface ProjectJson {
  id: number;
  projectType: string;
  imageUrls: string[];
}

test.describe.configure({ mode: 'serial' });

test.describe('Projects in the admin (docs/product.md §2 "Project form dialog", §7)', () => {
  const name = unique('Resort E2E');
  let created: ProjectJson;

  test('creates a project with three images and shows it on the dashboard and the public page', async ({ adminPage: page }) => {
    test.slow(); // a 12-megapixel photo is generated, decoded and shrunk on a shared 2-core machine
    await page.getByRole('button', { name: 'Agregar Proyecto' }).click();
    const form = dialog(page, 'Crear Nuevo Proyecto');
    await expect(form).toBeVisible();
    await expect(form.getByRole('button', { name: 'Crear Proyecto' })).toBeDisabled();

    const photos = [await bigPhoto('lobby-telefono.jpg'), await jpeg('terraza.jpg', 30), await jpeg('suite.jpg', 200)];
    await form.locator('#project-images').setInputFiles(photos);
    await expect(form.getByTestId('gallery-counter')).toHaveText('3/20');
    await expectImagesLoaded(form.getByRole('region', { name: 'Galería de imágenes' }), 3);
    await expect(form.getByRole('button', { name: 'Crear Proyecto' })).toBeEnabled();

    // Required fields and the type rules of docs/product.md §5.
    await form.getByRole('button', { name: 'Crear Proyecto' }).click();
    await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(form.getByText('La ubicación es obligatoria')).toBeVisible();
    await expect(form.getByText('El alcance es obligatorio')).toBeVisible();
    await expect(form.getByText('Debes seleccionar o crear un tipo de proyecto.')).toBeVisible();
    await form.getByRole('button', { name: 'Crear Tipo Personalizado' }).click();
    await form.getByRole('button', { name: 'Crear Proyecto' }).click();
    await expect(form.getByText('Debes ingresar un tipo de proyecto personalizado.')).toBeVisible();
    await form.getByRole('button', { name: 'Cancelar', exact: true }).first().click();
    await expect(form.getByLabel('Tipo personalizado')).toHaveCount(0);

    await form.getByLabel('Nombre del proyecto').fill(name);
    await expect(form.getByLabel('Año', { exact: true })).toHaveAttribute('aria-valuemin', '2020');
    await expect(form.getByLabel('Año', { exact: true })).toHaveAttribute('aria-valuemax', String(new Date().getFullYear()));
    await form.getByLabel('Año', { exact: true }).fill('2024');
    await form.getByLabel('Ubicación').fill('Punta Cana');
    await form.locator('#project-division').getByText('Hospitality').click();
    await chooseType(page, 'Resort');
    await form.getByLabel('Alcance del proyecto').fill('FF&E completo de 120 habitaciones');
    await form.getByLabel('Descripción', { exact: true }).fill('Mobiliario para lobby, habitaciones y terrazas frente al mar.');
    await form.getByLabel('Título del hero', { exact: true }).fill('Un resort frente al mar');
    await form.getByRole('group', { name: 'Marcas utilizadas' }).getByRole('checkbox').first().check();
    await expect(form.getByText('Marcas utilizadas (1 seleccionadas)')).toBeVisible();
    await form.getByRole('button', { name: /Agregar etapa/ }).click();
    await form.getByLabel('Título', { exact: true }).fill('Diseño');
    await form.getByRole('button', { name: /Agregar característica/ }).click();
    await form.getByLabel('Característica 1', { exact: true }).fill('Materiales resistentes al salitre');
    // Every field is valid now: a leftover message here would stop the submit.
    await expect(form.locator('.ant-form-item-has-error')).toHaveCount(0);

    const request = page.waitForRequest((r) => r.url().endsWith('/api/projects') && r.method() === 'POST');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/projects') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Crear Proyecto' }).click();
    const sent = Number(await (await request).headerValue('content-length'));
    const original = photos.reduce((sum, photo) => sum + photo.buffer.length, 0);
    test.info().annotations.push({ type: 'upload', description: `selected ${original} bytes, sent ${sent} bytes` });
    // The 4032×3024 photo is shrunk in the browser before it leaves (long edge ≤ 2560 px).
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(original / 2);
    expect((await response).status()).toBe(201);
    created = (await (await response).json()) as ProjectJson;

    const done = toast(page, 'Proyecto creado');
    await expect(done).toBeVisible();
    await expect(done).toContainText('El proyecto se ha creado exitosamente.');
    await expect(form).toBeHidden();
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, name)).toContainText('Hospitality');
    await expect(card(page, name)).toContainText('Punta Cana');
    await expectImagesLoaded(card(page, name), 1);

    await page.goto('/hospitality/proyectos');
    const item = publicItem(page, name);
    await expect(item).toContainText('Resort');
    await expectImagesLoaded(item, 3);
  });

  test('edits it: removes one image, adds one, and switches to a custom type', async ({ adminPage: page }) => {
    await card(page, name).getByRole('button', { name: 'Editar' }).click();
    const form = dialog(page, 'Editar Proyecto');
    await expect(form.getByLabel('Nombre del proyecto')).toHaveValue(name);
    await expect(form.getByTestId('gallery-counter')).toHaveText('3/20');
    await expectImagesLoaded(form.getByRole('region', { name: 'Galería de imágenes' }), 3);

    await form.getByRole('button', { name: 'Quitar imagen' }).first().click();
    await expect(form.getByTestId('gallery-counter')).toHaveText('2/20');
    await form.locator('#project-images').setInputFiles([await jpeg('bar.jpg', 100)]);
    await expect(form.getByTestId('gallery-counter')).toHaveText('3/20');

    // 'Otro' enters custom mode just like the button.
    await chooseType(page, 'Otro');
    await form.getByLabel('Tipo personalizado').fill('Casa Club');

    // Hold the answer a moment to see the pending state: button text and the upload bar.
    await page.route(`**/api/projects/${created.id}`, async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fallback();
    });
    const response = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${created.id}`) && r.request().method() === 'PUT');
    await form.getByRole('button', { name: 'Actualizar Proyecto' }).click();
    await expect(form.getByRole('button', { name: 'Actualizando...' })).toBeVisible();
    await expect(form.getByRole('progressbar')).toBeVisible();
    expect((await response).status()).toBe(200);
    const updated = (await (await response).json()) as ProjectJson;
    expect(updated.projectType).toBe('Casa Club');
    expect(updated.imageUrls).toHaveLength(3);
    expect(updated.imageUrls).not.toContain(created.imageUrls[0]);
    expect(updated.imageUrls.slice(0, 2)).toEqual(created.imageUrls.slice(1));

    const done = toast(page, 'Proyecto actualizado');
    await expect(done).toContainText('El proyecto se ha actualizado exitosamente.');
    await expect(form).toBeHidden();

    // Ver: the read-only dialog shows the new type and images, without a reload.
    await card(page, name).getByRole('button', { name: 'Ver' }).click();
    const view = dialog(page, name);
    await expect(view).toContainText('Casa Club');
    await expect(view).toContainText('Imágenes (3)');
    await view.getByRole('button', { name: /close|cerrar/i }).click();

    // An unknown type reopens in custom mode, holding that type.
    await card(page, name).getByRole('button', { name: 'Editar' }).click();
    await expect(dialog(page, 'Editar Proyecto').getByLabel('Tipo personalizado')).toHaveValue('Casa Club');
    await dialog(page, 'Editar Proyecto').getByRole('button', { name: 'Cancelar', exact: true }).last().click();

    await page.goto('/hospitality/proyectos');
    const item = publicItem(page, name);
    await expect(item).toContainText('Casa Club');
    await expectImagesLoaded(item, 3);
  });

  test('refuses more than 20 images with the product’s message', async ({ adminPage: page }) => {
    await page.getByRole('button', { name: 'Agregar Proyecto' }).click();
    const form = dialog(page, 'Crear Nuevo Proyecto');
    const tiny = await jpeg('x.jpg', 10, 64, 48);
    await form.locator('#project-images').setInputFiles(Array.from({ length: 21 }, (_, i) => ({ ...tiny, name: `foto-${i}.jpg` })));
    const warning = toast(page, 'Límite de imágenes');
    await expect(warning).toContainText('Puedes subir máximo 20 imágenes por proyecto.');
    await expect(form.getByTestId('gallery-counter')).toHaveText('0/20');
  });

  test('deletes it after a Spanish confirmation naming the project', async ({ adminPage: page }) => {
    await card(page, name).getByRole('button', { name: 'Eliminar' }).click();
    const confirm = await settledConfirm(page, '¿Estás seguro de que quieres eliminar el proyecto');
    await expect(confirm).toContainText(`"${name}"`);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Proyecto eliminado')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
    expect((await page.request.get(`/api/projects/${created.id}`)).status()).toBe(404);

    await page.goto('/hospitality/proyectos');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(publicItem(page, name)).toHaveCount(0);
  });
});
