import { SITE } from '@casa/core/content';
import { expect, test } from '@playwright/test';

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
