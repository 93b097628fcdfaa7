import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { withDatabase } from '../support/database';
import { waitForHydration } from '../support/hydration';

const INSTALLED = new Date('2025-03-01T10:00:00');

/**
 * Fakes the page's clock (Date, timers, performance.now) and stops it, so the page's time stays at
 * about 0 ms however long the machine takes to load it: from then on it moves only when the test says.
 */
async function freezePageClock(page: Page) {
  await page.clock.install({ time: INSTALLED });
  await page.clock.pauseAt(new Date(INSTALLED.getTime() + 60_000));
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Solicita una cita' });
const openButton = (page: Page) => page.getByRole('button', { name: 'Solicitar cita' });

async function openPanel(page: Page, path = '/corporativo') {
  await page.goto(path);
  await openButton(page).click();
  await expect(panel(page)).toBeVisible();
}

/** Fills the form; answers the day chosen (the first one offered: tomorrow or the next working day). */
async function fill(page: Page, email: string): Promise<string> {
  const p = panel(page);
  await p.getByLabel('Nombre completo').fill('Carla Méndez');
  await p.getByLabel('Correo electrónico').fill(email);
  await p.getByLabel('Teléfono').fill('829-555-0142');
  await p.getByLabel(/Empresa/).fill('Hotel Colonial');
  const day = p.getByLabel(/Fecha preferida/);
  const chosen = await day.locator('option').nth(1).getAttribute('value');
  await day.selectOption(chosen ?? '');
  await p.getByLabel(/Hora preferida/).selectOption('10:00');
  await p.getByLabel('Mensaje').fill('Queremos renovar el lobby y las habitaciones.');
  await p.getByRole('checkbox').check();
  return chosen ?? '';
}

test.describe('Appointment widget (docs/product.md §2/§4)', () => {
  test('the floating button appears 2 seconds after the page loads', async ({ page }) => {
    await freezePageClock(page);
    await page.goto('/hospitality');
    await waitForHydration(page);
    await page.clock.runFor(1_500);
    await expect(openButton(page)).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(openButton(page)).toBeVisible();
  });

  test('the 2 s count starts when the page loads, not when the widget code arrives', { tag: '@desktop-only' }, async ({ page }) => {
    await freezePageClock(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A slow phone: the widget's code arrives 1.5 s after the page started loading.
    await page.route(/\/assets\/appointment-widget-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/hospitality', { waitUntil: 'commit' });
    await page.clock.runFor(1_500);
    release();
    await waitForHydration(page);
    // 1.5 s of page time when the code runs: the button waits only for what is left of the 2 s.
    await expect(openButton(page)).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(openButton(page)).toBeVisible();
  });

  test('the form downloads as soon as the button shows, before any tap', { tag: '@desktop-only' }, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/corporativo/servicios');
    await waitForHydration(page);
    await expect(openButton(page)).toBeVisible();
    await expect.poll(() => scripts.some((path) => /\/appointment-panel-[^/]+\.js$/.test(path))).toBe(true);
    // Opening it then needs nothing more from the network.
    const before = scripts.length;
    await openButton(page).click();
    await expect(panel(page)).toBeVisible();
    expect(scripts.slice(before)).toEqual([]);
  });

  test('the panel closes with its close button and with a click on the backdrop', async ({ page }) => {
    await openPanel(page);
    await panel(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(openButton(page)).toBeFocused();

    await openButton(page).click();
    await expect(panel(page)).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(panel(page)).toHaveCount(0);
  });

  test('every validation message under its field', async ({ page }) => {
    await openPanel(page);
    const p = panel(page);
    await p.getByRole('button', { name: 'ENVIAR SOLICITUD' }).click();
    for (const [label, message] of [
      ['Nombre completo', 'El nombre debe tener al menos 2 caracteres'],
      ['Correo electrónico', 'Por favor ingresa un email válido'],
      ['Teléfono', 'El teléfono debe tener al menos 10 dígitos'],
      ['Mensaje', 'El mensaje debe tener al menos 10 caracteres'],
    ] as const) {
      await expect(p.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(p.getByLabel(label)).toHaveAccessibleDescription(message);
    }
    await expect(p.getByRole('checkbox')).toHaveAccessibleDescription('Debes aceptar la política de privacidad');
    // Company, date and time are optional.
    await expect(p.getByLabel(/Empresa/)).toHaveAttribute('aria-invalid', 'false');
  });

  test('a sent request is stored with the division, closes the panel and thanks the visitor', async ({ page }) => {
    const email = `cita-${Date.now()}-${test.info().project.name}@example.com`;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/appointments', async (route) => {
      await held;
      await route.continue();
    });
    await openPanel(page, '/hospitality/servicios');
    const day = await fill(page, email);
    await panel(page).getByRole('button', { name: 'ENVIAR SOLICITUD' }).click();
    await expect(panel(page).getByRole('button', { name: 'ENVIANDO...' })).toBeDisabled();
    release();
    await expect(page.getByText('¡Solicitud enviada!', { exact: true })).toBeVisible();
    await expect(page.getByText('Nos pondremos en contacto contigo pronto para concertar la cita.', { exact: true })).toBeVisible();
    await expect(panel(page)).toHaveCount(0);

    const row = withDatabase((db) => db.prepare("SELECT * FROM leads WHERE kind = 'appointment' AND email = ?").get(email));
    expect(row).toMatchObject({
      name: 'Carla Méndez',
      phone: '829-555-0142',
      company: 'Hotel Colonial',
      preferred_date: day,
      preferred_time: '10:00',
      division: 'hospitality',
      accept_privacy: 1,
    });

    // The form was reset.
    await openButton(page).click();
    await expect(panel(page).getByLabel('Nombre completo')).toHaveValue('');
  });

  test('a failed request keeps the panel open with what was typed', { tag: '@desktop-only' }, async ({ page }) => {
    await page.route('**/api/appointments', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await openPanel(page);
    await fill(page, 'falla@example.com');
    await panel(page).getByRole('button', { name: 'ENVIAR SOLICITUD' }).click();
    await expect(page.getByText('No se pudo enviar la solicitud. Inténtalo de nuevo.', { exact: true })).toBeVisible();
    await expect(page.locator('[data-variant="destructive"]')).toContainText('Error');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByLabel('Correo electrónico')).toHaveValue('falla@example.com');
  });

  test('too many requests from one address: the error toast shows the server’s message', { tag: '@desktop-only' }, async ({ page }) => {
    const limited = 'Has enviado demasiadas solicitudes en poco tiempo. Espera unos minutos e inténtalo de nuevo.';
    await page.route('**/api/appointments', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: limited }) }),
    );
    await openPanel(page);
    await fill(page, 'limite@example.com');
    await panel(page).getByRole('button', { name: 'ENVIAR SOLICITUD' }).click();
    await expect(page.locator('[data-variant="destructive"]')).toContainText(limited);
    await expect(panel(page).getByLabel('Correo electrónico')).toHaveValue('limite@example.com');
  });

  test('the honeypot is out of sight and out of the tab order', async ({ page }) => {
    await openPanel(page);
    const honeypot = panel(page).locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).not.toBeInViewport();
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
  });

  test('no serious accessibility violation in the open panel', async ({ page }) => {
    await openPanel(page);
    await panel(page).getByRole('button', { name: 'ENVIAR SOLICITUD' }).click();
    await expect(panel(page).getByText('Debes aceptar la política de privacidad')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  });
});

test.describe('Floating buttons', () => {
  test('appointment and WhatsApp buttons are at least 44 px, inside the screen and apart', async ({ page }) => {
    await page.goto('/corporativo/nosotros');
    await expect(openButton(page)).toBeVisible();
    const viewport = page.viewportSize()!;
    const a = (await openButton(page).boundingBox())!;
    const w = (await page.getByTestId('whatsapp-link').boundingBox())!;
    for (const box of [a, w]) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    const overlap = a.x < w.x + w.width && w.x < a.x + a.width && a.y < w.y + w.height && w.y < a.y + a.height;
    expect(overlap).toBe(false);
  });

  test('at the end of the page the buttons leave the footer readable', async ({ page }) => {
    await page.goto('/corporativo/contacto');
    await expect(openButton(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Nothing the footer shows as text or link sits under a floating button.
    const covered = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll('[data-testid="whatsapp-link"], button')].filter(
        (element) => getComputedStyle(element).position === 'fixed',
      );
      const rects = buttons.map((element) => element.getBoundingClientRect());
      const footer = document.querySelector('footer');
      if (!footer) return [];
      const targets = [...footer.querySelectorAll('a, p, li, address, span')].filter((element) => element.children.length === 0);
      return targets
        .filter((element) => {
          const r = element.getBoundingClientRect();
          return r.width > 0 && rects.some((b) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom);
        })
        .map((element) => element.textContent?.trim());
    });
    expect(covered).toEqual([]);
  });
});
