import { createRequire } from 'node:module';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import type { Page } from '@playwright/test';
import { expect, test, toast, unique } from '../admin/support';
import { settledConfirm } from '../support/antd';
import { withDatabase } from '../support/database';
import { E2E } from '../support/env';

const require = createRequire(import.meta.url);

// These tests change what every public page shows: playwright.config.ts runs them in their own
// project, after the others, and each test puts the defaults back.
test.describe.configure({ mode: 'serial' });

const screen = (page: Page) => page.getByRole('form', { name: 'Configuración del sitio' });
const sectionLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name, exact: true });
const division = (page: Page, name: 'Corporativo' | 'Hospitality') => screen(page).getByRole('group', { name: `División ${name}` });

async function openSettings(page: Page) {
  await sectionLink(page, 'Configuración').click();
  await expect(page).toHaveURL(/\/admin\/configuracion$/);
  await expect(screen(page).getByLabel('Nombre de la empresa')).toHaveValue(DEFAULT_SITE_SETTINGS.companyName);
}

async function save(page: Page) {
  await screen(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Configuración guardada')).toBeVisible();
}

test.afterEach(async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: { username: E2E.adminUsername, password: E2E.adminPassword } });
  expect(login.status()).toBe(200);
  const reset = await page.request.put('/api/settings', { data: DEFAULT_SITE_SETTINGS, headers: { origin: E2E.baseUrl } });
  expect(reset.status()).toBe(200);
});

test.describe('Configuración (admins)', () => {
  test('a phone number changed in Configuración appears in the public footer at the next request', async ({ adminPage: page }) => {
    await openSettings(page);
    await division(page, 'Corporativo').getByLabel('Teléfono').fill('+1 (809) 555-7788');
    await save(page);

    await page.goto('/corporativo/nosotros');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '+1 (809) 555-7788' })).toHaveAttribute('href', 'tel:+18095557788');
    // The server-rendered HTML has it too, before any JavaScript runs.
    const html = await (await page.request.get('/corporativo/contacto')).text();
    expect(html).toContain('<a href="tel:+18095557788">+1 (809) 555-7788</a>');
  });

  test('the hospitality WhatsApp number is shown on /hospitality, and Deshacer último cambio restores it', async ({ adminPage: page }) => {
    await openSettings(page);
    const hospitality = division(page, 'Hospitality');
    await hospitality.getByLabel('Número de WhatsApp').fill('18095554321');
    await hospitality.getByLabel('Director de ventas (WhatsApp)').fill('Laura Gómez');
    await save(page);

    await page.goto('/hospitality');
    const link = page.getByTestId('whatsapp-link');
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/18095554321\?text=/);
    await expect(link).toHaveAccessibleName(/Laura Gómez/);

    await page.goto('/admin');
    await openSettings(page);
    await expect(division(page, 'Hospitality').getByLabel('Número de WhatsApp')).toHaveValue('18095554321');
    await screen(page).getByRole('button', { name: 'Deshacer último cambio' }).click();
    const confirm = await settledConfirm(page, '¿Restaurar la configuración anterior?');
    await confirm.getByRole('button', { name: 'Deshacer' }).click();
    await expect(toast(page, 'Cambio deshecho')).toBeVisible();
    const number = DEFAULT_SITE_SETTINGS.divisions.hospitality.whatsapp.number;
    await expect(division(page, 'Hospitality').getByLabel('Número de WhatsApp')).toHaveValue(number);

    await page.goto('/hospitality');
    await expect(page.getByTestId('whatsapp-link')).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${number}\\?`));
  });

  test('bad values are refused with Spanish messages under the fields, and nothing is saved', async ({ adminPage: page }) => {
    await openSettings(page);
    const hospitality = division(page, 'Hospitality');
    await hospitality.getByLabel('Número de WhatsApp').fill('+1 809 555');
    await hospitality.getByLabel('Correo de ventas').fill('ventas@');
    await screen(page).getByLabel('Nombre de la empresa').fill('');
    await screen(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(hospitality.getByText('El número de WhatsApp debe tener entre 8 y 15 dígitos')).toBeVisible();
    await expect(hospitality.getByText('Por favor ingresa un email válido')).toBeVisible();
    await expect(screen(page).getByText('Este campo es obligatorio')).toBeVisible();
    const saved = await (await page.request.get('/api/settings')).json();
    expect(saved).toEqual(DEFAULT_SITE_SETTINGS);
  });
});

test.describe('Configuración (editors)', () => {
  test('an editor sees no Configuración link and the API answers 403', async ({ page }) => {
    const username = unique('editor').replace(/\s+/g, '-');
    const password = 'editor-password-123';
    const bcrypt = require('bcryptjs') as { hashSync(password: string, rounds: number): string };
    withDatabase((db) =>
      db
        .prepare('INSERT INTO admin_users (username, password, role) VALUES (?, ?, ?)')
        .run(username, bcrypt.hashSync(password, 4), 'editor'),
    );
    expect((await page.request.post('/api/auth/login', { data: { username, password } })).status()).toBe(200);
    await page.goto('/admin');
    await expect(page.getByText(`Bienvenido, ${username}`)).toBeVisible();
    // An editor lands on Resumen too (docs/product.md §6).
    await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible();
    await expect(sectionLink(page, 'Mi cuenta')).toBeVisible();
    await expect(sectionLink(page, 'Configuración')).toHaveCount(0);
    const response = await page.request.put('/api/settings', { data: DEFAULT_SITE_SETTINGS, headers: { origin: E2E.baseUrl } });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: 'No tienes permiso para realizar esta acción.' });
  });
});
