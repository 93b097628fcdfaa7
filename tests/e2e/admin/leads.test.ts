import type { Page } from '@playwright/test';
import { withDatabase } from '../support/database';
import { expect, test, unique } from './support';

const inbox = (page: Page) => page.getByRole('tabpanel', { name: 'Solicitudes' });
const detail = (page: Page, name: string) => page.getByRole('dialog', { name });
/** Picks an option of one of the inbox's filters (antd Select). */
async function choose(page: Page, filter: string, option: string) {
  await page.getByLabel(filter, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}
const row = (page: Page, name: string) => inbox(page).getByRole('row').filter({ hasText: name });

async function sendContact(page: Page, name: string, message: string) {
  await page.goto('/hospitality/contacto');
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await form.getByLabel('Nombre completo').fill(name);
  await form.getByLabel('Correo electrónico').fill('compras@hotel-e2e.do');
  await form.getByLabel('Teléfono').fill('809-555-0199');
  await form.getByLabel('Mensaje').fill(message);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
  await expect(page.getByText('¡Mensaje enviado!', { exact: true })).toBeVisible();
}

test.describe('Leads inbox (docs/decisions/0009-leads-inbox-and-mail-outbox.md)', () => {
  test('a contact sent on the public site appears in the inbox, is marked handled, and is in the export', async ({
    adminPage,
    browser,
  }) => {
    const name = unique('Hotel E2E');
    const message = `Necesitamos cotizar 80 habitaciones (${name}).`;

    // The visitor writes from another browser context (no admin session).
    const visitor = await browser.newPage();
    await sendContact(visitor, name, message);
    await visitor.close();

    // The dashboard was open before the lead arrived: regaining focus refreshes the badge, no reload.
    const page = adminPage;
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const link = page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: /^Solicitudes/ });
    await expect(link).toHaveAccessibleName(/Solicitudes \(\d+ nuevas\)/);
    await link.click();
    await expect(page).toHaveURL(/\/admin\/solicitudes$/);
    await expect(row(page, name)).toBeVisible();
    await expect(row(page, name)).toContainText('Hospitality');
    await expect(row(page, name)).toContainText('Contacto');
    await expect(row(page, name)).toContainText('Nuevo');
    // Without SMTP_URL the e-mail is off, and the inbox says so.
    await expect(row(page, name)).toContainText('Desactivado');

    // Filters and search.
    await page.getByLabel('Buscar').fill(name);
    await page.getByLabel('Buscar').press('Enter');
    await expect(inbox(page).getByRole('row')).toHaveCount(2);
    await choose(page, 'Tipo', 'Cita');
    await expect(inbox(page).getByText('No hay solicitudes')).toBeVisible();
    await choose(page, 'Tipo', 'Contacto');
    await expect(row(page, name)).toBeVisible();

    // The detail panel has every field and the contact links.
    await row(page, name).getByRole('button', { name }).click();
    const panel = detail(page, name);
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/solicitudes\/[\w-]+$/);
    await expect(panel.getByText(message)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'compras@hotel-e2e.do' })).toHaveAttribute('href', 'mailto:compras@hotel-e2e.do');
    await expect(panel.getByRole('link', { name: '809-555-0199' })).toHaveAttribute('href', 'tel:+18095550199');
    await expect(panel.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/18095550199');

    await panel.getByRole('button', { name: 'Marcar como atendido' }).click();
    await expect(panel.getByText('Atendido', { exact: true }).first()).toBeVisible();
    await expect(panel.getByText(/por e2e-admin$/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Reabrir' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Marcar como atendido' })).toHaveCount(0);

    // A link to the lead (the one in the e-mail) opens it directly.
    const leadUrl = page.url();
    await page.goto('/admin');
    await page.goto(leadUrl);
    await expect(detail(page, name)).toBeVisible();
    await detail(page, name).getByRole('button', { name: 'Close' }).or(detail(page, name).getByLabel('Close')).first().click();
    await expect(row(page, name)).toContainText('Atendido');

    // The export of the current view contains it.
    await choose(page, 'Estado', 'Atendido');
    const downloading = page.waitForEvent('download');
    await inbox(page).getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^solicitudes-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(csv.startsWith('\uFEFFFecha,Tipo,División,Estado,Nombre')).toBe(true);
    expect(csv).toContain(`Contacto,Hospitality,Atendido,${name},compras@hotel-e2e.do`);
  });

  test('the Boletín tab lists newsletter sign-ups', async ({ adminPage: page }) => {
    const email = `${unique('boletin').replace(/\s/g, '-').toLowerCase()}@example.com`;
    const response = await page.request.post('/api/newsletter', {
      data: { EMAIL: email },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(201);
    await page.goto('/admin?tab=newsletter');
    const panel = page.getByRole('tabpanel', { name: 'Boletín' });
    await expect(panel.getByRole('row').filter({ hasText: email })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  });

  test("a list or a lead that cannot load says why in Spanish only, never the browser's or a proxy's text", async ({ adminPage: page }) => {
    const body = page.locator('body');
    // The server cannot be reached for the inbox's reads: fetch fails as it does offline.
    await page.route(/\/api\/(leads|newsletter)\b/, (route) => route.abort('connectionrefused'));
    await page.goto('/admin?tab=leads');
    const alert = inbox(page).getByRole('alert');
    await expect(alert).toContainText('No se pudieron cargar las solicitudes.');
    await expect(alert).toContainText('No se pudo conectar con el servidor. Comprueba la conexión e inténtalo de nuevo.');
    await expect(body).not.toContainText(/TypeError|Failed to fetch/);

    await page.goto('/admin?tab=newsletter');
    const subscribers = page.getByRole('tabpanel', { name: 'Boletín' }).getByRole('alert');
    await expect(subscribers).toContainText('No se pudieron cargar los suscriptores.');
    await expect(subscribers).toContainText('No se pudo conectar con el servidor.');
    await expect(body).not.toContainText(/TypeError|Failed to fetch/);

    await page.goto('/admin?tab=leads&lead=contact-1');
    await expect(page.getByRole('dialog', { name: 'Solicitud' }).getByRole('alert')).toContainText('No se pudo conectar con el servidor.');

    // A proxy in front of the server answers with its own page: the inbox names the status, not the page.
    await page.unrouteAll();
    await page.route(/\/api\/leads\?/, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }),
    );
    await page.goto('/admin?tab=leads');
    await expect(inbox(page).getByRole('alert')).toContainText('El servidor respondió con un error (502).');
    await expect(body).not.toContainText('Bad Gateway');
  });

  test('a link from before contacts and appointments became one table still opens its lead', async ({ adminPage: page }) => {
    const name = unique('Enlace Antiguo');
    const created = await page.request.post('/api/contacts', {
      data: {
        name,
        email: 'antiguo@hotel-e2e.do',
        phone: '809-555-0177',
        message: 'Un mensaje que llegó antes del cambio.',
        division: 'corporativo',
        acceptPrivacy: true,
      },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // What the migration keeps of a lead that was a row of the old contacts table.
    const legacy = `contact-${9000 + id}`;
    withDatabase((db) => db.prepare('UPDATE leads SET legacy_ref = ? WHERE id = ?').run(legacy, id));

    await page.goto(`/admin?tab=leads&lead=${legacy}`);
    await expect(detail(page, name).getByText('Un mensaje que llegó antes del cambio.')).toBeVisible();
  });

  test('a notification that failed is sent again from the detail panel', async ({ adminPage: page }) => {
    const name = unique('Aviso E2E');
    const origin = new URL(page.url()).origin;
    const created = await page.request.post('/api/contacts', {
      data: {
        name,
        email: 'aviso@hotel-e2e.do',
        phone: '809-555-0142',
        message: 'Quisiera una cotización para 40 sillas de oficina.',
        division: 'corporativo',
        acceptPrivacy: true,
      },
      headers: { origin },
    });
    expect(created.status()).toBe(201);
    const id = String(((await created.json()) as { id: number }).id);

    // This server has no SMTP_URL: the panel is shown a notification that failed, as it would be
    // after ten attempts against a server that was down.
    let sent = false;
    await page.route(`**/api/leads/${id}`, async (route) => {
      const lead = (await (await route.fetch()).json()) as { notification: object };
      const failed = { status: 'failed', attempts: 10, sentAt: null, lastError: '454 Servicio no disponible', canSend: true };
      const queued = { status: 'pending', attempts: 0, sentAt: null, lastError: null, canSend: false };
      await route.fulfill({ json: { ...lead, notification: sent ? queued : failed } });
    });
    await page.goto(`/admin?tab=leads&lead=${id}`);
    const panel = detail(page, name);
    await expect(panel.getByText('Falló tras 10 intentos: 454 Servicio no disponible')).toBeVisible();

    // The real server refuses: its notifications are off, and the panel says why.
    await panel.getByRole('button', { name: 'Reenviar aviso' }).click();
    const refused = page.locator('.ant-notification-notice').filter({ hasText: 'No se pudo enviar el aviso.' });
    await expect(refused).toContainText('Los avisos por e-mail no están configurados para esta división (SMTP_URL y LEADS_TO).');

    // With notifications on, the server queues it and the panel shows it pending.
    await page.route(`**/api/leads/${id}/notification`, async (route) => {
      expect(route.request().method()).toBe('POST');
      sent = true;
      await route.fulfill({ json: {} });
    });
    await panel.getByRole('button', { name: 'Reenviar aviso' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Aviso en cola: se enviará en unos segundos.' })).toBeVisible();
    await expect(panel.getByText('Pendiente', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Reenviar aviso' })).toHaveCount(0);
  });
});
