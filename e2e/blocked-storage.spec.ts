/**
 * A reader who blocks site data: reading `window.localStorage` throws a SecurityError.
 * Every page must still render its content and throw nothing.
 */
import { expect, test } from '@playwright/test';
import {
  blockExternalRequests,
  waitForHydration,
} from './support/browser-checks';
import { listBuiltPages } from './support/built-site';

test.beforeEach(async ({ context, baseURL }) => {
  await blockExternalRequests(context, new URL(baseURL!).origin);
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
});

for (const builtPage of listBuiltPages()) {
  test(`${builtPage.urlPath} renders with browser storage blocked`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(builtPage.urlPath);
    await waitForHydration(page);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.rp-nav')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the colour-scheme switch still works for the page lifetime without storage', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 }); // wide enough for the switch to sit in the bar
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  const wasDark = await page.evaluate(() =>
    document.documentElement.classList.contains('dark'),
  );
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.classList.contains('dark')),
    )
    .toBe(!wasDark);
});
