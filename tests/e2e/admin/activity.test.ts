import { request as playwrightRequest } from '@playwright/test';
import { E2E } from '../support/env';
import { expect, test, unique } from './support';

/** 'Actividad' (admins only; docs/decisions/0021-history-and-activity.md). */

test('after a leads export and a failed sign-in, Actividad lists both and filters by action; an editor gets 403', async ({
  adminPage: page,
}) => {
  const stranger = await playwrightRequest.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: { 'user-agent': 'Navegador de prueba' } });
  try {
    const failed = await stranger.post('/api/auth/login', { data: { username: E2E.adminUsername, password: 'no-es-la-clave-123' } });
    expect(failed.status()).toBe(401);
  } finally {
    await stranger.dispose();
  }
  expect((await page.request.get('/api/leads/export.csv')).status()).toBe(200);

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Actividad' }).click();
  await expect(page).toHaveURL(/\/admin\/actividad$/);
  const rows = page.getByRole('region', { name: 'Registros de actividad' }).locator('tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: 'Solicitudes exportadas' }).first()).toContainText(E2E.adminUsername);
  await expect(rows.filter({ hasText: 'Inicio de sesión fallido' }).first()).toContainText('127.0.0.1');

  await page.getByLabel('Acción').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Inicio de sesión fallido$/ })
    .click();
  await expect(rows.first()).toContainText('Inicio de sesión fallido');
  await expect(rows.filter({ hasText: 'Solicitudes exportadas' })).toHaveCount(0);
  const failedRow = rows.first();
  await expect(failedRow).toContainText(E2E.adminUsername);
  await expect(failedRow).toContainText('127.0.0.1');
  await expect(failedRow).toContainText('Navegador de prueba');

  // An editor may not read it.
  const editorName = unique('editor-actividad').replace(/\s+/g, '-');
  const created = await page.request.post('/api/users', {
    headers: { origin: E2E.baseUrl },
    data: { username: editorName, password: 'clave-del-editor-1', role: 'editor' },
  });
  expect(created.status()).toBe(201);
  const editor = await playwrightRequest.newContext({ baseURL: E2E.baseUrl });
  try {
    expect((await editor.post('/api/auth/login', { data: { username: editorName, password: 'clave-del-editor-1' } })).status()).toBe(200);
    expect((await editor.get('/api/audit')).status()).toBe(403);
  } finally {
    await editor.dispose();
  }
});
