/** `hideNavbar: 'auto'`: the top bar gets out of the way while reading and comes back on demand. */
import { expect, test, type Page } from '@playwright/test';
import { SITE_LANGS } from '../config/locales';
import { localizeRoute } from '../tests/site/routes';
import { waitForHydration } from './support/browser-checks';

async function navTop(page: Page): Promise<number> {
  return page
    .locator('.rp-nav')
    .evaluate((nav) => nav.getBoundingClientRect().bottom);
}

/** Makes sure the page is long enough to scroll, whatever its content. */
async function makeScrollable(page: Page) {
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) => window.scrollTo({ top, behavior: 'instant' }),
    y,
  );
}

for (const path of SITE_LANGS.map((lang) =>
  localizeRoute('/guide/start/getting-started', lang),
)) {
  test(`${path}: the bar hides on scroll down and returns on scroll up and at the top`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(path);
    await waitForHydration(page);
    await makeScrollable(page);
    await expect.poll(() => navTop(page)).toBeGreaterThan(0);

    const heading = page.locator('h1');
    const headingBefore = await heading.evaluate(
      (element) => element.getBoundingClientRect().top + window.scrollY,
    );

    await scrollTo(page, 300);
    await expect(page.locator('html')).toHaveAttribute(
      'data-navbar-hidden',
      '',
    );
    await expect.poll(() => navTop(page)).toBeLessThanOrEqual(0);

    // Hiding is a transform only: content below does not move.
    const headingAfter = await heading.evaluate(
      (element) => element.getBoundingClientRect().top + window.scrollY,
    );
    expect(headingAfter).toBe(headingBefore);

    await scrollTo(page, 200);
    await expect(page.locator('html')).not.toHaveAttribute(
      'data-navbar-hidden',
    );
    await expect.poll(() => navTop(page)).toBeGreaterThan(0);

    await scrollTo(page, 400);
    await expect(page.locator('html')).toHaveAttribute(
      'data-navbar-hidden',
      '',
    );
    await scrollTo(page, 0);
    await expect(page.locator('html')).not.toHaveAttribute(
      'data-navbar-hidden',
    );
  });
}

test('keyboard focus inside the bar keeps it visible', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/guide/start/getting-started');
  await waitForHydration(page);
  await makeScrollable(page);
  await scrollTo(page, 300);
  await expect(page.locator('html')).toHaveAttribute('data-navbar-hidden', '');
  await page.locator('.rp-nav a').first().focus();
  await expect.poll(() => navTop(page)).toBeGreaterThan(0);
});
