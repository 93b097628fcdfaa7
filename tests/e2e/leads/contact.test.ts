import { DIVISION_CONTENT, SITE } from '@casa/core/content';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { withDatabase } from '../support/database';
import { waitForHydration } from '../support/hydration';

const LIMITED = 'Has enviado demasiadas solicitudes en poco tiempo. Espera unos minutos e inténtalo de nuevo.';

const form = (page: Page) => page.getByRole('form', { name: 'Formulario de contacto' });

async function fill(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  const f = form(page);
  await f.getByLabel('Nombre completo').fill(values.name);
  await f.getByLabel('Correo electrónico').fill(values.email);
  await f.getByLabel('Teléfono').fill(values.phone);
  await f.getByLabel('Mensaje').fill(values.message);
  await f.getByRole('checkbox').check();
}

test.describe('Contact page (docs/product.md §2)', () => {
  test('hero with the division subtitle and the contact info block', async ({ page }) => {
    await page.goto('/hospitality/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await expect(page.getByText(DIVISION_CONTENT.hospitality.contactSubtitle)).toBeVisible();
    const info = page.getByRole('region', { name: 'Información de contacto' });
    await expect(info.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', SITE.phoneHref);
    await expect(info.getByRole('link', { name: SITE.salesEmail })).toHaveAttribute('href', `mailto:${SITE.salesEmail}`);
    await expect(info.getByText(/Naco, Santo Domingo/)).toBeVisible();
    await expect(info.getByText('Lunes a Viernes 8:00am-5:00pm')).toBeVisible();

    await page.goto('/corporativo/contacto');
    await expect(page.getByText(DIVISION_CONTENT.corporativo.contactSubtitle)).toBeVisible();
  });

  test('every validation message under its field', async ({ page }) => {
    await page.goto('/corporativo/contacto');
    const f = form(page);
    await f.getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
    const expectError = async (label: string | RegExp, message: string) => {
      const control = f.getByLabel(label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(message);
      await expect(f.getByText(message, { exact: true })).toBeVisible();
    };
    await expectError('Nombre completo', 'El nombre debe tener al menos 2 caracteres');
    await expectError('Correo electrónico', 'Por favor ingresa un email válido');
    await expectError('Teléfono', 'El teléfono debe tener al menos 10 dígitos');
    await expectError('Mensaje', 'El mensaje debe tener al menos 10 caracteres');
    await expectError(/acepto la/, 'Debes aceptar la política de privacidad');

    await f.getByLabel('Nombre completo').fill('Ana');
    await f.getByLabel('Correo electrónico').fill('ana@');
    await expect(f.getByText('El nombre debe tener al menos 2 caracteres')).toHaveCount(0);
    await expect(f.getByText('Por favor ingresa un email válido')).toBeVisible();
    await expect(f.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/politica-de-privacidad');
  });

  test('a sent message is stored, the form resets and a toast thanks the visitor', async ({ page }) => {
    const email = `contacto-${Date.now()}-${test.info().project.name}@example.com`;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contacts', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/hospitality/contacto');
    await fill(page, { name: 'Ana Pérez', email, phone: '809-555-0199', message: 'Quisiera una cotización para un hotel.' });
    await form(page).getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
    const sending = form(page).getByRole('button', { name: 'ENVIANDO...' });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByText('¡Mensaje enviado!', { exact: true })).toBeVisible();
    await expect(page.getByText('Gracias por contactarnos. Te responderemos pronto.', { exact: true })).toBeVisible();
    await expect(form(page).getByLabel('Nombre completo')).toHaveValue('');
    await expect(form(page).getByRole('checkbox')).not.toBeChecked();

    const row = withDatabase((db) => db.prepare("SELECT * FROM leads WHERE kind = 'contact' AND email = ?").get(email));
    expect(row).toMatchObject({
      name: 'Ana Pérez',
      phone: '809-555-0199',
      division: 'hospitality',
      message: 'Quisiera una cotización para un hotel.',
    });
  });

  test('a failed send keeps the form and shows the destructive toast', { tag: '@desktop-only' }, async ({ page }) => {
    await page.route('**/api/contacts', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto('/corporativo/contacto');
    await fill(page, { name: 'Luis Gómez', email: 'luis@example.com', phone: '8095550100', message: 'Necesito sillas para oficina.' });
    await form(page).getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
    await expect(page.getByText('No se pudo enviar el mensaje. Inténtalo de nuevo.', { exact: true })).toBeVisible();
    await expect(page.locator('[data-variant="destructive"]')).toContainText('Error');
    await expect(form(page).getByLabel('Nombre completo')).toHaveValue('Luis Gómez');
    await expect(form(page).getByLabel('Mensaje')).toHaveValue('Necesito sillas para oficina.');
    await expect(form(page).getByRole('button', { name: 'ENVIAR MENSAJE' })).toBeEnabled();
  });

  test('too many messages from one address: the error toast shows the server’s message', { tag: '@desktop-only' }, async ({ page }) => {
    await page.route('**/api/contacts', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: LIMITED }) }),
    );
    await page.goto('/corporativo/contacto');
    await fill(page, { name: 'Luis Gómez', email: 'luis@example.com', phone: '8095550100', message: 'Necesito sillas para oficina.' });
    await form(page).getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
    await expect(page.locator('[data-variant="destructive"]')).toContainText(LIMITED);
    await expect(form(page).getByLabel('Mensaje')).toHaveValue('Necesito sillas para oficina.');
  });

  test('the honeypot is out of sight, out of the tab order and sent empty by a person', async ({ page }) => {
    await page.goto('/corporativo/contacto');
    const honeypot = form(page).locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).not.toBeInViewport();
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
    await fill(page, {
      name: 'Ana Pérez',
      email: `honeypot-${Date.now()}@example.com`,
      phone: '809-555-0199',
      message: 'Quisiera una cotización.',
    });
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/contacts') && candidate.method() === 'POST');
    await form(page).getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
    expect((await request).postDataJSON()).toMatchObject({ website: '' });
    await expect(page.getByText('¡Mensaje enviado!', { exact: true })).toBeVisible();
  });

  test(
    'its checks download with the first focus; offline, a press says so and keeps the text, and works once back',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const SCHEMA = /\/assets\/contact-schema-[^/]*\.js$/;
      const asked: string[] = [];
      page.on('request', (request) => {
        if (SCHEMA.test(request.url())) asked.push(request.url());
      });
      await page.goto('/corporativo/contacto');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);

      await page.route(SCHEMA, (route) => route.abort('internetdisconnected'));
      await form(page).getByLabel('Mensaje').fill('Necesito sillas para oficina.');
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      await form(page).getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
      await expect(page.getByText('No se pudo enviar el mensaje. Inténtalo de nuevo.', { exact: true })).toBeVisible();
      await expect(form(page).getByLabel('Mensaje')).toHaveValue('Necesito sillas para oficina.');

      await page.unroute(SCHEMA);
      await form(page).getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
      await expect(form(page).getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
    },
  );

  test('the toast region takes focus on F8 and a toast closes after 5 s', { tag: '@desktop-only' }, async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/contacts', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/corporativo/contacto');
    await fill(page, { name: 'Luis Gómez', email: 'luis@example.com', phone: '8095550100', message: 'Necesito sillas para oficina.' });
    await form(page).getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
    const text = page.getByText('No se pudo enviar el mensaje. Inténtalo de nuevo.', { exact: true });
    await expect(text).toBeVisible();
    await page.keyboard.press('F8');
    const viewport = page.getByRole('region', { name: 'Notificaciones (F8)' }).locator('ol');
    await expect(viewport).toBeFocused();
    await viewport.blur();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(text).toHaveCount(0);
  });

  // The mouse drives the pointer events, so this runs on the desktop project only.
  test('a toast swiped right by 50 px or more is dismissed; a shorter swipe is not', { tag: '@desktop-only' }, async ({ page }) => {
    await page.route('**/api/contacts', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/corporativo/contacto');
    await fill(page, { name: 'Luis Gómez', email: 'luis@example.com', phone: '8095550100', message: 'Necesito sillas para oficina.' });
    await form(page).getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
    const toast = page.locator('li[data-variant]');
    await expect(toast).toBeVisible();
    const swipe = async (distance: number) => {
      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 30, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 30 + (distance * step) / 10, y);
      await page.mouse.up();
    };
    await swipe(30);
    await expect(toast).toBeVisible();
    await swipe(90);
    await expect(toast).toHaveCount(0);
  });

  test('map: centred at zoom 16, marker popup with directions, at least 400 px tall', async ({ page }) => {
    await page.goto('/corporativo/contacto');
    const map = page.getByTestId('contact-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-container')).toBeVisible();
    const box = await map.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(400);
    await expect(map.locator('img.leaflet-tile').first()).toHaveAttribute('src', /[?&]z=16&/);
    await map.locator('.leaflet-marker-icon').click();
    const directions = map.getByRole('link', { name: 'Cómo llegar' });
    await expect(directions).toBeVisible();
    await expect(directions).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${SITE.map.lat},${SITE.map.lng}`);
    await expect(directions).toHaveAttribute('target', '_blank');
    const popup = await map.locator('.leaflet-popup-content').boundingBox();
    // Leaflet sizes the content to maxWidth + 1 px.
    expect(popup?.width ?? 0).toBeLessThanOrEqual(301);
  });

  test('no serious accessibility violation, with errors shown', async ({ page }) => {
    await page.goto('/corporativo/contacto');
    // The map loads as it comes near the viewport (below the form on a phone).
    await page.getByTestId('contact-map').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('contact-map').locator('.leaflet-container')).toBeAttached();
    await expectNoSeriousA11yViolations(page, { include: '#main' });
    await form(page).getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
    await expect(form(page).getByText('Debes aceptar la política de privacidad')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '#main' });
  });
});
