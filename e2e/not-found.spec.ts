/** Missing pages answer 404 in the reader's language and lead home without stacking prefixes. */
import { expect, test } from '@playwright/test';
import { homeOf, langPrefix, SITE_LANGS, textsOf } from '../config/locales';
import {
  findAccessibilityViolations,
  waitForHydration,
} from './support/browser-checks';

// In every language: a missing page, and a deep missing path.
const cases = SITE_LANGS.flatMap((lang) => {
  // The first other language's link comes right after the page language's own home link.
  const other = homeOf(SITE_LANGS.find((candidate) => candidate !== lang)!);
  const expected = {
    lang,
    title: textsOf(lang).notFound.title,
    home: homeOf(lang),
    other,
  };
  return [
    `${langPrefix(lang)}/guide/no-such-page`,
    `${langPrefix(lang)}/a/b/c/deep`,
  ].map((path) => ({ path, ...expected }));
});

for (const { path, lang, title, home, other } of cases) {
  test(`${path} answers 404 in ${lang}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The document's own 404 status is expected; anything else is not.
      if (
        ['error', 'warning'].includes(message.type()) &&
        !message.text().includes('404 (Not Found)')
      ) {
        problems.push(message.text());
      }
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1:visible')).toHaveText(title);
    await expect(page.locator('h1:visible')).toHaveCount(1);

    const links = page.locator('.not-found__text:visible a');
    await expect(links.nth(0)).toHaveAttribute('href', home);
    await expect(links.nth(1)).toHaveAttribute('href', other);
    expect(await findAccessibilityViolations(page)).toEqual([]);

    // Switching language from a 404 goes to the other language's home, never /zh/zh/.
    await links.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${other.replace(/\//g, '\\/')}$`));
    expect(problems).toEqual([]);
  });
}
