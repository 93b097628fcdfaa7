import { expect, type Page, test } from '@playwright/test';
import { toast } from './support';
import { createEditor, editorWithTwoFactor, newAccount, totpCode } from '../support/two-factor';

// Two-step sign-in (docs/decisions/0015-device-cookies-and-two-step-sign-in.md) in the browser.

async function typePassword(page: Page, account: { username: string; password: string }) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Usuario').fill(account.username);
  await form.getByLabel('Contraseña').fill(account.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test.describe('Two-step sign-in', () => {
  // Several sign-ins, each a bcrypt check on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  test('Mi cuenta turns it on with the QR code and one code, shows the recovery codes once, and the next sign-in asks for a code', async ({
    page,
  }) => {
    const account = newAccount('qr');
    await createEditor(account);
    await typePassword(page, account);
    await expect(page.getByText(`Bienvenido, ${account.username}`)).toBeVisible();
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Mi cuenta' }).click();

    const card = page.locator('.ant-card').filter({ hasText: 'Verificación en dos pasos' });
    await expect(card.getByText('Desactivada')).toBeVisible();
    await card.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
    const confirm = page.getByRole('form', { name: 'Confirmar verificación en dos pasos' });
    // The QR code is drawn in the page (an SVG), from no other site.
    await expect(confirm.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).locator('svg')).toBeVisible();
    const secret = ((await confirm.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await confirm.getByLabel('Código de verificación').fill('123');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(confirm.getByText('Escribe el código de 6 dígitos de tu aplicación o un código de recuperación.')).toBeVisible();
    await confirm.getByLabel('Código de verificación').fill(totpCode(secret));
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(page, 'Verificación en dos pasos activada')).toBeVisible();
    const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.nth(0).textContent()) ?? '';
    expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await expect(page.getByText('Guárdalos ahora: no se volverán a mostrar.')).toBeVisible();
    await page.getByRole('button', { name: 'Ya los guardé' }).click();
    await expect(codes).toHaveCount(0);
    await expect(card.getByText('Activada')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Desactivar verificación en dos pasos' })).toBeVisible();

    // Signed out, the password alone is not enough any more; a wrong code says so under the field.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await typePassword(page, account);
    const second = page.getByRole('form', { name: 'Verificación en dos pasos' });
    await expect(second).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await second.getByLabel('Código de verificación').fill(String((Number(totpCode(secret, 1)) + 1) % 1_000_000).padStart(6, '0'));
    await second.getByRole('button', { name: 'Verificar' }).click();
    await expect(second.getByText('El código no es correcto o ya se usó.')).toBeVisible();
    await second.getByLabel('Código de verificación').fill(totpCode(secret, 1));
    await second.getByRole('button', { name: 'Verificar' }).click();
    await expect(toast(page, '¡Inicio de sesión exitoso!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/resumen$/);
    await expect(page.getByText(`Bienvenido, ${account.username}`)).toBeVisible();

    // A lost phone: a recovery code signs in once.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await typePassword(page, account);
    await page.getByRole('form', { name: 'Verificación en dos pasos' }).getByLabel('Código de verificación').fill(recovery.toUpperCase());
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText(`Bienvenido, ${account.username}`)).toBeVisible();
  });

  test('the second step of an account set up elsewhere, and "Volver a la contraseña"', async ({ page }) => {
    const account = newAccount('codigo');
    const secret = await editorWithTwoFactor(account);
    await typePassword(page, account);
    const second = page.getByRole('form', { name: 'Verificación en dos pasos' });
    await second.getByRole('button', { name: 'Volver a la contraseña' }).click();
    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    await expect(form.getByLabel('Usuario')).toHaveValue(account.username);
    await expect(form.getByLabel('Contraseña')).toHaveValue('');
    await form.getByLabel('Contraseña').fill(account.password);
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await second.getByLabel('Código de verificación').fill(totpCode(secret, 1));
    await second.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/admin\/resumen$/);
    expect((await page.request.get('/api/auth/me')).headers()['cache-control']).toBe('no-store');
  });
});
