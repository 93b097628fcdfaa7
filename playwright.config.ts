import { defineConfig, devices } from '@playwright/test';
import { E2E } from './tests/e2e/support/env';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built site
 * served by the real server with the demo data (tests/e2e/support/serve.mjs).
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E.baseUrl,
    launchOptions: chromium,
    locale: 'es-DO',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      // What does not depend on the screen's width (legal texts, headers and CSP, the newsletter
      // form, the English forms' words and the language they send, a campaign's origin: their
      // Spanish twins run on both; tests tagged @desktop-only) is proven once, on the desktop;
      // everything a finger touches runs on both.
      testIgnore: [
        /admin\//,
        /desktop\//,
        /e2e\/settings\//,
        /first-tap\.test\.ts$/,
        /public\/pages\.test\.ts$/,
        /content-security\.test\.ts$/,
        /newsletter\.test\.ts$/,
        /i18n\/forms\.test\.ts$/,
        /leads\/source\.test\.ts$/,
        // The server's HTML and its hydration, and the projects' paging links, are the same
        // whatever the width: the menu, the lightbox and the forms they hold are tested on both.
        /rendering\/server-rendering\.test\.ts$/,
        /projects\/paging\.test\.ts$/,
      ],
      grepInvert: /@desktop-only/,
      // A phone's width, touch and user agent at 1× pixels: layout and behaviour are the phone's,
      // while Pixel 7's 2.6× would only make the browser paint, and the server resize, about seven
      // times the pixels on a 2-core CI machine. The first taps below measure at the real density.
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, launchOptions: chromium },
    },
    {
      name: 'desktop',
      testIgnore: [/e2e\/settings\//, /first-tap\.test\.ts$/],
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    // The first taps measure how soon a throttled phone answers a finger, so they run after the
    // others with nothing beside them (one file: one worker; docs/decisions/0020).
    {
      name: 'first-tap',
      testMatch: /first-tap\.test\.ts$/,
      dependencies: ['phone', 'desktop'],
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: chromium },
    },
    // Site settings change what every public page shows, so they run alone, after the other
    // projects (`--project settings --no-deps` runs them on their own).
    {
      name: 'settings',
      testMatch: /e2e\/settings\/.*\.test\.ts$/,
      dependencies: ['first-tap'],
      use: { viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node tests/e2e/support/serve.mjs',
    url: `${E2E.baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
