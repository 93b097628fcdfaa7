import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
let axeText: string | undefined;

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * axe-core on the current page, or on the part `include` selects: no serious or critical
 * violation. Evaluated through the devtools protocol, because the site's CSP (rightly) refuses
 * inline scripts. `label` names the page or state in the failure message.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string; label?: string } = {}) {
  axeText ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
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
