import type { Page } from '@playwright/test';
import { E2E } from '../support/env';
import { expect, jpeg, test, toast, unique } from './support';

interface StoredProject {
  id: number;
  name: string;
  en: { name: string };
}

/**
 * A project of this test's own: saving through the form rewrites the whole project, so a project
 * another suite reads (with a brand that no longer exists, for one) must not be the one edited.
 */
async function ownProject(page: Page): Promise<StoredProject> {
  const response = await page.request.post('/api/projects', {
    headers: { origin: E2E.baseUrl },
    multipart: {
      name: unique('Proyecto bilingüe'),
      year: '2024',
      location: 'Santo Domingo',
      division: 'corporativo',
      projectType: 'Showroom',
      scope: 'Mobiliario de exhibición',
      brands: '[]',
      images: await jpeg('bilingue.jpg', 31),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as StoredProject;
}

async function readProject(page: Page, id: number): Promise<StoredProject> {
  const response = await page.request.get(`/api/projects/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredProject;
}

/** Opens the project's form on its 'English' tab and saves `name` as its English name. */
async function saveEnglishName(page: Page, project: StoredProject, name: string) {
  await page.goto(`/admin/proyectos/${project.id}`);
  const form = page.getByRole('form', { name: 'Editar Proyecto' });
  await form.getByRole('tab', { name: 'English' }).click();
  const english = form.getByRole('region', { name: 'Textos en inglés' });
  // The Spanish name is beside the English one, so staff translate it side by side.
  await expect(english.getByTestId('project-en-name-spanish')).toHaveText(project.name);
  await english.getByRole('textbox', { name: 'Nombre del proyecto (inglés)' }).fill(name);
  const response = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${project.id}`) && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Actualizar Proyecto' }).click();
  expect((await response).status()).toBe(200);
  await expect(toast(page, 'Proyecto actualizado')).toBeVisible();
}

test.describe("The project form's 'English' tab (docs/decisions/0026-english-site.md)", () => {
  test('saves the English name beside the Spanish one; the API answers it, and the form shows it again', async ({ adminPage: page }) => {
    const project = await ownProject(page);
    const before = (await readProject(page, project.id)).en.name;
    const english = unique('English name');

    await saveEnglishName(page, project, english);
    const saved = await readProject(page, project.id);
    expect(saved.en.name).toBe(english);
    expect(saved.name).toBe(project.name);

    await page.goto(`/admin/proyectos/${project.id}`);
    const form = page.getByRole('form', { name: 'Editar Proyecto' });
    await form.getByRole('tab', { name: 'English' }).click();
    await expect(form.getByRole('textbox', { name: 'Nombre del proyecto (inglés)' })).toHaveValue(english);

    // Cleared again, the English page falls back to the Spanish name.
    await saveEnglishName(page, project, before);
    expect((await readProject(page, project.id)).en.name).toBe(before);
    expect((await page.request.delete(`/api/projects/${project.id}`, { headers: { origin: E2E.baseUrl } })).status()).toBe(204);
  });
});
