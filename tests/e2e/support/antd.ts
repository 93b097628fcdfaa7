import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The antd confirmation containing `text`, once its opening animation is over: a click that lands
 * while the dialog is still zooming in is dropped by antd, which made deletions flaky under load.
 */
export async function settledConfirm(page: Page, text: string): Promise<Locator> {
  return settled(page.getByRole('dialog').filter({ hasText: text }));
}

/**
 * `dialog` (an antd Modal) once its opening animation is over, for the same reason. Endless
 * animations (a spinner) are not waited for, and one that antd cancels counts as over.
 */
export async function settled(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return dialog;
}
