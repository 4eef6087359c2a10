/** The top bar, the version menu and the sidebars, in both languages. */
import { expect, type Page, test } from '@playwright/test';
import { SITE_LANGS } from '../config/locales';
import { ROUTE_BUCKETS } from '../plugins/page-data-diet/route-buckets';
import { bucketOf } from '../plugins/page-data-diet/runtime/route-table';
import {
  blockExternalRequests,
  waitForHydration,
} from './support/browser-checks';
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
/** Console errors and warnings of a page, collected from now on. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(message.text());
  });
  return problems;
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
