/**
 * Algolia mode, against the build made with test credentials (doc_build_variant/, see scripts/build-variant.mjs). The
 * Algolia host is intercepted: no request leaves the machine.
 */
import { expect, test, type Page } from '@playwright/test';
import { type SiteLang, SITE_LANGS, textsOf } from '../config/locales';
import { localizeRoute } from '../tests/site/routes';
import { algoliaResponse } from './fixtures/algolia-response';
import {
  blockExternalRequests,
  waitForHydration,
} from './support/browser-checks';

const ALGOLIA_HOST = /algolia\.net|algolianet\.com/;

test.beforeEach(async ({ context, baseURL }) => {
  await blockExternalRequests(context, new URL(baseURL!).origin);
});

interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: string | Record<string, unknown>;
  facetFilters?: unknown;
}

function facetFiltersOf(request: SearchRequest): string {
  if (typeof request.params === 'string')
    return decodeURIComponent(request.params);
  return JSON.stringify(
    request.params?.facetFilters ?? request.facetFilters ?? '',
  );
}

async function answerAlgolia(
  page: Page,
  lang: SiteLang,
  bodies: SearchRequest[][],
) {
  await page.route(ALGOLIA_HOST, async (route) => {
    const body = route.request().postDataJSON() as {
      requests: SearchRequest[];
    };
    bodies.push(body.requests);
    await route.fulfill({
      json: algoliaResponse(body.requests[0]?.query ?? '', lang),
    });
  });
}

test('DocSearch code loads only when the reader reaches for search', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  const before = scripts.length;
  expect(await page.locator('.DocSearch-Button').count()).toBe(0);
  await page.locator('.rp-search-button').hover();
  await expect(page.locator('.DocSearch-Button')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});

for (const lang of SITE_LANGS) {
  const path = localizeRoute('/guide/start/introduction', lang);

  test(`${lang}: queries go to Algolia filtered to the page language and show the results`, async ({
    page,
  }) => {
    const bodies: SearchRequest[][] = [];
    await answerAlgolia(page, lang, bodies);
    await page.goto(path);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeVisible();
    await input.fill('start');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      localizeRoute('/guide/start/getting-started', lang),
    );

    const withQuery = bodies
      .flat()
      .filter((request) => request.query === 'start');
    expect(withQuery.length).toBeGreaterThan(0);
    for (const request of withQuery) {
      expect(request.indexName).toBe('rspress-docs');
      expect(facetFiltersOf(request)).toContain(`lang:${lang}`);
    }
  });

  test(`${lang}: a failing search service shows the error texts`, async ({
    page,
  }) => {
    await page.route(ALGOLIA_HOST, (route) => route.abort('failed'));
    await page.goto(path);
    await waitForHydration(page);
    // The shortcut, not a click: moving the pointer to the stand-in button loads DocSearch,
    // which replaces that button while a slow machine is still aiming the click at it.
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeVisible();
    await input.fill('anything');
    // The local search's message, which the Algolia mode shows too (the spec's, in English).
    const { errorTitle: title, errorHelp: help } = textsOf(lang).search;
    const errorScreen = page.locator('.DocSearch-ErrorScreen');
    await expect(errorScreen).toBeVisible();
    await expect(errorScreen.locator('.DocSearch-Title')).toHaveText(title);
    await expect(errorScreen.locator('.DocSearch-Help')).toHaveText(help);
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  });
}

test('"/" opens DocSearch outside text fields and Escape closes it', async ({
  page,
}) => {
  await page.route(ALGOLIA_HOST, (route) =>
    route.fulfill({ json: algoliaResponse('', 'en') }),
  );
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Input')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});
