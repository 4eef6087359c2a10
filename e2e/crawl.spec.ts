/**
 * Visits every built page in both languages and both colour schemes and holds it to the
 * site-wide bars: no console noise, no uncaught errors, no failed requests, the right
 * `<html lang>`, one h1, working internal links and anchors, `rel="noopener noreferrer"` on
 * every link that opens a new tab, no WCAG 2.2 AA violation, and, in the desktop pass, a page
 * that keeps still while it loads (e2e/layout-stability.spec.ts does the mobile width).
 */
import { expect, test } from '@playwright/test';
import { SITE_LANGS } from '../config/locales';
import {
  blockExternalRequests,
  findAccessibilityViolations,
  waitForHydration,
  watchForProblems,
} from './support/browser-checks';
import { linkTarget, listBuiltPages } from './support/built-site';
import {
  LAYOUT_SHIFT_BUDGET,
  layoutShifts,
  watchLayoutShifts,
} from './support/layout-shifts';

const pages = listBuiltPages();
const schemes = ['light', 'dark'] as const;

test('the build has pages in every language', () => {
  for (const lang of SITE_LANGS)
    expect(
      pages.some((page) => page.lang === lang),
      lang,
    ).toBe(true);
});

for (const scheme of schemes) {
  test.describe(`${scheme} colour scheme`, () => {
    // Two widths as well: the light pass at a laptop's 1350 px (where the top bar shows the
    // language menu inline and the outline has its column), the dark pass at the default 1280 px.
    // The light pass also measures layout shifts while the page loads.
    const measuresShifts = scheme === 'light';
    test.use({
      colorScheme: scheme,
      ...(measuresShifts ? { viewport: { width: 1350, height: 940 } } : {}),
    });

    for (const builtPage of pages) {
      test(`${builtPage.urlPath} meets the site-wide bars`, async ({
        page,
        context,
        baseURL,
      }) => {
        const origin = new URL(baseURL!).origin;
        await blockExternalRequests(context, origin);
        const problems = watchForProblems(page, origin);
        if (measuresShifts) await watchLayoutShifts(page);

        const response = await page.goto(builtPage.urlPath);
        expect(response?.status(), 'status').toBe(200);
        await waitForHydration(page);

        await expect(page.locator('html')).toHaveAttribute(
          'lang',
          builtPage.lang,
        );
        await expect(page.locator('html')).toHaveClass(
          scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        await expect.soft(page.locator('h1'), 'exactly one h1').toHaveCount(1);

        const links = await page.$$eval('a[href]', (anchors) =>
          anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
        );
        const ownIds = new Set(
          await page.$$eval('[id]', (elements) =>
            elements.map((element) => element.id),
          ),
        );
        const brokenLinks: string[] = [];
        for (const href of new Set(links)) {
          const url = new URL(href);
          if (url.origin !== origin) continue;
          const target = await linkTarget(page.request, url);
          if (!target.found) {
            brokenLinks.push(`${href} (no such page)`);
            continue;
          }
          if (!url.hash) continue;
          const id = decodeURIComponent(url.hash.slice(1));
          const samePage = url.pathname === new URL(page.url()).pathname;
          const ids = samePage ? ownIds : target.ids;
          if (!ids.has(id))
            brokenLinks.push(`${href} (no #${id} on the target page)`);
        }
        expect.soft(brokenLinks, 'broken internal links').toEqual([]);

        // A link that opens a new tab must not hand the opened page a reference to this one.
        const unsafeNewTabLinks = await page.$$eval(
          'a[target="_blank"]',
          (anchors) =>
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
        expect
          .soft(
            unsafeNewTabLinks,
            'target="_blank" links without rel="noopener noreferrer"',
          )
          .toEqual([]);

        if (measuresShifts) {
          const { score, shifts } = await layoutShifts(page);
          expect
            .soft(score, `layout shifts while loading:\n${shifts.join('\n')}`)
            .toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
        }

        const violations = await findAccessibilityViolations(page);
        expect.soft(violations, 'axe WCAG 2.2 AA violations').toEqual([]);

        expect
          .soft(problems, 'console messages, errors and failed requests')
          .toEqual([]);
      });
    }
  });
}
