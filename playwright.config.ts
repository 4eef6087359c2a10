import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/lib/browser.mjs';

// Ports away from the usual dev-server defaults (3000, 4173, 5173) so a running dev or
// preview server never collides with the tests.
const PORT = Number(process.env.E2E_PORT ?? 4317);
// The test variant of the site (scripts/build-variant.mjs) is served next to it.
const VARIANT_PORT = PORT + 1;
// Specs that need the variant: Algolia mode, a translation whose source has changed, a collapsed sidebar group.
const VARIANT_SPECS =
  /search-algolia|translation-notice|collapsed-sidebar-group|route-buckets/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two, whether or not CI is set: Playwright's default is half the cores, one worker on a
  // 2-core machine, and much of a page visit is waiting (HTML in pieces, hydration, requests).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'site',
      testIgnore: VARIANT_SPECS,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'variant',
      testMatch: VARIANT_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${VARIANT_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve.mjs --port ${VARIANT_PORT} --dir doc_build_variant`,
      url: `http://127.0.0.1:${VARIANT_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
