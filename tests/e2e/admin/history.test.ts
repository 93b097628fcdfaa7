import type { Page } from '@playwright/test';
import { settledConfirm } from '../support/antd';
import { E2E } from '../support/env';
import { expect, jpeg, test, toast, unique } from './support';

/** 'Historial' (docs/decisions/0021-history-and-activity.md): an edit in the browser, its comparison, and a restore. */

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const publicItem = (page: Page, name: string) => page.getByRole('article', { name });

interface ProjectJson {
  id: number;
  name: string;
  imageUrls: string[];
}

async function createProject(page: Page, name: string): Promise<ProjectJson> {
  const response = await page.request.post('/api/projects', {
    headers: { origin: E2E.baseUrl },
    multipart: {
      name,
      year: '2024',
      location: 'Punta Cana',
      division: 'hospitality',
      projectType: 'Hotel',
      scope: 'FF&E completo',
      brands: '[]',
      imageAlts: JSON.stringify(['Lobby con vista al mar']),
      images: await jpeg('lobby.jpg', 20),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as ProjectJson;
}

test.describe.configure({ mode: 'serial' });

test.describe('Historial of a project', () => {
  const name = unique('Hotel Historia');
  const wrong = `${name} (nombre equivocado)`;

  test('an edit in the form, then its version restored: the public page shows the old name again', async ({ adminPage: page }) => {
    const project = await createProject(page, name);

    await page.goto(`/admin/proyectos/${project.id}`);
    const form = dialog(page, 'Editar Proyecto');
    await expect(form.getByLabel('Nombre del proyecto')).toHaveValue(name);
    await form.getByLabel('Nombre del proyecto').fill(wrong);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${project.id}`) && r.request().method() === 'PUT');
    await form.getByRole('button', { name: 'Actualizar Proyecto' }).click();
    expect((await saved).status()).toBe(200);
    await expect(form).toBeHidden();

    await page.goto(`/admin/proyectos/${project.id}`);
    await dialog(page, 'Editar Proyecto').getByRole('button', { name: 'Historial' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `Historial: ${wrong}` });
    const rows = drawer.getByRole('region', { name: 'Versiones' }).locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Cambio');
    await expect(rows.nth(0)).toContainText('Nombre');
    await expect(rows.nth(0)).toContainText('e2e-admin');
    await expect(rows.nth(1)).toContainText('Creación');

    // Version 2 beside version 1, field by field.
    await drawer.getByRole('button', { name: 'Ver la versión 2' }).click();
    const compare = page.getByRole('dialog').filter({ hasText: 'Versión 2 · Cambio' });
    const nameRow = compare
      .getByRole('region', { name: 'Comparación de versiones' })
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: 'Nombre' });
    await expect(nameRow).toContainText(name);
    await expect(nameRow).toContainText(wrong);
    await compare.getByRole('button', { name: 'Cerrar' }).last().click();

    // Version 1, with its gallery as thumbnails, restored.
    await drawer.getByRole('button', { name: 'Ver la versión 1' }).click();
    const first = page.getByRole('dialog').filter({ hasText: 'Versión 1 · Creación' });
    await expect(first.locator(`img[src="${project.imageUrls[0]}"]`).first()).toBeVisible();
    await first.getByRole('button', { name: 'Restaurar esta versión' }).click();
    const confirm = await settledConfirm(page, '¿Restaurar esta versión?');
    const restored = page.waitForResponse((r) => r.url().endsWith('/api/history/restore'));
    await confirm.getByRole('button', { name: 'Restaurar' }).click();
    expect((await restored).status()).toBe(200);
    await expect(toast(page, 'Versión restaurada')).toBeVisible();

    await page.goto('/hospitality/proyectos');
    await expect(publicItem(page, name)).toBeVisible();
    await expect(publicItem(page, wrong)).toHaveCount(0);
  });

  test('a project deleted by mistake comes back from its history with its gallery and alt text', async ({ adminPage: page }) => {
    const gone = unique('Hotel Borrado');
    const project = await createProject(page, gone);
    expect((await page.request.delete(`/api/projects/${project.id}`, { headers: { origin: E2E.baseUrl } })).status()).toBe(204);

    // 'Proyectos eliminados' lists it; 'Restaurar' brings it back.
    await page.goto('/admin/proyectos');
    await page.getByRole('button', { name: 'Proyectos eliminados' }).click();
    const deleted = page.getByRole('region', { name: 'Proyectos eliminados' });
    await expect(deleted.locator('tbody tr.ant-table-row').filter({ hasText: gone })).toContainText(E2E.adminUsername);
    await deleted.getByRole('button', { name: `Restaurar ${gone}` }).click();
    const confirm = await settledConfirm(page, `¿Restaurar "${gone}"?`);
    const restored = page.waitForResponse((r) => r.url().endsWith('/api/history/restore'));
    await confirm.getByRole('button', { name: 'Restaurar' }).click();
    expect((await restored).status()).toBe(200);
    await expect(toast(page, 'Proyecto restaurado')).toBeVisible();
    await expect(deleted.locator('tbody tr.ant-table-row').filter({ hasText: gone })).toHaveCount(0);

    await page.goto('/hospitality/proyectos');
    await expect(publicItem(page, gone)).toBeVisible();
    // Its page, with its gallery and the image's alternative text.
    await page.goto(`/hospitality/proyecto/${project.id}`);
    await expect(page.getByRole('heading', { name: gone }).first()).toBeVisible();
    const photo = page.getByRole('img', { name: 'Lobby con vista al mar' }).first();
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', new RegExp(`^${project.imageUrls[0]}`));
  });
});
