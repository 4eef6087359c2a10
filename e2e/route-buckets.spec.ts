/**
 * The page-data diet's route runtime (plugins/page-data-diet/runtime/route-table.ts), on the
 * test variant: the main site is below the size where the route split pays
 * (framework/pays-from.json), and the variant keeps every optimisation on.
 */
import { expect, test } from '@playwright/test';
import { SITE_LANGS } from '../config/locales';
import { ROUTE_BUCKETS } from '../plugins/page-data-diet/route-buckets';
import { bucketOf } from '../plugins/page-data-diet/runtime/route-table';
import {
  blockExternalRequests,
  collectConsoleProblems,
  waitForHydration,
} from './support/browser-checks';
import { prefixed } from './support/expected';
import { expectFullLoadWhenChunksAreGone } from './support/stale-chunks';

test.beforeEach(async ({ context, baseURL }) => {
  await blockExternalRequests(context, new URL(baseURL!).origin);
});

for (const lang of SITE_LANGS) {
  test.describe(`${lang} pages`, () => {
    test('a link followed from the keyboard opens in the app, even before its route is known', async ({
      page,
    }) => {
      // Routes arrive in buckets (plugins/page-data-diet/route-buckets.ts); hovering a link
      // loads its bucket, the keyboard does not. Enter on a link whose bucket has not arrived
      // must still navigate in the app, not reload the page.
      const from = prefixed('/guide/start/introduction', lang);
      const to = prefixed('/guide/basic/deploy', lang);
      const targetBucket = bucketOf(to, ROUTE_BUCKETS);
      expect(targetBucket).not.toBe(bucketOf(from, ROUTE_BUCKETS));
      const problems = collectConsoleProblems(page);
      const bucketRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/static\/js\/async\/routes-\d+\./.test(request.url()))
          bucketRequests.push(request.url());
      });
      await page.goto(from);
      await waitForHydration(page);
      await page.evaluate(() =>
        Object.assign(window, { stillTheSameDocument: true }),
      );
      expect(
        bucketRequests.filter((url) =>
          url.includes(`/routes-${targetBucket}.`),
        ),
      ).toEqual([]);
      await page
        .locator('.rp-doc-layout__sidebar')
        .locator(`a[href="${to}"]`)
        .focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.locator('.rp-doc h1')).toBeVisible();
      expect(
        bucketRequests.filter((url) =>
          url.includes(`/routes-${targetBucket}.`),
        ),
      ).toHaveLength(1);
      expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(
        true,
      );
      expect(problems).toEqual([]);
    });

    test('a link whose page chunks are gone (a deploy renamed them) opens with a full page load at its #anchor', async ({
      page,
    }) => {
      await expectFullLoadWhenChunksAreGone(page, lang);
    });
  });
}
