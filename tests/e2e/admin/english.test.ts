import type { Page } from '@playwright/test';
import { expect, test, toast, unique } from './support';

interface StoredProject {
  id: number;
  name: string;
  en: { name: string };
}

/** A project of the staff list, as the API answers it. */
async function someProject(page: Page): Promise<StoredProject> {
  const response = await page.request.get('/api/projects/all?page=1&pageSize=1');
  expect(response.status()).toBe(200);
  const [first] = ((await response.json()) as { items: StoredProject[] }).items;
  if (!first) throw new Error('the e2e database has no project');
  return first;
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
    const project = await someProject(page);
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

    // The other suites see the project as it was.
    await saveEnglishName(page, project, before);
    expect((await readProject(page, project.id)).en.name).toBe(before);
  });
});
