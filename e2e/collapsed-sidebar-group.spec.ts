/**
 * A collapsed sidebar group, in the test variant (scripts/build-variant.mjs collapses one). The
 * page-data diet leaves its items out of the first view: the theme renders them once the group
 * is opened, and they load then, or with a page that needs them (one in the group, its
 * neighbours for prev/next, an overview page).
 */
import { expect, type Page, test } from '@playwright/test';
import { SITE_LANGS } from '../config/locales';
import variant from './fixtures/variant.json' with { type: 'json' };
import {
  blockExternalRequests,
  waitForHydration,
  watchForProblems,
} from './support/browser-checks';
import { prefixed, text } from './support/expected';

const { section, dir } = variant.collapsedGroup;
const GROUP_LINKS = `aside a[href*="/${section}/${dir}/"]`;
/** The chunk of a collapsed group's items (`sidebar-<lang>-<section>-<group>`). */
const GROUP_CHUNK = /\/sidebar-\w+-\d+-\d+\.[0-9a-f]+\.js$/;

/** Outside the group; next to it (its next page is the group's first); in it; the group's overview page. */
const PAGES = [
  `/${section}/system/introduction`,
  `/${section}/system/write-a-plugin`,
  `/${section}/${dir}/sitemap`,
  `/${section}/${dir}/overview`,
];

/**
 * The links to pages (same-page anchors aside: the outline's are the browser's own business) of
 * a page, sorted: as the server rendered them, and as the browser shows them after hydration.
 */
async function linksBeforeAndAfterHydration(
  page: Page,
  url: string,
): Promise<[string[], string[]]> {
  const html = await (await page.request.get(url)).text();
  const served = [...html.matchAll(/<a\s[^>]*href="([^"#][^"]*)"/g)]
    .map(([, href]) => href.replaceAll('&amp;', '&'))
    .sort();
  await page.goto(url);
  await waitForHydration(page);
  const shown = await page.$$eval('a[href]:not([href^="#"])', (links) =>
    links.map((link) => link.getAttribute('href')!).sort(),
  );
  return [served, shown];
}

test.beforeEach(async ({ context, baseURL }) => {
  await blockExternalRequests(context, baseURL!);
});

for (const lang of SITE_LANGS) {
  test.describe(lang, () => {
    test('a collapsed group costs nothing until opened, then shows its pages', async ({
      page,
      baseURL,
    }) => {
      const problems = watchForProblems(page, baseURL!);
      const groupChunks: string[] = [];
      page.on(
        'request',
        (request) =>
          GROUP_CHUNK.test(request.url()) && groupChunks.push(request.url()),
      );
      await page.goto(prefixed(PAGES[0], lang));
      await waitForHydration(page);
      // Hidden items are neither in the page nor in the tab order.
      await expect(page.locator(GROUP_LINKS)).toHaveCount(0);
      expect(groupChunks).toEqual([]);

      await page
        .locator('aside .rp-sidebar-group', {
          hasText: text('sidebar.officialPlugins', lang),
        })
        .click();
      await expect(page.locator(GROUP_LINKS).first()).toBeVisible();
      expect(await page.locator(GROUP_LINKS).count()).toBeGreaterThan(5);
      expect(groupChunks).toHaveLength(1);
      expect(problems).toEqual([]);
    });

    test('pages in and next to the group hydrate to exactly the links the server rendered', async ({
      page,
      baseURL,
    }) => {
      const problems = watchForProblems(page, baseURL!);
      for (const path of PAGES.map((route) => prefixed(route, lang))) {
        const [served, shown] = await linksBeforeAndAfterHydration(page, path);
        expect(shown, path).toEqual(served);
      }
      // In the group, the group is open on the current page.
      await expect(page.locator(GROUP_LINKS).first()).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('after client-side navigation, the page next to the group links to the group’s first page', async ({
      page,
      baseURL,
    }) => {
      const problems = watchForProblems(page, baseURL!);
      const target = prefixed(PAGES[1], lang);
      const served = await (await page.request.get(target)).text();
      const next = new RegExp(
        `href="(${prefixed(`/${section}/${dir}/`, lang)}[^"]*)"`,
      ).exec(served.slice(served.indexOf('rp-doc-footer')))?.[1];
      expect(next).toBeTruthy();
      await page.goto(prefixed(PAGES[0], lang));
      await waitForHydration(page);
      await page.locator(`aside a[href^="${target}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${target}(\\.html)?$`));
      await expect(
        page.locator(`.rp-doc-footer a[href="${next}"]`),
      ).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}
