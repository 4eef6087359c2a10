/** LLM-ready output: Markdown twins, llms.txt per language, and the copy control under titles. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { langPrefix, SITE_LANGS, textsOf } from '../config/locales';
import { localizeRoute } from '../tests/site/routes';
import { waitForHydration } from './support/browser-checks';
import { BUILD_DIR, listBuiltPages } from './support/built-site';

const markdownFileOf = (urlPath: string) =>
  urlPath.endsWith('/') ? `${urlPath}index.md` : `${urlPath}.md`;

test('every page has a Markdown twin, and each language has llms.txt and llms-full.txt', () => {
  for (const builtPage of listBuiltPages()) {
    expect(
      existsSync(path.join(BUILD_DIR, markdownFileOf(builtPage.urlPath))),
      builtPage.urlPath,
    ).toBe(true);
  }
  for (const lang of SITE_LANGS) {
    const dir = langPrefix(lang);
    const llms = readFileSync(path.join(BUILD_DIR, dir, 'llms.txt'), 'utf8');
    expect(llms).toMatch(/^# /);
    expect(llms).toContain(
      `${localizeRoute('/guide/start/introduction', lang)}.md`,
    );
    expect(
      readFileSync(path.join(BUILD_DIR, dir, 'llms-full.txt'), 'utf8').length,
    ).toBeGreaterThan(10_000);
  }
});

for (const { path: pagePath, lang } of SITE_LANGS.map((lang) => ({
  path: localizeRoute('/guide/start/introduction', lang),
  lang,
}))) {
  test(`${pagePath}: the copy control copies the page Markdown and says so`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(pagePath);
    await waitForHydration(page);
    const button = page.getByRole('button', {
      name: textsOf(lang).copyMarkdown.button,
    });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: textsOf(lang).copyMarkdown.copied }),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = readFileSync(path.join(BUILD_DIR, `${pagePath}.md`), 'utf8');
    expect(copied).toBe(twin);
    await expect(
      page.getByRole('link', { name: textsOf(lang).copyMarkdown.view }),
    ).toHaveAttribute('href', `${pagePath}.md`);
  });
}

test('where the clipboard is denied, the copy falls back and otherwise points to the Markdown file', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: () =>
          Promise.reject(
            new DOMException('Write permission denied.', 'NotAllowedError'),
          ),
      },
    });
    document.execCommand = () => false;
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  await page
    .getByRole('button', { name: textsOf('en').copyMarkdown.button })
    .click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: textsOf('en').copyMarkdown.failed }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: textsOf('en').copyMarkdown.view }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
