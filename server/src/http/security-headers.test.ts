import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { BOOT_SCRIPT_SOURCE } from '../web/boot-script.js';
import { EARLY_TAPS_SOURCE } from '../web/early-taps.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { newsletterUrl: 'https://lists.example.com/subscribe/post?u=1' } });
});
afterAll(() => t.close());

function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

describe('Content-Security-Policy with a newsletter provider', () => {
  it('lets the form post to the provider but never loads script from it or connects to it', async () => {
    const csp = directives((await t.request('/api/health')).headers.get('content-security-policy') ?? '');
    expect(csp.get('form-action')).toBe("'self' https://lists.example.com");
    // Scripts: this site's files and the pages' boot and early-taps scripts, by their hashes.
    expect(csp.get('script-src')).toBe(`'self' ${BOOT_SCRIPT_SOURCE} ${EARLY_TAPS_SOURCE}`);
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
  });
});
