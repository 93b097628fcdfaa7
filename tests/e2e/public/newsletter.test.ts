import { expect, test } from '../support/test';

test.describe('Newsletter (docs/product.md §2, §4, §9)', () => {
  test('EMAIL is a required e-mail field, FNAME optional, the honeypot hidden', async ({ page }) => {
    await page.goto('/corporativo');
    const section = page.locator('section[aria-labelledby="newsletter-title"]');
    const email = section.getByLabel('Correo electrónico');
    await expect(email).toHaveAttribute('name', 'EMAIL');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    const name = section.getByLabel(/Nombre/);
    await expect(name).toHaveAttribute('name', 'FNAME');
    expect(await name.getAttribute('required')).toBeNull();
    const honeypot = section.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).not.toBeInViewport();
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    // An empty e-mail is not sent.
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter')) posted = true;
    });
    await section.getByRole('button', { name: 'SUSCRIBIRME' }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(posted).toBe(false);
  });

  test('posts JSON to /api/newsletter; the thank-you appears after 1 s, lasts 5 s, then the form returns', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-03-01T10:00:00') });
    await page.goto('/hospitality');
    const section = page.locator('section[aria-labelledby="newsletter-title"]');
    // Pause only once the page has rendered (React's Suspense waits on timers too), well after
    // the page load. From here on, time moves only when the test says so.
    await expect(section.getByLabel('Correo electrónico')).toBeVisible();
    await page.clock.pauseAt(new Date('2025-03-01T10:01:00'));
    const address = `e2e-${Date.now()}-${test.info().project.name}@example.com`;
    await section.getByLabel('Correo electrónico').fill(address);
    await section.getByLabel(/Nombre/).fill('Ana');
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/newsletter') && candidate.method() === 'POST');
    const response = page.waitForResponse((candidate) => candidate.url().endsWith('/api/newsletter'));
    await section.getByRole('button', { name: 'SUSCRIBIRME' }).click();
    // The page's language goes with it (docs/decisions/0026-english-site.md).
    expect((await request).postDataJSON()).toEqual({ EMAIL: address, FNAME: 'Ana', website: '', language: 'es' });
    expect((await response).status()).toBe(201);

    const thanks = section.getByText('¡Gracias por suscribirte!');
    await page.clock.runFor(999);
    await expect(thanks).toBeHidden();
    await page.clock.runFor(1);
    await expect(thanks).toBeVisible();
    await page.clock.runFor(4999);
    await expect(thanks).toBeVisible();
    await page.clock.runFor(1);
    await expect(thanks).toBeHidden();
    await expect(section.getByLabel('Correo electrónico')).toHaveValue('');
  });

  test('too many sign-ups from one address: the form shows the server’s message', async ({ page }) => {
    const limited = 'Has enviado demasiadas solicitudes en poco tiempo. Espera unos minutos e inténtalo de nuevo.';
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: limited }) }),
    );
    await page.goto('/corporativo');
    const section = page.locator('section[aria-labelledby="newsletter-title"]');
    await section.getByLabel('Correo electrónico').fill('limite@example.com');
    await section.getByRole('button', { name: 'SUSCRIBIRME' }).click();
    await expect(section.getByRole('alert')).toHaveText(limited);
  });
});

test.describe('Newsletter with a mailing-list provider', () => {
  // The provider is set in this page's copy of the settings only, so the server's CSP (which
  // allows the configured provider in form-action) does not know it: bypass the CSP here.
  test.use({ bypassCSP: true });

  test('the form also goes to the provider in a new tab', async ({ page, context }) => {
    const provider = 'https://lists.example.com/subscribe/post';
    // The server writes the settings into the page; this page's copy names a provider.
    await page.route(/\/hospitality$/, async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace(/"newsletterUrl":(null|"[^"]*")/, `"newsletterUrl":"${provider}"`);
      await route.fulfill({ response: original, body: html });
    });
    let providerBody = '';
    await context.route(`${provider}**`, async (route) => {
      providerBody = route.request().postData() ?? '';
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>OK</title><p>Suscrito</p>' });
    });
    await page.goto('/hospitality');
    const section = page.locator('section[aria-labelledby="newsletter-title"]');
    await section.getByLabel('Correo electrónico').fill('lista@example.com');
    const stored = page.waitForRequest((candidate) => candidate.url().endsWith('/api/newsletter'));
    const popup = context.waitForEvent('page');
    await section.getByRole('button', { name: 'SUSCRIBIRME' }).click();
    await stored;
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toContain('lists.example.com');
    expect(new URLSearchParams(providerBody).get('EMAIL')).toBe('lista@example.com');
    await expect(section.getByText('¡Gracias por suscribirte!')).toBeVisible();
  });
});
