import type { Page } from '@playwright/test';
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
    const button = page.getByRole('button', { name: /^Solicitudes/ });
    await expect(button).toHaveAccessibleName(/Solicitudes \(\d+ nuevas\)/);
    await button.click();
    await expect(page).toHaveURL(/\/admin\?tab=leads$/);
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
    await expect(page).toHaveURL(/lead=contact-\d+/);
    await expect(panel.getByText(message)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'compras@hotel-e2e.do' })).toHaveAttribute('href', 'mailto:compras@hotel-e2e.do');
    await expect(panel.getByRole('link', { name: '809-555-0199' })).toHaveAttribute('href', 'tel:8095550199');
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
});
