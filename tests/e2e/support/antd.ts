import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The antd confirmation containing `text`, once its opening animation is over: a click that lands
 * while the dialog is still zooming in is dropped by antd, which made deletions flaky under load.
 */
export async function settledConfirm(page: Page, text: string): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  return dialog;
}
