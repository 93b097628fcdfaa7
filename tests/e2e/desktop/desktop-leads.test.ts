import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, request, test } from '@playwright/test';
import { E2E } from '../support/env';
import { type DesktopHarness, fakeDesktopBridge, RENDERER_DIR, startDesktopHarness } from './support';

/**
 * The leads inbox in the desktop admin's renderer (the same admin-ui), through the desktop's own
 * /api forwarding. Needs `npm run desktop:build` first. Port E2E+3: desktop-admin.test.ts uses +1, +2.
 */
const HARNESS_PORT = E2E.port + 3;

test.describe('Desktop admin: the leads inbox (docs/decisions/0009-leads-inbox-and-mail-outbox.md)', () => {
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

  test('shows a new lead, opens it and marks it handled', async ({ page }) => {
    const name = `Escritorio ${Date.now().toString(36)}`;
    const api = await request.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: { origin: E2E.baseUrl } });
    const sent = await api.post('/api/appointments', {
      data: {
        name,
        email: 'gerencia@resort-e2e.do',
        phone: '829-555-0144',
        company: 'Resort E2E',
        message: 'Queremos renovar el lobby y 40 habitaciones.',
        acceptPrivacy: true,
        division: 'hospitality',
        preferredDate: '2026-12-10',
        preferredTime: '15:00',
      },
    });
    expect(sent.status()).toBe(201);
    await api.dispose();

    await page.addInitScript(fakeDesktopBridge);
    await page.goto(harness.url);
    await expect(page).toHaveURL(/\/login$/);
    const login = page.getByRole('form', { name: 'Iniciar sesión' });
    await login.getByLabel('Usuario').fill(E2E.adminUsername);
    await login.getByLabel('Contraseña').fill(E2E.adminPassword);
    await login.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText(`Bienvenido, ${E2E.adminUsername}`)).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: /^Solicitudes/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/solicitudes$/);
    const row = page.getByRole('tabpanel', { name: 'Solicitudes' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Cita');
    await expect(row).toContainText('Resort E2E');
    await row.getByRole('button', { name }).click();
    const panel = page.getByRole('dialog', { name });
    await expect(panel.getByText('jueves, 10 de diciembre de 2026', { exact: true })).toBeVisible();
    await expect(panel.getByText('15:00', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Marcar como atendido' }).click();
    await expect(panel.getByRole('button', { name: 'Reabrir' })).toBeVisible();
    await expect(row).toContainText('Atendido');
  });
});
