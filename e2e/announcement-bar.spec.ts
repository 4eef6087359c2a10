/** The announcement bar: server-rendered, dismissible, remembered, and never flashing. */
import { expect, test, type Page } from '@playwright/test';
import { SITE_LANGS, textsOf } from '../config/locales';
import { ANNOUNCEMENT } from '../config/project';
import { localizeRoute } from '../tests/site/routes';
import {
  blockExternalRequests,
  waitForHydration,
} from './support/browser-checks';

const pages = SITE_LANGS.map((lang) => ({
  path: localizeRoute('/guide/start/introduction', lang),
  lang,
}));

test.beforeEach(async ({ context, baseURL }) => {
  await blockExternalRequests(context, new URL(baseURL!).origin);
});

async function headingTop(page: Page): Promise<number> {
  return page
    .locator('h1')
    .first()
    .evaluate(
      (element) => element.getBoundingClientRect().top + window.scrollY,
    );
}

for (const { path, lang } of pages) {
  test(`${path}: first-time readers get the bar in the server HTML, in their language`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('class="announcement-bar"');
    expect(html).toContain(textsOf(lang).announcement.message);

    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const bar = page.locator('.announcement-bar');
    await expect(bar).toBeVisible();
    const topBeforeHydration = await headingTop(page);
    await waitForHydration(page);
    expect(await headingTop(page), 'no layout shift while hydrating').toBe(
      topBeforeHydration,
    );
    await expect(
      bar.getByRole('link', { name: textsOf(lang).announcement.message }),
    ).toHaveAttribute('href', ANNOUNCEMENT.href);
    await expect(
      bar.getByRole('button', { name: textsOf(lang).announcement.close }),
    ).toBeVisible();
  });

  test(`${path}: closing the bar keeps it closed after a reload, without a flash`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page
      .getByRole('button', { name: textsOf(lang).announcement.close })
      .click();
    await expect(page.locator('.announcement-bar')).toHaveCount(0);
    expect(
      await page.evaluate(
        (key) => localStorage.getItem(key),
        ANNOUNCEMENT.localStorageKey,
      ),
    ).toBe('true');

    await page.reload({ waitUntil: 'domcontentloaded' });
    // Before any script of the app has run, the bar is already out of the layout.
    await expect(page.locator('html')).toHaveAttribute(
      'data-announcement-dismissed',
      '',
    );
    // The hiding rule sits in the head's stylesheet, which blocks the first paint but may still
    // be loading at DOMContentLoaded (more scripts are preloaded now): read the layout once the
    // head's own stylesheet has its rules, as the first paint does.
    await page.waitForFunction(() =>
      Array.from(
        document.head.querySelectorAll<HTMLLinkElement>(
          'link[rel="stylesheet"]',
        ),
      ).every((link) => (link.sheet?.cssRules.length ?? 0) > 0),
    );
    // Queried and measured in one synchronous step: hydration may remove the bar at any moment,
    // and a bar that is already detached has no computed style to read.
    const shownBars = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.announcement-bar'))
        .map((bar) => getComputedStyle(bar).display)
        .filter((display) => display !== 'none'),
    );
    expect(shownBars, 'bars shown before hydration').toEqual([]);
    await waitForHydration(page);
    await expect(page.locator('.announcement-bar')).toHaveCount(0);
  });
}

test('any stored value under the key hides the bar', async ({ page }) => {
  await page.addInitScript(
    (key) => localStorage.setItem(key, 'anything'),
    ANNOUNCEMENT.localStorageKey,
  );
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  await expect(page.locator('.announcement-bar')).toHaveCount(0);
});

test('with storage blocked the bar shows, closes for the page lifetime and throws nothing', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  await expect(page.locator('.announcement-bar')).toBeVisible();
  await page
    .getByRole('button', { name: textsOf('en').announcement.close })
    .click();
  await expect(page.locator('.announcement-bar')).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.announcement-bar')).toBeVisible();
  expect(errors).toEqual([]);
});
