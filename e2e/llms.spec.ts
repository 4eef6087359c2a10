/** LLM-ready output: Markdown twins, llms.txt per language, and the copy control under titles. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { copyMarkdownTexts } from '../config/layer-texts';
import { waitForHydration } from './support/browser-checks';
import { BUILD_DIR, listBuiltPages } from './support/built-site';

const markdownFileOf = (urlPath: string) => (urlPath.endsWith('/') ? `${urlPath}index.md` : `${urlPath}.md`);

test('every page has a Markdown twin, and each language has llms.txt and llms-full.txt', () => {
  for (const builtPage of listBuiltPages()) {
    expect(existsSync(path.join(BUILD_DIR, markdownFileOf(builtPage.urlPath))), builtPage.urlPath).toBe(true);
  }
  for (const dir of ['', 'zh']) {
    const llms = readFileSync(path.join(BUILD_DIR, dir, 'llms.txt'), 'utf8');
    expect(llms).toMatch(/^# /);
    expect(llms).toContain(dir ? '/zh/guide/start/introduction.md' : '/guide/start/introduction.md');
    expect(readFileSync(path.join(BUILD_DIR, dir, 'llms-full.txt'), 'utf8').length).toBeGreaterThan(10_000);
  }
});

for (const { path: pagePath, lang } of [
  { path: '/guide/start/introduction', lang: 'en' as const },
  { path: '/zh/guide/start/introduction', lang: 'zh' as const },
]) {
  test(`${pagePath}: the copy control copies the page Markdown and says so`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(pagePath);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: copyMarkdownTexts.button[lang] });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: copyMarkdownTexts.copied[lang] })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = readFileSync(path.join(BUILD_DIR, `${pagePath}.md`), 'utf8');
    expect(copied).toBe(twin);
    await expect(page.getByRole('link', { name: copyMarkdownTexts.view[lang] })).toHaveAttribute('href', `${pagePath}.md`);
  });
}

test('where the clipboard is denied, the copy falls back and otherwise points to the Markdown file', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
    document.execCommand = () => false;
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  await page.getByRole('button', { name: copyMarkdownTexts.button.en }).click();
  await expect(page.getByRole('status').filter({ hasText: copyMarkdownTexts.failed.en })).toBeVisible();
  await expect(page.getByRole('link', { name: copyMarkdownTexts.view.en })).toBeVisible();
  expect(errors).toEqual([]);
});
