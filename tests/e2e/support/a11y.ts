import fs from 'node:fs';
import { createRequire } from 'node:module';
import { LIMITS } from '@casa/core';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
let axeText: string | undefined;

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * Lets the page come to rest before axe looks at it: the appointment button appears
 * LIMITS.appointmentButtonDelayMs after the navigation and fades in, and axe measures the
 * contrast of a half-transparent label as a violation. Waits for that moment, then for every
 * animation that ends (the carousel's endless loop is left running).
 */
async function settle(page: Page) {
  await page.waitForFunction((delay) => performance.now() > delay, LIMITS.appointmentButtonDelayMs + 100);
  await page.evaluate(async () => {
    // Two frames: the timer's React render and its first style, so its animation is listed.
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * axe-core on the current page, or on the part `include` selects: no serious or critical
 * violation. Evaluated through the devtools protocol, because the site's CSP (rightly) refuses
 * inline scripts. `label` names the page or state in the failure message.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string; label?: string } = {}) {
  axeText ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await settle(page);
  await page.evaluate(axeText);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  }, options.include ?? null);
  expect(violations, `axe on ${options.label ?? options.include ?? page.url()}`).toEqual([]);
}
