import type { Page } from '@playwright/test';
import { expect, expectImagesLoaded, logoPng, test, toast, unique } from './support';
import { settledConfirm } from '../support/antd';

const manager = (page: Page) => page.getByRole('dialog', { name: 'Gestión de Marcas' });
const item = (page: Page, name: string) => manager(page).getByTestId('brand-item').filter({ hasText: name });
/** The public carousel of a division home shows each brand's logo (the loop's copies are hidden from the a11y tree). */
const carouselLogos = (page: Page, name: string) => page.getByTestId('brands-track').getByRole('img', { name, exact: true });

async function expectInCarousel(page: Page, name: string) {
  await page.goto('/hospitality');
  const logo = carouselLogos(page, name);
  await expect(logo).toHaveCount(1);
  await expect(logo).toHaveAttribute('src', /^\/media\//);
}

async function openManager(page: Page) {
  await page.getByRole('button', { name: 'Gestionar Marcas' }).click();
  await expect(manager(page)).toBeVisible();
  await manager(page).locator('.ant-segmented-item').filter({ hasText: 'Hospitality' }).click();
  await expect(manager(page).getByTestId('brand-item').first()).toBeVisible();
}

/** The count shown above the list, once it agrees with the list itself. */
async function brandCount(page: Page): Promise<number> {
  const items = await manager(page).getByTestId('brand-item').count();
  await expect(manager(page).getByTestId('brand-count')).toHaveText(new RegExp(`^${items} marcas?$`));
  return items;
}

test.describe.configure({ mode: 'serial' });

test.describe('Brand manager (docs/product.md §2, §5, §7, §8)', () => {
  const name = unique('Marca E2E');
  const renamed = `${name} Plus`;

  test('creates a brand with a logo; it appears in the list and in the public carousel', async ({ adminPage: page }) => {
    await openManager(page);
    await expect(manager(page).getByText('Selecciona una marca para editarla o crea una nueva.')).toBeVisible();
    const before = await brandCount(page);

    await manager(page).getByRole('button', { name: 'Nueva Marca' }).click();
    const form = manager(page).getByRole('form', { name: 'Nueva Marca' });
    await form.getByRole('button', { name: 'Crear Marca' }).click();
    await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(form.getByText('La descripción es obligatoria')).toBeVisible();
    await expect(form.getByText('La categoría es obligatoria')).toBeVisible();
    await expect(form.getByText('El logo es obligatorio: sube un archivo o indica una URL')).toBeVisible();

    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Descripción').fill('Mobiliario exterior para resorts.');
    await form.getByLabel('Categoría').fill('mobiliario');
    await form.getByLabel('Sitio web (opcional)').fill('https://example.com/marca');
    await form.locator('#brand-logo').setInputFiles(await logoPng('logo.png', 'ME'));
    await expectImagesLoaded(form.locator('img[alt="Vista previa del logo"]').locator('..'), 1);

    const response = page.waitForResponse((r) => r.url().endsWith('/api/brands') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Crear Marca' }).click();
    expect((await response).status()).toBe(201);
    await expect(toast(page, '¡Marca creada!')).toBeVisible();
    await expect(item(page, name)).toBeVisible();
    await expectImagesLoaded(item(page, name), 1);
    await expect(item(page, name).getByRole('link', { name: `Visitar sitio web de ${name}` })).toHaveAttribute(
      'href',
      'https://example.com/marca',
    );
    expect(await brandCount(page)).toBe(before + 1);

    await expectInCarousel(page, name);
  });

  test('edits the brand; the carousel shows the new name', async ({ adminPage: page }) => {
    await openManager(page);
    await item(page, name)
      .getByRole('button', { name: `Editar ${name}` })
      .click();
    const form = manager(page).getByRole('form', { name: 'Editar Marca' });
    await expect(form.getByLabel('Nombre')).toHaveValue(name);
    await form.getByLabel('Nombre').fill(renamed);
    await form.getByRole('button', { name: 'Actualizar Marca' }).click();
    await expect(toast(page, '¡Marca actualizada!')).toBeVisible();
    await expect(item(page, renamed)).toBeVisible();
    await expectImagesLoaded(item(page, renamed), 1);

    await expectInCarousel(page, renamed);
    await expect(carouselLogos(page, name)).toHaveCount(0);
  });

  test('deletes the brand after the confirmation naming it', async ({ adminPage: page }) => {
    await openManager(page);
    const before = await brandCount(page);
    await item(page, renamed)
      .getByRole('button', { name: `Eliminar ${renamed}` })
      .click();
    const confirm = await settledConfirm(page, `¿Estás seguro de que quieres eliminar la marca "${renamed}"?`);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, '¡Marca eliminada!')).toBeVisible();
    await expect(item(page, renamed)).toHaveCount(0);
    expect(await brandCount(page)).toBe(before - 1);

    await page.goto('/hospitality');
    await expect(page.getByTestId('brands-track')).toBeVisible();
    await expect(carouselLogos(page, renamed)).toHaveCount(0);
  });
});
