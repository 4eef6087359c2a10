/** The top bar, the version menu and the sidebars, in both languages. */
import { expect, test } from '@playwright/test';
import { SITE_LANGS } from '../config/locales';
import {
  blockExternalRequests,
  collectConsoleProblems,
  waitForHydration,
} from './support/browser-checks';
import { expectFullLoadWhenChunksAreGone } from './support/stale-chunks';
import { navItems, prefixed, text } from './support/expected';

const LANGS = SITE_LANGS;

/**
 * The shape of a time as Rspress formats it (`toLocaleString(lang)` at build time): a sample
 * time in the same language with every number and the AM/PM marker made variable.
 */
function localeTimeShape(lang: string): RegExp {
  const sample = new Date(Date.UTC(2026, 10, 24, 14, 5, 9)).toLocaleString(
    lang,
    { timeZone: 'UTC' },
  );
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${escaped.replace(/\d+/g, '\\d{1,4}').replace(/AM|PM/, '(AM|PM)').replace(/\s/g, '\\s')}$`,
  );
}
const sectionLinks = navItems.filter((item) => item.link);
const versionMenu = navItems.find((item) => item.items)!;

test.beforeEach(async ({ context, baseURL }) => {
  await blockExternalRequests(context, new URL(baseURL!).origin);
});

for (const lang of LANGS) {
  test.describe(`${lang} pages`, () => {
    test('the top bar links Guide, Plugin and API in the page language and marks the current section', async ({
      page,
    }) => {
      for (const current of sectionLinks) {
        await page.goto(prefixed(current.link!, lang));
        await waitForHydration(page);
        const nav = page.locator('.rp-nav');
        for (const item of sectionLinks) {
          const name = { name: text(item.text, lang), exact: true };
          await expect(nav.getByRole('link', name)).toHaveAttribute(
            'href',
            prefixed(item.link!, lang),
          );
          const container = nav.locator('.rp-nav-menu__item', {
            has: page.getByRole('link', name),
          });
          if (item === current)
            await expect(container).toHaveClass(/rp-nav-menu__item--active/);
          else
            await expect(container).not.toHaveClass(
              /rp-nav-menu__item--active/,
            );
        }
      }
    });

    test('the version menu offers the changelog and the 1.x docs as external links', async ({
      page,
    }) => {
      await page.goto(prefixed('/guide/start/introduction', lang));
      await waitForHydration(page);
      await page
        .locator('.rp-nav')
        .getByText(text(versionMenu.text, lang), { exact: true })
        .hover();
      for (const item of versionMenu.items!) {
        const link = page.getByRole('link', { name: text(item.text, lang) });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', item.link!);
        await expect(link).toHaveAttribute('target', '_blank');
      }
    });

    test('the guide sidebar shows its groups expanded with translated labels', async ({
      page,
    }) => {
      await page.goto(prefixed('/guide/start/introduction', lang));
      await waitForHydration(page);
      const sidebar = page.locator('.rp-doc-layout__sidebar, aside').first();
      await expect(
        sidebar.getByText(text('sidebar.gettingStarted', lang), {
          exact: true,
        }),
      ).toBeVisible();
      const introduction = sidebar.locator(
        `a[href="${prefixed('/guide/start/introduction', lang)}"]`,
      );
      const gettingStarted = sidebar.locator(
        `a[href="${prefixed('/guide/start/getting-started', lang)}"]`,
      );
      await expect(introduction).toBeVisible();
      await expect(gettingStarted).toBeVisible();
      const collapsedGroups = await sidebar.evaluate(
        (element) =>
          Array.from(
            element.querySelectorAll<HTMLElement>(
              '[style*="grid-template-rows"]',
            ),
          ).filter((group) => group.style.gridTemplateRows === '0fr').length,
      );
      expect(collapsedGroups).toBe(0);
    });

    test('each section shows its own sidebar after client-side navigation, forward and back', async ({
      page,
    }) => {
      // Sidebars arrive per section with the page's chunk (plugins/page-data-diet): moving to
      // another section in the app, without a page load, must still show that section's sidebar.
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      await page.goto(prefixed('/guide/start/introduction', lang));
      await waitForHydration(page);
      await page.evaluate(() =>
        Object.assign(window, { stillTheSameDocument: true }),
      );
      const sidebar = page.locator('.rp-doc-layout__sidebar');
      const guideLink = sidebar.locator(
        `a[href="${prefixed('/guide/start/getting-started', lang)}"]`,
      );
      const apiLink = sidebar.locator(
        `a[href="${prefixed('/api/config/config-basic', lang)}"]`,
      );
      await expect(guideLink).toBeVisible();
      await expect(apiLink).toHaveCount(0);

      await page
        .locator('.rp-nav')
        .getByRole('link', { name: text('nav.api', lang), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefixed('/api/', lang)}$`));
      await expect(apiLink).toBeVisible();
      await expect(guideLink).toHaveCount(0);

      await page.goBack();
      await expect(guideLink).toBeVisible();
      await expect(apiLink).toHaveCount(0);
      expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(
        true,
      );
      expect(problems).toEqual([]);
    });

    test('a link whose page chunks are gone (a deploy renamed them) opens with a full page load at its #anchor', async ({
      page,
    }) => {
      // The site runs Rspress's own route runtime below the size where the route split pays
      // (framework/pays-from.json); theme/patches/StaleChunkRecovery recovers for it.
      await expectFullLoadWhenChunksAreGone(page, lang);
    });

    test('Back to a page visited before a reload shows its content', async ({
      page,
    }) => {
      // After a reload, the entries the app pushed earlier belong to the new document, so Back
      // is handled in the app, for a page whose route bucket this document never loaded.
      const problems = collectConsoleProblems(page);
      const first = prefixed('/api/config/config-basic', lang);
      await page.goto(first);
      await waitForHydration(page);
      const heading = (await page.locator('.rp-doc h1').textContent()) ?? '';
      expect(heading).not.toBe('');
      await page
        .locator('.rp-doc-layout__sidebar')
        .locator(`a[href="${prefixed('/api/commands', lang)}"]`)
        .click();
      await expect(page).toHaveURL(
        new RegExp(`${prefixed('/api/commands', lang)}$`),
      );
      await page.reload();
      await waitForHydration(page);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${first}$`));
      await expect(page.locator('.rp-doc h1')).toHaveText(heading);
      await expect(page.locator('.rp-doc p').first()).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('doc pages show when they were last updated, in the locale format', async ({
      page,
    }) => {
      await page.goto(prefixed('/guide/start/introduction', lang));
      await waitForHydration(page);
      const time = page.locator('.rp-last-updated span').first();
      await expect(time).toBeVisible();
      await expect(time).toHaveText(localeTimeShape(lang));
      await expect(page.locator('.rp-last-updated')).toContainText(
        text('lastUpdatedText', lang),
      );
    });
  });
}

test('Chinese pages live under /zh and link only to Chinese pages', async ({
  page,
}) => {
  await page.goto('/zh/guide/start/introduction');
  await waitForHydration(page);
  const internal = await page.$$eval(
    '.rp-nav a[href^="/"], aside a[href^="/"]',
    (anchors) => anchors.map((anchor) => anchor.getAttribute('href')!),
  );
  const languageSwitch = internal.filter((href) => !href.startsWith('/zh'));
  // The only way out of Chinese is the language switcher, which points at the English twin.
  expect(
    languageSwitch.every((href) => href === '/guide/start/introduction'),
  ).toBe(true);
  expect(
    internal.filter((href) => href.startsWith('/zh/')).length,
  ).toBeGreaterThan(3);
});
