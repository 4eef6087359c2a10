/** A "Skip to content" link is the first thing keyboard users reach, in each language. */
import { expect, test } from '@playwright/test';
import { skipLinkTexts } from '../config/layer-texts';
import { waitForHydration } from './support/browser-checks';

const cases = [
  { path: '/guide/start/introduction', lang: 'en' as const },
  { path: '/zh/guide/start/introduction', lang: 'zh' as const },
  { path: '/', lang: 'en' as const },
  { path: '/zh/', lang: 'zh' as const },
];

for (const { path, lang } of cases) {
  test(`${path}: the first Tab reaches the skip link, which moves focus to the content`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    await expect(skip).toHaveText(skipLinkTexts.label[lang]);
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('id', 'main-content');
    // The next Tab continues inside the content, not in the top bar.
    await page.keyboard.press('Tab');
    const inNav = await page.evaluate(() => Boolean(document.activeElement?.closest('.rp-nav')));
    expect(inNav).toBe(false);
  });
}
