import type { Page } from '@playwright/test';
import { expect, test, unique } from '../admin/support';
import { waitForHydration } from '../support/hydration';

// Where a lead came from (docs/product.md §5 "Origen"): a visit that starts on a campaign's link
// and sends the contact form two pages later shows its campaign in the inbox, in the CSV and in
// Resumen.

const inbox = (page: Page) => page.getByRole('tabpanel', { name: 'Solicitudes' });
const row = (page: Page, name: string) => inbox(page).getByRole('row').filter({ hasText: name });

async function csvOf(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await inbox(page).getByRole('button', { name: 'Exportar CSV' }).click();
  const stream = await (await downloading).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test('a visit from an Instagram campaign keeps its origin to the contact form, and the inbox, the CSV and Resumen show it', async ({
  adminPage,
  browser,
}) => {
  const name = unique('Origen E2E');

  // The visitor, in a browser of their own: arrives from Instagram on the campaign's link…
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/hospitality?utm_source=instagram&utm_campaign=verano', { referer: 'https://l.instagram.com/' });
  await waitForHydration(visitor);
  // …opens a second page in the site (no tags in its address)…
  await visitor.goto('/hospitality/proyectos');
  await waitForHydration(visitor);
  // …and writes from the third.
  await visitor.goto('/hospitality/contacto');
  await waitForHydration(visitor);
  const form = visitor.getByRole('form', { name: 'Formulario de contacto' });
  await form.getByLabel('Nombre completo').fill(name);
  await form.getByLabel('Correo electrónico').fill('compras@origen-e2e.do');
  await form.getByLabel('Teléfono').fill('809-555-0199');
  await form.getByLabel('Mensaje').fill('Queremos cotizar las terrazas del hotel.');
  await form.getByRole('checkbox').check();
  const sent = visitor.waitForRequest((request) => request.url().endsWith('/api/contacts'));
  await form.getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
  expect((await sent).postDataJSON().source).toEqual({
    landingPage: '/hospitality',
    referrer: 'l.instagram.com',
    utmSource: 'instagram',
    utmCampaign: 'verano',
  });
  await expect(visitor.getByText('¡Mensaje enviado!', { exact: true })).toBeVisible();
  // Kept in the tab's sessionStorage, never in a cookie.
  expect(JSON.stringify(await context.cookies())).not.toMatch(/instagram|verano/);
  await context.close();

  // Staff: the inbox shows it under the name, and filters on the campaign.
  const page = adminPage;
  await page.goto('/admin/solicitudes');
  await expect(row(page, name)).toContainText('Origen: instagram / verano');
  await inbox(page).getByLabel('Origen (utm_source)').fill('instagram');
  await inbox(page).getByLabel('Origen (utm_source)').press('Enter');
  await inbox(page).getByLabel('Campaña (utm_campaign)').fill('verano');
  await inbox(page).getByLabel('Campaña (utm_campaign)').press('Enter');
  await expect(row(page, name)).toBeVisible();
  const csv = await csvOf(page);
  expect(csv).toMatch(
    new RegExp(`${name},compras@origen-e2e\\.do,.*,instagram / verano,/hospitality,l\\.instagram\\.com,instagram,,verano,,`),
  );
  await inbox(page).getByLabel('Campaña (utm_campaign)').fill('invierno');
  await inbox(page).getByLabel('Campaña (utm_campaign)').press('Enter');
  await expect(row(page, name)).toHaveCount(0);

  // Resumen, the first screen, lists the campaign; its link opens the inbox on it.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/resumen$/);
  await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Solicitudes por semana y división/ })).toBeAttached();
  await page.getByRole('link', { name: 'instagram / verano' }).click();
  await expect(page).toHaveURL(/\/admin\/solicitudes\?utmSource=instagram&utmCampaign=verano$/);
  await expect(row(page, name)).toContainText('Origen: instagram / verano');
});
