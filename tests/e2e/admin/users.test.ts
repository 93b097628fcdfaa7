import { type Browser, type Page } from '@playwright/test';
import { settled, settledConfirm } from '../support/antd';
import { E2E } from '../support/env';
import { expect, test, toast } from './support';

// docs/product.md §6: Usuarios (admins only) and Mi cuenta (everyone).

/** Usernames have no spaces; unique per run so reruns never collide. */
const username = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones del panel' });
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

async function createEditorThroughTheScreen(page: Page, name: string, password: string) {
  await nav(page).getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios$/);
  await expect(row(page, E2E.adminUsername)).toContainText('Tú');
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  await settled(page.getByRole('dialog', { name: 'Nuevo usuario' }));
  const form = page.getByRole('form', { name: 'Nuevo usuario' });
  await form.getByLabel('Usuario').fill(name);
  await form.getByLabel('Contraseña inicial').fill(password);
  await form.getByLabel('Repite la contraseña').fill(`${password}x`);
  await form.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(form.getByText('Las contraseñas no coinciden')).toBeVisible();
  await form.getByLabel('Repite la contraseña').fill(password);
  await form.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(toast(page, '¡Usuario creado!')).toBeVisible();
  await expect(row(page, name)).toContainText('Activo');
  await expect(row(page, name).getByRole('combobox', { name: `Rol de ${name}` })).toBeVisible();
  await expect(row(page, name)).toContainText('Editor');
}

/** A separate browser profile signed in through the login screen. */
async function signInElsewhere(browser: Browser, name: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.baseUrl, locale: 'es-DO' });
  const page = await context.newPage();
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Usuario').fill(name);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText(`Bienvenido, ${name}`)).toBeVisible();
  return page;
}

test.describe('Usuarios and roles', () => {
  test('an admin creates an editor, who can open the projects but not the users', async ({ adminPage: page, browser }) => {
    const name = username('editora');
    await createEditorThroughTheScreen(page, name, 'clave-editora-1');

    const editor = await signInElsewhere(browser, name, 'clave-editora-1');
    // Editors land on Resumen too; Proyectos is one link away.
    await expect(editor).toHaveURL(/\/admin\/resumen$/);
    await nav(editor).getByRole('link', { name: 'Proyectos' }).click();
    await expect(editor.getByRole('button', { name: 'Agregar Proyecto' })).toBeVisible();
    await expect(editor.getByRole('heading', { name: 'Proyectos' })).toBeVisible();
    // The editor does not see the link…
    await expect(nav(editor).getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    await expect(nav(editor).getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
    // …and the server refuses the calls anyway.
    const users = await editor.request.get('/api/users');
    expect(users.status()).toBe(403);
    expect(await users.json()).toEqual({ message: 'No tienes permiso para realizar esta acción.' });
    const create = await editor.request.post('/api/users', { data: { username: 'colado', password: 'clave-larga', role: 'admin' } });
    expect(create.status()).toBe(403);
    await editor.goto('/admin/usuarios');
    await expect(editor.getByText('Solo los administradores pueden ver esta sección.')).toBeVisible();
    await editor.context().close();
  });

  test('disabling a user ends their session; enabling, resetting the password and deleting work from the table', async ({
    adminPage: page,
    browser,
    request,
  }) => {
    const name = username('temporal');
    await createEditorThroughTheScreen(page, name, 'clave-temporal-1');
    const other = await signInElsewhere(browser, name, 'clave-temporal-1');

    await row(page, name)
      .getByRole('button', { name: `Desactivar a ${name}` })
      .click();
    await expect(toast(page, 'Usuario actualizado')).toBeVisible();
    await expect(row(page, name)).toContainText('Desactivado');
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);
    const again = other.getByRole('form', { name: 'Iniciar sesión' });
    await again.getByLabel('Usuario').fill(name);
    await again.getByLabel('Contraseña').fill('clave-temporal-1');
    await again.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(toast(other, 'Error de autenticación')).toContainText(
      'Tu cuenta está desactivada. Pide a un administrador que la active.',
    );
    await expect(other).toHaveURL(/\/login$/);

    await row(page, name)
      .getByRole('button', { name: `Activar a ${name}` })
      .click();
    await expect(row(page, name)).toContainText('Activo');

    await row(page, name)
      .getByRole('button', { name: `Restablecer contraseña de ${name}` })
      .click();
    const reset = page.getByRole('form', { name: 'Restablecer contraseña' });
    await reset.getByLabel('Nueva contraseña').fill('clave-nueva-22');
    await reset.getByLabel('Repite la contraseña').fill('clave-nueva-22');
    await reset.getByRole('button', { name: 'Restablecer' }).click();
    await expect(toast(page, 'Contraseña restablecida')).toBeVisible();
    // Its own cookie jar: the admin's page stays signed in as the admin.
    const login = await request.post('/api/auth/login', { data: { username: name, password: 'clave-nueva-22' } });
    expect(login.status()).toBe(200);

    await row(page, name)
      .getByRole('button', { name: `Eliminar a ${name}` })
      .click();
    const confirm = await settledConfirm(page, `¿Estás seguro de que quieres eliminar el usuario "${name}"?`);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Usuario eliminado')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    await other.context().close();
  });
});

test.describe('Mi cuenta', () => {
  test('a user changes their own password with the current one', async ({ adminPage: page, browser, request }) => {
    const name = username('cuenta');
    await createEditorThroughTheScreen(page, name, 'clave-cuenta-1');
    const editor = await signInElsewhere(browser, name, 'clave-cuenta-1');
    await nav(editor).getByRole('link', { name: 'Mi cuenta' }).click();
    await expect(editor).toHaveURL(/\/admin\/cuenta$/);
    const form = editor.getByRole('form', { name: 'Cambiar contraseña' });

    await form.getByLabel('Contraseña actual').fill('no-es-la-clave');
    await form.getByLabel('Nueva contraseña', { exact: true }).fill('clave-cuenta-2');
    await form.getByLabel('Repite la nueva contraseña').fill('clave-cuenta-2');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByText('La contraseña actual no es correcta')).toBeVisible();

    await form.getByLabel('Contraseña actual').fill('clave-cuenta-1');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(toast(editor, 'Contraseña cambiada')).toBeVisible();
    // Still signed in here; the new password is the one that works.
    await editor.reload();
    await expect(editor.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
    expect((await request.post('/api/auth/login', { data: { username: name, password: 'clave-cuenta-1' } })).status()).toBe(401);
    await editor.context().close();
  });
});
