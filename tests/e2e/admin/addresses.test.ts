import type { APIRequestContext, Page } from '@playwright/test';
import { E2E } from '../support/env';
import { expect, test, unique } from './support';

// docs/decisions/0018-admin-urls.md: every admin screen has an address that survives a reload,
// Back and Forward, a new tab and signing in.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones del panel' });
const panel = (page: Page, name: string) => page.getByRole('dialog', { name });

/** A contact sent as a visitor would, and the id the admin's API gives its lead. */
async function sendLead(request: APIRequestContext, name: string): Promise<string> {
  const sent = await request.post('/api/contacts', {
    data: {
      name,
      email: 'direcciones@hotel-e2e.do',
      phone: '809-555-0177',
      message: 'Quisiéramos renovar el mobiliario del lobby.',
      division: 'hospitality',
      acceptPrivacy: true,
    },
    headers: { origin: E2E.baseUrl },
  });
  expect(sent.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { username: E2E.adminUsername, password: E2E.adminPassword } });
  expect(login.status()).toBe(200);
  const found = await request.get(`/api/leads?q=${encodeURIComponent(name)}`);
  const { items } = (await found.json()) as { items: Array<{ id: string }> };
  expect(items).toHaveLength(1);
  return items[0]?.id ?? '';
}

test.describe('Admin addresses', () => {
  test('a lead’s address opened in a new tab shows that lead once signed in', async ({ browser, request }) => {
    const name = unique('Enlace E2E');
    const id = await sendLead(request, name);

    const context = await browser.newContext({ baseURL: E2E.baseUrl, locale: 'es-DO' });
    const page = await context.newPage();
    await page.goto(`/admin/solicitudes/${encodeURIComponent(id)}`);
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fsolicitudes%2F/);
    await expect(page.getByText(name)).toHaveCount(0);

    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    await form.getByLabel('Usuario').fill(E2E.adminUsername);
    await form.getByLabel('Contraseña').fill(E2E.adminPassword);
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/solicitudes/${id}$`));
    await expect(panel(page, name).getByText('Quisiéramos renovar el mobiliario del lobby.')).toBeVisible();
    await context.close();
  });

  test('an old /admin?lead= link, as in the e-mails already sent, opens the lead at its address', async ({ adminPage: page, request }) => {
    const name = unique('Correo E2E');
    const id = await sendLead(request, name);
    await page.goto(`/admin?lead=${encodeURIComponent(id)}`);
    await expect(page).toHaveURL(new RegExp(`/admin/solicitudes/${id}$`));
    await expect(panel(page, name)).toBeVisible();
  });

  test('Back and Forward move between screens and panels, and a reload keeps the screen', async ({ adminPage: page, request }) => {
    const name = unique('Historial E2E');
    const id = await sendLead(request, name);
    await expect(page).toHaveURL(/\/admin\/proyectos$/);

    await nav(page)
      .getByRole('link', { name: /^Solicitudes/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/solicitudes$/);
    const inbox = page.getByRole('tabpanel', { name: 'Solicitudes' });
    await inbox.getByLabel('Buscar').fill(name);
    await inbox.getByLabel('Buscar').press('Enter');
    await inbox.getByRole('row').filter({ hasText: name }).getByRole('button', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/solicitudes/${id}$`));
    await expect(panel(page, name)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/solicitudes$/);
    await expect(panel(page, name)).toBeHidden();
    // The inbox kept its search.
    await expect(inbox.getByLabel('Buscar')).toHaveValue(name);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/proyectos$/);
    await expect(page.getByRole('heading', { name: 'Proyectos' })).toBeVisible();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/admin/solicitudes/${id}$`));
    await expect(panel(page, name)).toBeVisible();

    await page.reload();
    await expect(panel(page, name)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: /^Solicitudes/ })).toHaveAttribute('aria-current', 'page');

    await page.keyboard.press('Escape');
    await expect(panel(page, name)).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/solicitudes$/);
    await nav(page).getByRole('link', { name: 'Configuración' }).click();
    await expect(page).toHaveURL(/\/admin\/configuracion$/);
    await page.reload();
    await expect(page.getByRole('form', { name: 'Configuración del sitio' })).toBeVisible();
  });

  test('the project form has its own address, kept by a reload', async ({ adminPage: page }) => {
    const card = page.getByTestId('project-card').first();
    const projectName = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/admin\/proyectos\/\d+$/);
    await page.reload();
    const form = page.getByRole('dialog', { name: 'Editar Proyecto' });
    await expect(form.getByLabel('Nombre del proyecto')).toHaveValue(projectName);
    await form.getByRole('button', { name: 'Cancelar', exact: true }).last().click();
    await expect(page).toHaveURL(/\/admin\/proyectos$/);
    await expect(form).toBeHidden();
  });
});
