/**
 * Visits every built page in both languages and holds it to the site-wide bars, in both colour
 * schemes in one visit: the page loads light at a laptop's 1350 px (where the top bar shows the
 * language menu inline and the outline has its column) while its layout shifts are measured, then
 * the system scheme turns dark, as a reader's OS does at dusk, and the page is checked again at
 * the default 1280 px. Bars: no console noise, no uncaught errors, no failed requests, the right
 * `<html lang>`, one h1, working internal links and anchors, `rel="noopener noreferrer"` on
 * every link that opens a new tab, a page that keeps still while it loads, and no WCAG 2.2 AA
 * violation in either scheme. Loading straight into dark (where hydration could disagree with
 * the server's HTML) is done for every page by e2e/phone-visit.spec.ts.
 */
import { expect, type Page } from '@playwright/test';
import { SITE_LANGS } from '../config/locales';
import {
  blockExternalRequests,
  findAccessibilityViolations,
  waitForHydration,
  waitForStyleTransitions,
  watchForProblems,
} from './support/browser-checks';
import { linkTarget, listBuiltPages } from './support/built-site';
import { expectSteadyLoad, watchLayoutShifts } from './support/layout-shifts';
import { pagePerWorkerTest } from './support/page-per-worker';

const pages = listBuiltPages();

const test = pagePerWorkerTest({
  context: { colorScheme: 'light', viewport: { width: 1350, height: 940 } },
  async setUp(context, origin) {
    await blockExternalRequests(context, origin);
    await watchLayoutShifts(context);
  },
});

test('the build has pages in every language', () => {
  for (const lang of SITE_LANGS)
    expect(
      pages.some((page) => page.lang === lang),
      lang,
    ).toBe(true);
});

for (const builtPage of pages) {
  test(`${builtPage.urlPath} meets the site-wide bars in light and dark`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const problems = watchForProblems(page, origin);

    const response = await page.goto(builtPage.urlPath);
    expect(response?.status(), 'status').toBe(200);
    await waitForHydration(page);

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', builtPage.lang);
    await expect(html).toHaveClass(/^(?!.*\bdark\b)/);
    await expect.soft(page.locator('h1'), 'exactly one h1').toHaveCount(1);

    expect
      .soft(await brokenInternalLinks(page, origin), 'broken internal links')
      .toEqual([]);
    expect
      .soft(
        await unsafeNewTabLinks(page),
        'target="_blank" links without rel="noopener noreferrer"',
      )
      .toEqual([]);

    await expectSteadyLoad(page);

    expect
      .soft(
        await findAccessibilityViolations(page),
        'axe WCAG 2.2 AA violations, light',
      )
      .toEqual([]);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForStyleTransitions(page);
    expect
      .soft(
        await findAccessibilityViolations(page, { recheck: true }),
        'axe WCAG 2.2 AA violations, dark',
      )
      .toEqual([]);

    expect
      .soft(problems, 'console messages, errors and failed requests')
      .toEqual([]);
  });
}

/** Same-origin links of the page whose target page or `#anchor` does not exist. */
async function brokenInternalLinks(
  page: Page,
  origin: string,
): Promise<string[]> {
  const links = await page.$$eval('a[href]', (anchors) =>
    anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  const ownIds = new Set(
    await page.$$eval('[id]', (elements) =>
      elements.map((element) => element.id),
    ),
  );
  const broken: string[] = [];
  for (const href of new Set(links)) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    const target = await linkTarget(page.request, url);
    if (!target.found) {
      broken.push(`${href} (no such page)`);
      continue;
    }
    if (!url.hash) continue;
    const id = decodeURIComponent(url.hash.slice(1));
    const samePage = url.pathname === new URL(page.url()).pathname;
    const ids = samePage ? ownIds : target.ids;
    if (!ids.has(id)) broken.push(`${href} (no #${id} on the target page)`);
  }
  return broken;
}

/** Links that open a new tab and would hand the opened page a reference to this one. */
function unsafeNewTabLinks(page: Page): Promise<string[]> {
  return page.$$eval('a[target="_blank"]', (anchors) =>
    anchors
      .filter((anchor) => {
        const rel = (anchor.getAttribute('rel') ?? '')
          .toLowerCase()
          .split(/\s+/);
        return !rel.includes('noopener') || !rel.includes('noreferrer');
      })
      .map(
        (anchor) =>
          `${anchor.getAttribute('href')} (rel="${anchor.getAttribute('rel') ?? ''}")`,
      ),
  );
}
