import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { withDatabase } from '../support/database';
import { E2E } from '../support/env';
import { expect, test, toast } from './support';

// Estado del sistema (docs/decisions/0019-production-path.md): admins only.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones del panel' });
const card = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });

test.describe('Estado del sistema', () => {
  test('an admin sees how the server is and downloads a fresh backup', async ({ adminPage: page }) => {
    await nav(page).getByRole('link', { name: 'Estado del sistema' }).click();
    await expect(page).toHaveURL(/\/admin\/sistema$/);
    await expect(page.getByRole('heading', { name: 'Estado del sistema' })).toBeVisible();
    const server = card(page, 'Servidor');
    await expect(server).toContainText('1.0.0');
    await expect(server).toContainText('SQLite');
    await expect(server.getByText('Disco libre (carpeta de datos)')).toBeVisible();
    // The e2e server, like any new server, backed up once at start.
    const backups = card(page, 'Copias de seguridad');
    await expect(backups).toContainText('Cada 24 h; se guardan las 14 últimas');
    await expect(backups).not.toContainText('Aún no hay copias');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      backups.getByRole('button', { name: 'Descargar respaldo' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^casa-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz$/);
    await expect(toast(page, 'Respaldo descargado')).toBeVisible();
    const lines = zlib
      .gunzipSync(fs.readFileSync(await download.path()))
      .toString('utf8')
      .trim()
      .split('\n');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ format: 'casa-mobilia-backup' });
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ end: true });
  });

  test('the failed lead e-mails are one click away, in Solicitudes', async ({ adminPage: page }) => {
    const email = `fallo-${Date.now().toString(36)}@example.com`;
    const sent = await page.request.post('/api/contacts', {
      headers: { origin: E2E.baseUrl },
      data: {
        name: 'Aviso Fallido',
        email,
        phone: '809-555-0123',
        message: 'Una consulta cuyo aviso no salió.',
        acceptPrivacy: true,
        division: 'corporativo',
      },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    // Notifications are off on the e2e server; this lead's e-mail is made one that failed for good.
    withDatabase((db) =>
      db.prepare("UPDATE mail_outbox SET status = 'failed', attempts = 10 WHERE lead_id = ? AND message_key = 'notification'").run(id),
    );
    try {
      await page.goto('/admin/sistema');
      const mail = card(page, 'Avisos por e-mail de las solicitudes');
      await expect(mail).toContainText('Desactivados (sin SMTP_URL)');
      await mail.getByRole('link', { name: 'Ver los fallidos en Solicitudes' }).click();
      await expect(page).toHaveURL(/\/admin\/solicitudes\?notification=failed$/);
      await expect(page.getByRole('row').filter({ hasText: 'Aviso Fallido' })).toContainText('Falló');
      // The inbox opened on that filter.
      await expect(page.locator('.ant-select').filter({ has: page.locator('#leads-notification') })).toContainText('Falló');
    } finally {
      withDatabase((db) =>
        db.prepare("UPDATE mail_outbox SET status = 'disabled', attempts = 0 WHERE lead_id = ? AND message_key = 'notification'").run(id),
      );
    }
  });

  test('an editor has no such section, and the server refuses its calls', async ({ adminPage: page, browser }) => {
    const name = `editor-sistema-${Date.now().toString(36)}`;
    const created = await page.request.post('/api/users', {
      headers: { origin: E2E.baseUrl },
      data: { username: name, password: 'clave-del-editor-1', role: 'editor' },
    });
    expect(created.status()).toBe(201);
    const context = await browser.newContext({ baseURL: E2E.baseUrl, locale: 'es-DO' });
    const editor = await context.newPage();
    expect((await editor.request.post('/api/auth/login', { data: { username: name, password: 'clave-del-editor-1' } })).status()).toBe(200);
    await editor.goto('/admin/sistema');
    await expect(editor.getByText('Solo los administradores pueden ver esta sección.')).toBeVisible();
    await expect(nav(editor).getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    await expect(nav(editor).getByRole('link', { name: 'Estado del sistema' })).toHaveCount(0);
    expect((await editor.request.get('/api/system/status')).status()).toBe(403);
    expect((await editor.request.get('/api/system/backup')).status()).toBe(403);
    await context.close();
  });
});
