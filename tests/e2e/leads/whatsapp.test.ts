import { SITE } from '@casa/core/content';
import { expect, test } from '../support/test';

for (const division of ['corporativo', 'hospitality'] as const) {
  test(`${division}: the WhatsApp link names its director and prefills the message`, async ({ page }) => {
    const contact = SITE.whatsapp[division];
    await page.goto(`/${division}`);
    const link = page.getByTestId('whatsapp-link');
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.origin + url.pathname).toBe(`https://wa.me/${contact.number}`);
    expect(url.searchParams.get('text')).toBe(contact.message);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(new RegExp(contact.name));
    await expect(link).toHaveAccessibleName(new RegExp(contact.role));
  });
}

test('the two divisions have different directors', () => {
  expect(SITE.whatsapp.corporativo.number).not.toBe(SITE.whatsapp.hospitality.number);
  expect(SITE.whatsapp.corporativo.name).not.toBe(SITE.whatsapp.hospitality.name);
});

test.describe('on a touch screen, which has no hover', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the director's name and role show beside the button, clear of the appointment button", async ({ page }) => {
    const contact = SITE.whatsapp.hospitality;
    await page.goto('/hospitality/servicios');
    const link = page.getByTestId('whatsapp-link');
    const name = link.getByText(contact.name, { exact: true });
    const role = link.getByText(contact.role, { exact: true });
    // The label holding both (its opacity is what hides it where a pointer can hover).
    const label = name.locator('..');
    await expect(label).toHaveCSS('opacity', '1');
    for (const line of [name, role]) await expect(line).toBeInViewport({ ratio: 1 });
    const appointment = page.getByRole('button', { name: 'Solicitar cita' });
    await expect(appointment).toBeVisible();
    const [labelBox, buttonBox] = [await label.boundingBox(), await appointment.boundingBox()];
    expect(labelBox && buttonBox && labelBox.x + labelBox.width < buttonBox.x).toBe(true);
  });
});

test("with a mouse, the director's name waits for hover @desktop-only", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/corporativo');
  const label = page.getByTestId('whatsapp-link').getByText(SITE.whatsapp.corporativo.name, { exact: true }).locator('..');
  await expect(label).toHaveCSS('opacity', '0');
  await page.getByTestId('whatsapp-link').hover();
  await expect(label).toHaveCSS('opacity', '1');
});
