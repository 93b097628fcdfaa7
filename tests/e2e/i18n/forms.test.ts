import type { APIRequestContext, Page } from '@playwright/test';
import { jpeg, unique } from '../admin/support';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { E2E } from '../support/env';
import { expect, test } from '../support/test';

// The English site's forms and project pages (docs/decisions/0026-english-site.md): an English
// visitor reads, is corrected and is thanked in English, and the lead says it came from an
// English page.

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });

async function fill(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  const f = form(page);
  await f.getByLabel('Full name').fill(values.name);
  await f.getByLabel('Email').fill(values.email);
  await f.getByLabel('Phone').fill(values.phone);
  await f.getByLabel('Message').fill(values.message);
  await f.getByRole('checkbox').check();
}

/** The API as a signed-in staff member. */
async function staffApi(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }) {
  const api = await playwright.request.newContext({ baseURL: E2E.baseUrl, extraHTTPHeaders: { origin: E2E.baseUrl } });
  expect((await api.post('/api/auth/login', { data: { username: E2E.adminUsername, password: E2E.adminPassword } })).status()).toBe(200);
  return api;
}

test.describe('The English contact page (/en/hospitality/contact)', () => {
  test('an invalid e-mail is corrected in English, under its field', async ({ page }) => {
    await page.goto('/en/hospitality/contact');
    await fill(page, { name: 'Jane Smith', email: 'jane@', phone: '+1 305 555 0199', message: 'We are refurbishing a hotel lobby.' });
    await form(page).getByRole('button', { name: 'SEND MESSAGE' }).click();
    const email = form(page).getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(form(page).getByText('Por favor ingresa un email válido')).toHaveCount(0);
    await expect(form(page).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
    await expectNoSeriousA11yViolations(page, { include: '#main' });
  });

  test('a sent message goes with language en, is thanked in English and reaches the inbox', async ({ page, playwright }) => {
    const email = `english-${Date.now()}-${test.info().project.name}@example.com`;
    await page.goto('/en/hospitality/contact');
    await fill(page, { name: 'Jane Smith', email, phone: '+1 305 555 0199', message: 'We are refurbishing a hotel lobby.' });
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/contacts') && request.method() === 'POST');
    await form(page).getByRole('button', { name: 'SEND MESSAGE' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ language: 'en', division: 'hospitality', email });
    const toast = page.locator('li[data-variant="default"]');
    await expect(toast).toContainText('Message sent!');
    await expect(toast).toContainText('Thank you for getting in touch. We will reply soon.');
    await expect(form(page).getByLabel('Full name')).toHaveValue('');

    // The lead is in the staff's inbox, among the English ones.
    const api = await staffApi(playwright);
    const answer = await api.get(`/api/leads?q=${encodeURIComponent(email)}&language=en`);
    expect(answer.status()).toBe(200);
    const { items } = (await answer.json()) as { items: { email: string; division: string; name: string }[] };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ email, division: 'hospitality', name: 'Jane Smith' });
    await api.dispose();
  });
});

test.describe('An English project page', () => {
  let created: number | undefined;
  let translated: number | undefined;

  test.afterAll(async ({ playwright }) => {
    const api = await staffApi(playwright);
    for (const id of [created, translated]) if (id !== undefined) await api.delete(`/api/projects/${id}`);
    await api.dispose();
  });

  test('shows the English texts staff wrote, and the Spanish page keeps the Spanish ones', async ({ page, playwright }) => {
    const name = unique('Hotel Bahía');
    const english = unique('Bay Hotel');
    const api = await staffApi(playwright);
    const response = await api.post('/api/projects', {
      multipart: {
        name,
        year: '2024',
        location: 'Punta Cana',
        division: 'hospitality',
        projectType: 'Hotel',
        scope: 'Mobiliario completo del lobby',
        brands: '[]',
        keyFeatures: JSON.stringify(['Sofás a medida']),
        en: JSON.stringify({ name: english, scope: 'Complete lobby furniture', keyFeatures: ['Custom-made sofas'] }),
        images: await jpeg('bay.jpg', 21),
      },
    });
    expect(response.status()).toBe(201);
    translated = ((await response.json()) as { id: number }).id;
    await api.dispose();

    await page.goto(`/en/hospitality/project/${translated}`);
    const title = page.getByRole('heading', { level: 1, name: english });
    await expect(title).toBeVisible();
    await expect(title).not.toHaveAttribute('lang', /.*/);
    await expect(page.getByText('Custom-made sofas')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${english}`));

    await page.goto(`/hospitality/proyecto/${translated}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Sofás a medida')).toBeVisible();
  });

  test('speaks English around the project and shows a text with no English written in Spanish, marked lang="es"', async ({
    page,
    playwright,
  }) => {
    const name = unique('Hotel Inglés');
    const api = await staffApi(playwright);
    const response = await api.post('/api/projects', {
      multipart: {
        name,
        year: '2024',
        location: 'Punta Cana',
        division: 'hospitality',
        projectType: 'Hotel',
        scope: 'Mobiliario completo del lobby',
        brands: '[]',
        keyFeatures: JSON.stringify(['Sofás a medida']),
        // English texts not written yet: the English page falls back to the Spanish ones.
        en: JSON.stringify({ name: '', scope: '', keyFeatures: [''] }),
        images: await jpeg('lobby.jpg', 20),
      },
    });
    expect(response.status()).toBe(201);
    created = ((await response.json()) as { id: number }).id;
    await api.dispose();

    await page.goto(`/en/hospitality/project/${created}`);
    const title = page.getByRole('heading', { level: 1, name });
    await expect(title).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Project Details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    await expect(page.getByText('Sofás a medida')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/en/hospitality/projects');

    await page.getByRole('button', { name: 'View image 1 of 1 full size' }).click();
    await expect(page.getByTestId('lightbox-counter')).toHaveText('1 of 1');
    await expect(page.getByRole('button', { name: 'Next image' })).toBeVisible();
  });
});

test.describe('The English appointment request', () => {
  test('is asked for in English, offers English days, and reaches the inbox as an English lead', async ({ page, playwright }) => {
    const email = `${unique('meeting')}@example.com`.toLowerCase().replace(/\s+/g, '-');
    await page.goto('/en/hospitality');
    await page.getByRole('button', { name: 'Book a meeting' }).click();
    const panel = page.getByRole('dialog', { name: 'Book a meeting' });
    await expect(panel).toBeVisible();
    await panel.getByLabel('Full name').fill('John Carter');
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Phone').fill('+1 305 555 0142');
    await panel.getByLabel(/Company/).fill('Bay Resorts');
    const day = panel.getByLabel(/Preferred date/);
    // The days read in English ('Monday, December 7'), while the value sent stays a calendar date.
    const option = day.locator('option').nth(1);
    await expect(option).toHaveText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /);
    const chosen = (await option.getAttribute('value')) ?? '';
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await day.selectOption(chosen);
    await panel.getByLabel('Message').fill('We are refurbishing 120 guest rooms next year.');
    await panel.getByRole('checkbox').check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/appointments') && request.method() === 'POST');
    await panel.getByRole('button', { name: 'SEND REQUEST' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ language: 'en', preferredDate: chosen, email });
    await expect(page.locator('li[data-variant="default"]')).toContainText('Request sent!');

    const api = await staffApi(playwright);
    const answer = await api.get(`/api/leads?q=${encodeURIComponent(email)}&language=en`);
    const { items } = (await answer.json()) as { items: { kind: string; language: string; preferredDate: string }[] };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'appointment', language: 'en', preferredDate: chosen });
    await api.dispose();
  });
});
