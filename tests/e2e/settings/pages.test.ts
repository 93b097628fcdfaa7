import { DEFAULT_PAGE_CONTENT } from '@casa/core/content';
import type { Browser, Page } from '@playwright/test';
import { expect, test, toast, unique } from '../admin/support';
import { E2E } from '../support/env';

// Páginas changes what the public pages show: like Configuración, this file runs in the settings
// project, alone and after the other projects, and puts the defaults back after each test.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'clave-redactora-1';
const ORIGINAL = DEFAULT_PAGE_CONTENT.divisions.corporativo.services.items[0]!.title;

const screen = (page: Page) => page.getByRole('form', { name: 'Textos de las páginas' });

/** A new editor (created through the API by the e2e admin), signed in in a browser profile of their own. */
async function editorPage(browser: Browser, admin: Page): Promise<Page> {
  const username = unique('redactora').replace(' ', '-');
  const created = await admin.request.post('/api/users', {
    data: { username, password: PASSWORD, role: 'editor' },
    headers: { origin: E2E.baseUrl },
  });
  expect(created.status()).toBe(201);
  const context = await browser.newContext({ baseURL: E2E.baseUrl, locale: 'es-DO', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Usuario').fill(username);
  await form.getByLabel('Contraseña').fill(PASSWORD);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText(`Bienvenido, ${username}`)).toBeVisible();
  return page;
}

test.afterEach(async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: { username: E2E.adminUsername, password: E2E.adminPassword } });
  expect(login.status()).toBe(200);
  const reset = await page.request.put('/api/page-content', { data: DEFAULT_PAGE_CONTENT, headers: { origin: E2E.baseUrl } });
  expect(reset.status()).toBe(200);
});

test.describe('Páginas (admins and editors)', () => {
  test('an editor changes a service title and the public services page shows it at the next request', async ({ adminPage, browser }) => {
    const page = await editorPage(browser, adminPage);
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Páginas', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/paginas$/);

    await screen(page).getByRole('tab', { name: 'Corporativo' }).click();
    const corporativo = screen(page).getByRole('group', { name: 'División Corporativo' });
    await corporativo.getByRole('button', { name: 'Servicios' }).click();
    const service = corporativo.getByRole('group', { name: 'Servicio 1' });
    await expect(service.getByLabel('Título')).toHaveValue(ORIGINAL);
    await service.getByLabel('Título').fill('Diseño de Oficinas a Medida');
    await screen(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Textos guardados')).toBeVisible();

    await page.goto('/corporativo/servicios');
    await expect(page.getByRole('heading', { level: 3, name: 'Diseño de Oficinas a Medida' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: ORIGINAL })).toHaveCount(0);
    // Rendered by the server, before any JavaScript runs; the other division keeps its own.
    expect(await (await page.request.get('/corporativo/servicios')).text()).toContain('Diseño de Oficinas a Medida');
    await page.goto('/hospitality/servicios');
    await expect(page.getByRole('heading', { level: 3, name: 'Diseño y Especificación FF&E' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Diseño de Oficinas a Medida' })).toHaveCount(0);
    await page.context().close();
  });

  test('an empty title is refused under its field, and nothing changes on the site', async ({ adminPage: page }) => {
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Páginas', exact: true }).click();
    await screen(page).getByRole('tab', { name: 'Hospitality' }).click();
    const hospitality = screen(page).getByRole('group', { name: 'División Hospitality' });
    await hospitality.getByRole('button', { name: 'Inicio de la división' }).click();
    await hospitality.getByLabel('Título principal').fill('');
    await screen(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(hospitality.getByText('Este campo es obligatorio')).toBeVisible();
    const html = await (await page.request.get('/hospitality')).text();
    expect(html).toContain(DEFAULT_PAGE_CONTENT.divisions.hospitality.home.title);
  });
});
