/**
 * Type hovers as readers meet them (plugins/twoslash-samples): a name in a config sample shows
 * its type on hover and on keyboard focus, in both languages and colour schemes, with or
 * without JavaScript; the popup is readable (contrast) and the page passes axe while it shows;
 * pages without such samples get nothing; the types stay out of the search data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import {
  findAccessibilityViolations,
  waitForHydration,
  waitForStyleTransitions,
  watchForProblems,
} from './support/browser-checks';
import { SEARCH_FILES_PATH } from '../plugins/site-search/runtime/search-data';
import { BUILD_DIR } from './support/built-site';

const SAMPLE_PAGE = '/api/config/config-basic';
const NAME = '.twoslash-hover';

/** The popup of a name: its `::after` box, drawn from the name's `aria-description`. */
async function popupOf(name: Locator) {
  return name.evaluate((element) => {
    const style = getComputedStyle(element, '::after');
    return {
      shown: style.content !== 'none' && style.content !== 'normal',
      content: style.content,
      color: style.color,
      background: style.backgroundColor,
    };
  });
}

/** WCAG contrast ratio of two `rgb()` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((value) => {
        const channel = Number(value) / 255;
        return channel <= 0.03928
          ? channel / 12.92
          : ((channel + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

for (const prefix of ['', '/zh']) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${prefix || '/en'} ${scheme}: a name shows its type on hover and on focus, readable and axe-clean`, async ({
      page,
      baseURL,
    }) => {
      const problems = watchForProblems(page, baseURL!);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${prefix}${SAMPLE_PAGE}`);
      await waitForHydration(page);
      expect(await page.locator(NAME).count()).toBeGreaterThan(20);
      const name = page.locator(NAME, { hasText: /^defineConfig$/ }).first();
      await expect(name).toHaveAttribute('aria-description', /UserConfig/);
      expect((await popupOf(name)).shown).toBe(false);

      await name.hover();
      await waitForStyleTransitions(page);
      const hovered = await popupOf(name);
      expect(hovered.shown).toBe(true);
      expect(hovered.content).toContain('defineConfig');
      expect(contrast(hovered.color, hovered.background)).toBeGreaterThan(4.5);
      expect(await findAccessibilityViolations(page)).toEqual([]);

      await page.mouse.move(0, 0);
      expect((await popupOf(name)).shown).toBe(false);

      // From the keyboard: Tab from just before the code block reaches the name.
      await name.evaluate((element) => {
        const before = document.createElement('button');
        before.id = 'tab-start';
        before.textContent = 'start';
        element.closest('pre')!.before(before);
        before.focus();
      });
      for (let press = 0; press < 8; press++) {
        await page.keyboard.press('Tab');
        if (
          await name.evaluate((element) => element === document.activeElement)
        )
          break;
      }
      await expect(name).toBeFocused();
      await page.evaluate(() => document.getElementById('tab-start')!.remove());
      expect((await popupOf(name)).shown).toBe(true);
      expect(await findAccessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sample reads as code and its popups still open', async ({
    page,
  }) => {
    await page.goto(SAMPLE_PAGE);
    const name = page.locator(NAME).first();
    await expect(name.locator('xpath=ancestor::pre')).toContainText(
      "from '@rspress/core'",
    );
    expect((await popupOf(name)).shown).toBe(false);
    await name.hover();
    expect((await popupOf(name)).shown).toBe(true);
  });
});

test('a page without samples with hovers gets neither names nor their stylesheet', async ({
  page,
}) => {
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  expect(await page.locator(NAME).count()).toBe(0);
  const styles = await page
    .locator('style')
    .evaluateAll((elements) => elements.map((element) => element.textContent));
  expect(styles.join('\n')).not.toContain('twoslash');
});

test('the search data holds the samples as code, without popups', () => {
  const read = (dir: string, keep: (file: string) => boolean) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter(keep)
      .map((file) => readFileSync(path.join(dir, file), 'utf8'));
  const files = [
    // The shards and section texts, and each language's index chunk.
    ...read(path.join(BUILD_DIR, SEARCH_FILES_PATH), (file) =>
      file.endsWith('.json'),
    ),
    ...read(path.join(BUILD_DIR, 'static', 'js', 'async'), (file) =>
      file.startsWith('site-search-index-'),
    ),
  ];
  expect(files.length).toBeGreaterThan(2);
  const all = files.join('\n');
  expect(all).toContain('defineConfig');
  for (const leak of ['anchor-scope', 'UserConfigAsyncFn'])
    expect(all).not.toContain(leak);
});
