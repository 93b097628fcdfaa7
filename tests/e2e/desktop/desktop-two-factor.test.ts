import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E } from '../support/env';
import { editorWithTwoFactor, newAccount, totpCode } from '../support/two-factor';
import { type DesktopHarness, fakeDesktopBridge, RENDERER_DIR, startDesktopHarness } from './support';

/**
 * The desktop admin's login asks for the second step's code like the browser's: the same
 * admin-ui, through the desktop's own forwarding and cookie jar. Port E2E+4: the other desktop
 * suites use +1, +2 and +3.
 */
const HARNESS_PORT = E2E.port + 4;

test.describe('Desktop admin: two-step sign-in (docs/decisions/0015-device-cookies-and-two-step-sign-in.md)', () => {
  let harness: DesktopHarness;

  test.beforeAll(async () => {
    if (!existsSync(path.join(RENDERER_DIR, 'index.html')))
      throw new Error('run `npm run desktop:build` first: the renderer build is missing');
    harness = await startDesktopHarness(HARNESS_PORT);
    await harness.settings.setServerUrl(E2E.baseUrl);
  });
  test.afterAll(async () => {
    await harness?.close();
  });

  test('asks for the code after the password; its cookies stay in the main process', async ({ page, context }) => {
    const account = newAccount('escritorio');
    const secret = await editorWithTwoFactor(account);

    await page.addInitScript(fakeDesktopBridge);
    await page.goto(harness.url);
    await expect(page).toHaveURL(/\/login$/);
    const login = page.getByRole('form', { name: 'Iniciar sesión' });
    await login.getByLabel('Usuario').fill(account.username);
    await login.getByLabel('Contraseña').fill(account.password);
    await login.getByRole('button', { name: 'Iniciar sesión' }).click();

    const second = page.getByRole('form', { name: 'Verificación en dos pasos' });
    await expect(second).toBeVisible();
    expect(harness.cookieNames()).toContain('casa_2fa');
    expect(harness.cookieNames()).not.toContain('casa_session');
    await second.getByLabel('Código de verificación').fill(totpCode(secret, 1));
    await second.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/admin\/resumen$/);
    await expect(page.getByText(`Bienvenido, ${account.username}`)).toBeVisible();

    expect(harness.cookieNames()).toEqual(expect.arrayContaining(['casa_session', 'casa_device']));
    expect(harness.cookieNames()).not.toContain('casa_2fa');
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await context.cookies()).toEqual([]);
  });
});
