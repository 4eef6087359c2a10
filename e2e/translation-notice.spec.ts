/**
 * The out-of-date translation notice, in the test variant (scripts/build-variant.mjs), where
 * one English page gained a section after its Chinese twin was marked as up to date.
 */
import { expect, test } from '@playwright/test';
import { langPrefix } from '../config/locales';
import { fileToRoute } from '../tests/support/docs';
import variant from './fixtures/variant.json' with { type: 'json' };
import {
  blockExternalRequests,
  findAccessibilityViolations,
  waitForHydration,
  watchForProblems,
} from './support/browser-checks';

/** The Chinese twin of the English page the variant build edited. */
const STALE = `${langPrefix('zh')}${fileToRoute(variant.stalePage)}`;
const SOURCE = fileToRoute(variant.stalePage);

test.beforeEach(async ({ context, baseURL }) => {
  await blockExternalRequests(context, baseURL!);
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('a stale Chinese page says so under its title, links to the English page, and stays accessible', async ({
      page,
      baseURL,
    }) => {
      const problems = watchForProblems(page, baseURL!);
      await page.goto(STALE);
      await waitForHydration(page);
      const notice = page.getByRole('note', { name: '译文可能已过时' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('英文原文在本页上次翻译之后有过改动');
      // Under the title: nothing of the page's content comes between the h1 and the notice.
      const between = await page.evaluate(() => {
        const notice = document.querySelector('.translation-notice');
        const title = document.querySelector('.rp-doc h1');
        const range = document.createRange();
        range.setStartAfter(title!);
        range.setEndBefore(notice!);
        return range.cloneContents().querySelectorAll('p, h2, pre, table')
          .length;
      });
      expect(between).toBe(0);
      const original = notice.getByRole('link', { name: '英文原文' });
      await expect(original).toHaveAttribute('hreflang', 'en');
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await original.click();
      await expect(page).toHaveURL(new RegExp(`${SOURCE}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(
        page.getByRole('heading', {
          name: 'A section added after the translation',
        }),
      ).toBeVisible();
    });
  });
}

test('up-to-date Chinese pages and English pages show no notice', async ({
  page,
}) => {
  for (const path of ['/zh/guide/start/getting-started', '/zh/', SOURCE]) {
    await page.goto(path);
    await expect(page.locator('.rp-doc, .rp-home-hero').first()).toBeVisible();
    await expect(page.getByRole('note'), path).toHaveCount(0);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the notice is in the server-rendered page', async ({ page }) => {
    await page.goto(STALE);
    await expect(
      page.getByRole('note', { name: '译文可能已过时' }),
    ).toBeVisible();
  });
});
