/** A "Skip to content" link is the first thing keyboard users reach, in each language. */
import { expect, test } from '@playwright/test';
import { homeOf, SITE_LANGS, textsOf } from '../config/locales';
import { localizeRoute } from '../tests/site/routes';
import { waitForHydration } from './support/browser-checks';

const cases = SITE_LANGS.flatMap((lang) => [
  { path: localizeRoute('/guide/start/introduction', lang), lang },
  { path: homeOf(lang), lang },
]);

for (const { path, lang } of cases) {
  test(`${path}: the first Tab reaches the skip link, which moves focus to the content`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    await expect(skip).toHaveText(textsOf(lang).skipLink);
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('id', 'main-content');
    // The next Tab continues inside the content, not in the top bar.
    await page.keyboard.press('Tab');
    const inNav = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('.rp-nav')),
    );
    expect(inNav).toBe(false);
  });
}
