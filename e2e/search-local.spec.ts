/** The built-in local search: shortcuts, focus handling, and results in each language. */
import { expect, test } from '@playwright/test';
import { blockExternalRequests, waitForHydration } from './support/browser-checks';

test.beforeEach(async ({ context, baseURL }) => {
  await blockExternalRequests(context, new URL(baseURL!).origin);
});

const panel = '.rp-search-panel__modal';
const input = '.rp-search-panel__input';

test('the search button opens the panel and Escape closes it, returning focus to the button', async ({ page }) => {
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  await page.locator('.rp-search-button').click();
  await expect(page.locator(panel)).toBeVisible();
  await expect(page.locator(input)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator(panel)).toHaveCount(0);
  await expect(page.locator('.rp-search-button')).toBeFocused();
});

test('closing a panel opened with "/" returns focus to where the reader was', async ({ page }) => {
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  const link = page.locator('.rspress-doc a[href^="/"]').first();
  await link.focus();
  await page.keyboard.press('/');
  await expect(page.locator(panel)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(panel)).toHaveCount(0);
  await expect(link).toBeFocused();
});

for (const combo of ['Control+k', 'Meta+k']) {
  test(`${combo} opens the panel`, async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await waitForHydration(page);
    await page.keyboard.press(combo);
    await expect(page.locator(panel)).toBeVisible();
  });
}

test('"/" opens the panel outside text fields, but types normally inside them', async ({ page }) => {
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'probe-field';
    field.setAttribute('aria-label', 'probe');
    document.querySelector('main, .rspress-doc, body')!.prepend(field);
  });
  await page.locator('#probe-field').focus();
  await page.keyboard.press('/');
  await expect(page.locator('#probe-field')).toHaveValue('/');
  await expect(page.locator(panel)).toHaveCount(0);

  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(page.locator(panel)).toBeVisible();
  await expect(page.locator(input)).toHaveValue('');
});

test('an English query finds English pages', async ({ page }) => {
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  await page.locator('.rp-search-button').click();
  await page.locator(input).fill('getting started');
  const results = page.locator('.rp-suggest-item__link');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.some((href) => href?.startsWith('/guide/start/getting-started'))).toBe(true);
  expect(hrefs.every((href) => !href?.startsWith('/zh/'))).toBe(true);
});

test('a Chinese query on a Chinese page finds Chinese pages', async ({ page }) => {
  await page.goto('/zh/guide/start/introduction');
  await waitForHydration(page);
  await page.locator('.rp-search-button').click();
  await page.locator(input).fill('快速开始');
  const results = page.locator('.rp-suggest-item__link');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.some((href) => href?.startsWith('/zh/guide/start/getting-started'))).toBe(true);
  expect(hrefs.every((href) => href?.startsWith('/zh/'))).toBe(true);
});
