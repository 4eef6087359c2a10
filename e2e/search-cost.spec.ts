/**
 * What a long question costs (issue 39): every JS and JSON file from opening the search dialog
 * to the first results on screen, snippets included, within the byte and request budgets. One
 * run is enough: for a given build the files a question needs, and their sizes, are fixed.
 */
import { expect, type Page, test } from '@playwright/test';
import { type SiteLang } from '../config/locales';
import { BUDGETS } from '../scripts/lib/budgets.mjs';
import { localizeRoute } from '../tests/site/routes';
import {
  blockExternalRequests,
  waitForHydration,
} from './support/browser-checks';

/**
 * A long question per language, as readers asked them (bench/search-queries-real.json): 12
 * English words, and 32 Chinese characters with an option name among them
 * (web-infra-dev/rspress#1387).
 */
export const LONG_QUESTIONS: Record<SiteLang, string> = {
  en: 'show different sidebar items for react and vue versions of a page',
  zh: '站点配置了 base 路径，hero 里的 logo 图片本地正常，构建部署以后却显示不出来，要手动加 base 吗',
};

test.beforeEach(async ({ context, baseURL }) => {
  await blockExternalRequests(context, new URL(baseURL!).origin);
});

/** Notes, on the page's clock, when results for each query are first on screen. */
function watchShownResults() {
  const shownAt: Record<string, number> = {};
  (window as unknown as { __shownAt: typeof shownAt }).__shownAt = shownAt;
  new MutationObserver(() => {
    const results = document.querySelector('.site-search__results');
    // data-shown: first results; data-query: final ones (and all an older build sets).
    const query =
      results?.getAttribute('data-shown') ??
      results?.getAttribute('data-query');
    if (query && !(query in shownAt)) shownAt[query] = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/** The JS and JSON files requested from opening the dialog until `question`'s first results showed. */
async function firstSearchFiles(page: Page, path: string, question: string) {
  await page.addInitScript(watchShownResults);
  await page.goto(path);
  await waitForHydration(page);
  const openedAt = await page.evaluate(() => {
    performance.setResourceTimingBufferSize(1000);
    return performance.now();
  });
  await page.keyboard.press('Control+k');
  await page.locator('.site-search__input').fill(question);
  const shownAt = await page.waitForFunction(
    (q) =>
      (window as unknown as { __shownAt: Record<string, number> }).__shownAt[q],
    question,
  );
  const shown = (await shownAt.jsonValue()) as number;
  // The snippets of the results on screen count too (a build may fetch them after the results).
  await page
    .waitForFunction(visibleSnippetsFilled, undefined, { timeout: 5_000 })
    .catch(() => {});
  return page.evaluate(
    ({ from, to }) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({
          url: new URL(entry.name).pathname,
          at: entry.startTime,
          bytes: entry.encodedBodySize,
        }))
        .filter(
          ({ url, at }) =>
            /\.(js|json)$/.test(url) &&
            at >= from &&
            (at <= to || /\/text-\d+\.\w+\.json$/.test(url)),
        )
        .map(({ url, bytes }) => ({ url, bytes })),
    { from: openedAt, to: shown },
  );
}

/** Every result in the list's visible area shows its snippet. */
function visibleSnippetsFilled() {
  const list = document.querySelector('.site-search__results');
  if (!list) return false;
  const box = list.getBoundingClientRect();
  return [...document.querySelectorAll('.site-search__hit')]
    .filter((hit) => {
      const { top, bottom } = hit.getBoundingClientRect();
      return bottom > box.top && top < box.bottom;
    })
    .every((hit) => hit.querySelector('.site-search__snippet')?.textContent);
}

for (const [lang, question] of Object.entries(LONG_QUESTIONS)) {
  test(`a long question's first results fit the search cost budget (${lang})`, async ({
    page,
  }) => {
    const files = await firstSearchFiles(
      page,
      localizeRoute('/guide/start/introduction', lang as SiteLang),
      question,
    );
    const bytes = files.reduce((total, file) => total + file.bytes, 0);
    const summary = `${lang}: ${(bytes / 1024).toFixed(1)} KB gzip in ${files.length} requests\n${files
      .map((file) => `  ${file.bytes} ${file.url}`)
      .join('\n')}`;
    test.info().annotations.push({ type: 'search cost', description: summary });
    console.log(summary);
    expect(files.length, summary).toBeLessThanOrEqual(
      BUDGETS.searchLongQuestionRequests,
    );
    expect(bytes, summary).toBeLessThanOrEqual(BUDGETS.searchLongQuestionBytes);
  });
}
