/**
 * A tab left open across a deploy: the page chunks it asks for are gone. Following a link must
 * open the page with a full page load, at the link's #anchor, whichever route runtime the build
 * has (Rspress's with theme/patches/StaleChunkRecovery, or the page-data diet's).
 */
import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './browser-checks';
import type { Lang } from './built-site';
import { prefixed } from './expected';

export async function expectFullLoadWhenChunksAreGone(
  page: Page,
  lang: Lang,
): Promise<void> {
  const from = prefixed('/guide/advanced/custom-search', lang);
  const to = `${prefixed('/guide/default-theme/multi-version', lang)}#search`;
  await page.goto(from);
  await waitForHydration(page);
  await page.evaluate(() =>
    Object.assign(window, { stillTheSameDocument: true }),
  );
  // From now on every page chunk is missing, as for a tab left open across a deploy.
  await page.route(/\/static\/js\/async\/route-[0-9a-f]+\./, (route) =>
    route.abort(),
  );
  await page.locator('.rp-doc').locator(`a[href="${to}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await page.waitForLoadState('domcontentloaded');
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(
    false,
  );
  await expect(page.locator('#search')).toBeInViewport();
}
