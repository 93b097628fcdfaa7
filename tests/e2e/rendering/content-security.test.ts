import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForHydration } from '../support/hydration';

/** CSP violations the page reports (the console does not always show them to Playwright). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('Content security policy', () => {
  test('the forms validate without evaluating code: no CSP violation on the contact page or once the appointment form is loaded', async ({
    page,
  }) => {
    const violations = await watchViolations(page);

    await page.goto('/corporativo/contacto');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
    await expect(page.getByText('El nombre debe tener al menos 2 caracteres').first()).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto('/hospitality');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Solicitar cita' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ENVIAR SOLICITUD' }).click();
    await expect(page.getByRole('dialog').getByText('El nombre debe tener al menos 2 caracteres').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test.describe('The built site', () => {
  test('never serves the server-rendering bundle, however its path is spelt', async ({ request }) => {
    for (const spelling of [
      '/server/entry-server.js',
      '/%73erver/entry-server.js',
      '/Server/entry-server.js',
      '/server%2Fentry-server.js',
    ]) {
      const response = await request.get(spelling);
      expect(response.status(), spelling).toBe(404);
      expect(response.headers()['content-type'], spelling).toMatch(/^text\/html/);
    }
    // The browser's own files are still there.
    expect((await request.get('/favicon.svg')).status()).toBe(200);
  });
});
