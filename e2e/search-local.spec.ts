/** The local search: shortcuts, focus, loading on intent, results in each language, a11y. */
import { expect, type Page, test } from '@playwright/test';
import { SITE_LANGS, textsOf } from '../config/locales';
import { localizeRoute } from '../tests/site/routes';
import {
  blockExternalRequests,
  findAccessibilityViolations,
  waitForHydration,
  watchForProblems,
} from './support/browser-checks';

test.beforeEach(async ({ context, baseURL }) => {
  await blockExternalRequests(context, new URL(baseURL!).origin);
});

const dialog = 'dialog.site-search';
const input = '.site-search__input';
const hits = 'a.site-search__hit';
/** Everything the search loads: the dialog, the engine, the index and the page texts. */
const SEARCH_CHUNK = /site-search/;

async function openWithShortcut(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator(input)).toBeFocused();
}

/** Types a query and waits until the results for exactly that query are shown. */
async function search(page: Page, query: string) {
  await page.locator(input).fill(query);
  await expect(
    page.locator(`.site-search__results[data-query="${query}"]`),
  ).toBeAttached();
}

const resultPages = (page: Page) =>
  page
    .locator(hits)
    .evaluateAll((links) => [
      ...new Set(
        links.map((link) => (link.getAttribute('href') ?? '').split('#')[0]),
      ),
    ]);

test('the search button opens the dialog and Escape closes it, returning focus to the button', async ({
  page,
}) => {
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  await page.locator('.rp-search-button').click();
  await expect(page.locator(dialog)).toBeVisible();
  await expect(page.locator(input)).toBeFocused();
  await page.locator(input).fill('deploy');
  await page.keyboard.press('Escape');
  await expect(page.locator(dialog)).toHaveCount(0);
  await expect(page.locator('.rp-search-button')).toBeFocused();
});

test('closing a dialog opened with "/" returns focus to where the reader was', async ({
  page,
}) => {
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  const link = page.locator('.rspress-doc a[href^="/"]').first();
  await link.focus();
  await page.keyboard.press('/');
  await expect(page.locator(dialog)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(dialog)).toHaveCount(0);
  await expect(link).toBeFocused();
});

for (const combo of ['Control+k', 'Meta+k']) {
  test(`${combo} opens the dialog`, async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await waitForHydration(page);
    await page.keyboard.press(combo);
    await expect(page.locator(dialog)).toBeVisible();
  });
}

test('"/" opens the dialog outside text fields, but types normally inside them', async ({
  page,
}) => {
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'probe-field';
    field.setAttribute('aria-label', 'probe');
    document.querySelector('main, .rspress-doc, body')!.prepend(field);
  });
  await page.locator('#probe-field').focus();
  await page.keyboard.press('/');
  await expect(page.locator('#probe-field')).toHaveValue('/');
  await expect(page.locator(dialog)).toHaveCount(0);

  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(page.locator(dialog)).toBeVisible();
  await expect(page.locator(input)).toHaveValue('');
});

test('a page load fetches nothing for search; intent fetches the dialog, engine and index', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(
    requested.filter(
      (url) => SEARCH_CHUNK.test(url) || /search_index/.test(url),
    ),
  ).toEqual([]);

  await page.locator('.rp-search-button').hover();
  await expect
    .poll(
      () => requested.filter((url) => /site-search-index-en/.test(url)).length,
    )
    .toBe(1);
  expect(requested.some((url) => /site-search-engine/.test(url))).toBe(true);
  expect(requested.some((url) => /site-search-index-zh/.test(url))).toBe(false);
});

test('a multi-word query finds the page, with section anchors and highlighted snippets', async ({
  page,
}) => {
  await openWithShortcut(page, '/guide/start/introduction');
  await search(page, 'deploy to github pages');
  expect((await resultPages(page))[0]).toBe('/guide/basic/deploy');
  const first = page.locator(hits).first();
  await expect(first).toHaveAttribute(
    'href',
    /^\/guide\/basic\/deploy#[\w-]+$/,
  );
  await expect(
    first.locator('.site-search__snippet mark').first(),
  ).toBeVisible();
});

test('a heading followed straight by a subheading shows the first sentence below it', async ({
  page,
}) => {
  await openWithShortcut(page, '/guide/start/introduction');
  // "## Dark mode" opens with "### How the theme marks it": no text of its own.
  await search(page, 'dark mode overrides');
  const hit = page.locator(
    `${hits}[href="/guide/advanced/theme-styling#dark-mode"]`,
  );
  await hit.scrollIntoViewIfNeeded();
  await expect(hit.locator('.site-search__snippet')).not.toBeEmpty();
});

test('a typo still finds the page', async ({ page }) => {
  await openWithShortcut(page, '/guide/start/introduction');
  await search(page, 'deplyo');
  expect((await resultPages(page)).slice(0, 3)).toContain(
    '/guide/basic/deploy',
  );
});

test('an API name in any case finds its page', async ({ page }) => {
  await openWithShortcut(page, '/guide/start/introduction');
  await search(page, 'USEPAGEDATA');
  expect((await resultPages(page)).slice(0, 3)).toContain(
    '/api/client-api/api-runtime',
  );
});

test('Chinese without spaces, and mixed with English, find Chinese pages only', async ({
  page,
}) => {
  await openWithShortcut(page, '/zh/guide/start/introduction');
  await search(page, '部署到GitHub');
  expect((await resultPages(page))[0]).toBe('/zh/guide/basic/deploy');
  await search(page, '配置 sidebar');
  const pages = await resultPages(page);
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.every((path) => path.startsWith('/zh/'))).toBe(true);
  await expect(page.locator(input)).toHaveAttribute('placeholder', '搜索文档');
});

test('English searches find English pages only', async ({ page }) => {
  await openWithShortcut(page, '/guide/start/introduction');
  await search(page, 'sidebar');
  const pages = await resultPages(page);
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.every((path) => !path.startsWith('/zh/'))).toBe(true);
});

test('arrow keys move through the results and Enter opens the active one', async ({
  page,
}) => {
  await openWithShortcut(page, '/guide/start/introduction');
  await search(page, 'sidebar');
  const options = page.locator(hits);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(input)).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  const target = (await options.first().getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page.locator(dialog)).toHaveCount(0);
  await expect(page).toHaveURL(
    new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
});

test('a query with no match says so', async ({ page }) => {
  await openWithShortcut(page, '/guide/start/introduction');
  await search(page, 'qqqzzzxxx');
  await expect(page.locator('.site-search__empty')).toContainText('qqqzzzxxx');
  await expect(page.locator('.site-search__status')).toContainText(
    'No results',
  );
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the open dialog with results is accessible and quiet (${scheme})`, async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const problems = watchForProblems(page, new URL(baseURL!).origin);
    for (const lang of SITE_LANGS) {
      await openWithShortcut(
        page,
        localizeRoute('/guide/start/introduction', lang),
      );
      expect(await findAccessibilityViolations(page)).toEqual([]);
      // A topic the docs cover in every language; Chinese readers type it in Chinese.
      await search(page, lang === 'zh' ? '侧边栏' : 'sidebar');
      await expect(
        page.locator('.site-search__snippet mark').first(),
      ).toBeVisible();
      expect(await findAccessibilityViolations(page)).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}

test('when the index cannot be fetched, the dialog shows the error message', async ({
  page,
}) => {
  await page.route(/site-search-index-/, (route) => route.abort());
  for (const lang of SITE_LANGS) {
    const { errorTitle: title, errorHelp: help } = textsOf(lang).search;
    await openWithShortcut(
      page,
      localizeRoute('/guide/start/introduction', lang),
    );
    await expect(page.locator('.site-search__error')).toContainText(title);
    await expect(page.locator('.site-search__error')).toContainText(help);
    await page.keyboard.press('Escape');
  }
});

test('when a shard of the index cannot be fetched, the query shows the error message', async ({
  page,
}) => {
  // Shards and snippet texts are static files fetched by URL, not chunks: a failure must still reach the reader.
  await page.route(/\/static\/site-search\//, (route) => route.abort());
  const { errorTitle: title } = textsOf('en').search;
  await openWithShortcut(page, '/guide/start/introduction');
  await page.locator(input).fill('deploy');
  await expect(page.locator('.site-search__error')).toContainText(title);
});
