import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../support/env';
import { test as signedIn, toast } from './support';

const loginForm = (page: Page) => page.getByRole('form', { name: 'Iniciar sesión' });

test.describe('Admin login (docs/product.md §2, §5, §8)', () => {
  test('an unauthenticated visit to /admin goes to /login and shows nothing of the dashboard', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Agregar Proyecto' })).toHaveCount(0);
  });

  test('each field gives its validation message', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

    await form.getByLabel('Usuario').fill('ab');
    await form.getByLabel('Contraseña').fill('12345');
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

    await form.getByLabel('Usuario').fill('abc');
    await expect(form.getByText('Username must be at least 3 characters')).toHaveCount(0);
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await form.getByLabel('Contraseña').fill('123456');
    await expect(form.getByText('Password must be at least 6 characters')).toHaveCount(0);
  });

  test('a wrong password shows the authentication error toast', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.getByLabel('Usuario').fill(E2E.adminUsername);
    await form.getByLabel('Contraseña').fill('contraseña-incorrecta');
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    const error = toast(page, 'Error de autenticación');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Credenciales inválidas');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logging in shows the welcome toast and the dashboard', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.getByLabel('Usuario').fill(E2E.adminUsername);
    await form.getByLabel('Contraseña').fill(E2E.adminPassword);
    const pending = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'));
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await pending;
    const welcome = toast(page, '¡Inicio de sesión exitoso!');
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText('Bienvenido al panel de administración.');
    // The first screen is Resumen (docs/product.md §6); Proyectos is one link away.
    await expect(page).toHaveURL(/\/admin\/resumen$/);
    await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
    await expect(page.getByText(`Bienvenido, ${E2E.adminUsername}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Proyectos' }).click();
    await expect(page.getByRole('button', { name: 'Gestionar Marcas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar Proyecto' })).toBeVisible();
  });

  test('"Verificando autenticación..." shows while the session is checked', async ({ page }) => {
    await page.route('**/api/auth/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/admin');
    await expect(page.getByText('Verificando autenticación...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Verificando autenticación...')).toHaveCount(0);
  });

  test('the button reads "Iniciando sesión..." while the request is pending', async ({ page }) => {
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/login');
    const form = loginForm(page);
    await form.getByLabel('Usuario').fill(E2E.adminUsername);
    await form.getByLabel('Contraseña').fill(E2E.adminPassword);
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(form.getByRole('button', { name: 'Iniciando sesión...' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/resumen$/);
  });
});

signedIn.describe('Admin logout (docs/product.md §4)', () => {
  signedIn('"Cerrar sesión" ends the session and goes to /login', async ({ adminPage: page }) => {
    const logout = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/logout') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    expect((await logout).status()).toBe(204);
    await expect(page).toHaveURL(/\/login$/);
    // The session is gone on the server too: /admin sends us back.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});
