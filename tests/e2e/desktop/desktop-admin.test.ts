import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, type Page, request, test } from '@playwright/test';
import sharp from 'sharp';
import { E2E } from '../support/env';
import { type DesktopHarness, fakeDesktopBridge, RENDERER_DIR, startDesktopHarness } from './support';
import { settledConfirm } from '../support/antd';

/**
 * The desktop admin's renderer in Chromium, against the real server, through the desktop's own
 * forwarding and sharp code (see harness.ts). Needs `npm run desktop:build` first.
 */
const HARNESS_PORT = E2E.port + 1;
const SPARE_PORT = E2E.port + 2;

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => {
  if (!existsSync(path.join(RENDERER_DIR, 'index.html')))
    throw new Error('run `npm run desktop:build` first: the renderer build is missing');
});

/** A camera-sized photo (5600×4200) with grain, several MB, carrying EXIF like a phone's. */
async function largePhoto(name: string) {
  const width = 5600;
  const height = 4200;
  const grain = Buffer.alloc(width * height * 3);
  for (let i = 0; i < grain.length; i += 1) grain[i] = 90 + (((i * 2654435761) >>> 23) % 90);
  const scene = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e3d2b4"/><stop offset="1" stop-color="#5b4631"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><rect x="1400" y="2500" width="2800" height="900" rx="90" fill="#3b2a1e"/></svg>`);
  const buffer = await sharp(grain, { raw: { width, height, channels: 3 } })
    .composite([{ input: await sharp(scene).png().toBuffer(), blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'E2E' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Content-Security-Policy violations the page reported (the policy comes as a header, like in Electron). */
const cspViolations = new WeakMap<Page, string[]>();

async function openApp(page: Page, harness: DesktopHarness) {
  const violations: string[] = [];
  cspViolations.set(page, violations);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(fakeDesktopBridge);
  await page.goto(harness.url);
}

test.describe('Desktop admin: server connection, login, photos shrunk by sharp, logout', () => {
  let harness: DesktopHarness;
  let createdId: number | null = null;

  test.beforeAll(async () => {
    harness = await startDesktopHarness(HARNESS_PORT);
  });

  test.afterAll(async () => {
    // Whatever happened in the test, the project it created goes.
    if (createdId !== null) {
      const api = await request.newContext({ baseURL: E2E.baseUrl });
      await api.post('/api/auth/login', { data: { username: E2E.adminUsername, password: E2E.adminPassword } });
      await api.delete(`/api/projects/${createdId}`);
      await api.dispose();
    }
    await harness?.close();
  });

  test('first run asks for the server, explains in Spanish when it is unreachable, then connects', async ({ page }) => {
    await openApp(page, harness);
    const screen = page.getByRole('main', { name: 'Conectar con el servidor' });
    await expect(screen).toBeVisible();
    const address = screen.getByLabel('Dirección del servidor');
    await expect(address).toHaveValue('http://localhost:3000');

    // Nothing listens on the spare port: a clear message and a retry, never a blank window.
    await address.fill(`127.0.0.1:${SPARE_PORT}`);
    await screen.getByRole('button', { name: 'Conectar' }).click();
    await expect(screen.getByRole('alert')).toHaveText(/^No se pudo conectar con el servidor\./);
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    expect(harness.settings.isConfigured()).toBe(false);

    await address.fill(E2E.baseUrl);
    await screen.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
    expect(harness.settings.getServerUrl()).toBe(E2E.baseUrl);
  });

  test('logs in, creates a project whose large photo arrives resized, deletes it, logs out', async ({ page, context }) => {
    test.setTimeout(120_000);
    await openApp(page, harness);
    // The saved server is remembered: straight to the login screen.
    await expect(page).toHaveURL(/\/login$/);

    const login = page.getByRole('form', { name: 'Iniciar sesión' });
    await login.getByLabel('Usuario').fill(E2E.adminUsername);
    await login.getByLabel('Contraseña').fill(E2E.adminPassword);
    await login.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/admin\/resumen$/);
    await expect(page.getByText(`Bienvenido, ${E2E.adminUsername}`)).toBeVisible();
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Proyectos' }).click();

    // The session cookie lives in the main process only.
    expect(harness.cookieNames()).toContain('casa_session');
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await context.cookies()).toEqual([]);

    const name = `Showroom escritorio ${Date.now().toString(36)}`;
    const photo = await largePhoto('IMG_4032.JPG');
    await page.getByRole('button', { name: 'Agregar Proyecto' }).click();
    const form = page.getByRole('dialog', { name: 'Crear Nuevo Proyecto' });
    await form.locator('#project-images').setInputFiles([photo]);
    await expect(form.getByTestId('gallery-counter')).toHaveText('1/20');
    // The desktop's own progress line reports what sharp saved.
    await expect(page.getByRole('status').filter({ hasText: '1 foto optimizada' })).toBeVisible();

    await form.getByLabel('Nombre del proyecto').fill(name);
    await form.getByLabel('Año', { exact: true }).fill('2025');
    await form.getByLabel('Ubicación').fill('Santo Domingo');
    await form.getByLabel('Tipo de proyecto').click();
    await page.locator('.ant-select-item-option[title="Showroom"]').click();
    await form.getByLabel('Alcance del proyecto').fill('Mobiliario de exhibición');

    const upload = page.waitForRequest((r) => r.url().endsWith('/api/projects') && r.method() === 'POST');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/projects') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Crear Proyecto' }).click();
    const sent = (await upload).postDataBuffer()?.length ?? 0;
    const response = await answer;
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { id: number; name: string; imageUrls: string[] };
    createdId = created.id;
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Proyecto creado' })).toBeVisible();

    // sharp ran in the "main process" and the upload carried the small file.
    expect(harness.prepared).toHaveLength(1);
    const [prepared] = harness.prepared;
    test.info().annotations.push({
      type: 'photo',
      description: `selected ${photo.buffer.length} bytes, prepared ${prepared?.bytesOut} bytes, multipart body ${sent} bytes`,
    });
    expect(prepared?.bytesIn).toBe(photo.buffer.length);
    expect(prepared?.bytesOut).toBeLessThan(photo.buffer.length / 4);
    expect(sent).toBeLessThan(photo.buffer.length / 4);

    // The stored image, fetched from the server itself: long edge capped, no EXIF.
    expect(created.imageUrls).toHaveLength(1);
    const stored = await (await fetch(`${E2E.baseUrl}${created.imageUrls[0]}`)).arrayBuffer();
    const meta = await sharp(Buffer.from(stored)).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(2560);
    expect([meta.width, meta.height]).toEqual([2560, 1920]);
    expect(meta.exif).toBeUndefined();

    // The dashboard shows its cover through the forwarded /media.
    const card = page.getByTestId('project-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    const cover = card.locator('img').first();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Clean up through the UI, then sign out.
    await card.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = await settledConfirm(page, '¿Estás seguro de que quieres eliminar el proyecto');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Proyecto eliminado' })).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await fetch(`${E2E.baseUrl}/api/projects/${created.id}`)).status).toBe(404);
    createdId = null;

    // Usuarios and Mi cuenta are the same admin-ui screens here.
    const sections = page.getByRole('navigation', { name: 'Secciones del panel' });
    await sections.getByRole('link', { name: 'Usuarios' }).click();
    await expect(page).toHaveURL(/\/admin\/usuarios$/);
    await expect(page.getByRole('row').filter({ hasText: E2E.adminUsername })).toContainText('Tú');
    await sections.getByRole('link', { name: 'Mi cuenta' }).click();
    await expect(page.getByRole('form', { name: 'Cambiar contraseña' })).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // antd, the admin screens and the photos all worked under the app's strict CSP.
    expect(cspViolations.get(page)).toEqual([]);
    expect(harness.cookieNames()).not.toContain('casa_session');
    expect((await page.request.get(`${harness.url}/api/auth/me`)).status()).toBe(401);
  });

  test('"Cambiar servidor…" opens the address form over the admin, and Cancelar goes back', async ({ page }) => {
    await openApp(page, harness);
    await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
    await page.evaluate(() => (window as unknown as { __openSettings(): void }).__openSettings());
    const screen = page.getByRole('main', { name: 'Conectar con el servidor' });
    await expect(screen.getByLabel('Dirección del servidor')).toHaveValue(E2E.baseUrl);
    await screen.getByRole('button', { name: 'Cancelar' }).click();
    await expect(screen).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('a saved server that stops answering shows "Sin conexión con el servidor" and a working retry', async ({ page }) => {
    // A stand-in server that answers the health check, is saved, then goes away.
    const standIn = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => standIn.listen(SPARE_PORT, '127.0.0.1', resolve));
    expect((await harness.settings.setServerUrl(`http://127.0.0.1:${SPARE_PORT}`)).ok).toBe(true);
    await new Promise<void>((resolve) => standIn.close(() => resolve()));

    await openApp(page, harness);
    const screen = page.getByRole('main', { name: 'Sin conexión con el servidor' });
    await expect(screen).toBeVisible();
    await expect(screen.getByRole('alert')).toHaveText(/^No se pudo conectar con el servidor\./);
    await expect(screen).toContainText(`http://127.0.0.1:${SPARE_PORT}`);

    await screen.getByRole('button', { name: 'Reintentar' }).click();
    await expect(screen.getByRole('alert')).toBeVisible();

    await screen.getByRole('button', { name: 'Cambiar servidor' }).click();
    const form = page.getByRole('main', { name: 'Conectar con el servidor' });
    await form.getByLabel('Dirección del servidor').fill(E2E.baseUrl);
    await form.getByRole('button', { name: 'Conectar' }).click();
    await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
  });
});
