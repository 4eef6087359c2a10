/**
 * Every page keeps still while it loads at a phone's width, in both languages: the HTML arrives
 * in pieces, so a layout that changes once the rest of the page, its styles or hydration arrive
 * counts as a shift. The desktop width is measured by the crawl's light pass (crawl.spec.ts).
 */
import { expect, test } from '@playwright/test';
import {
  blockExternalRequests,
  waitForHydration,
} from './support/browser-checks';
import { listBuiltPages } from './support/built-site';
import {
  LAYOUT_SHIFT_BUDGET,
  layoutShifts,
  watchLayoutShifts,
} from './support/layout-shifts';

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});

for (const builtPage of listBuiltPages()) {
  test(`${builtPage.urlPath} keeps still while it loads on a phone`, async ({
    page,
    context,
    baseURL,
  }) => {
    await blockExternalRequests(context, new URL(baseURL!).origin);
    await watchLayoutShifts(page);
    await page.goto(builtPage.urlPath);
    await waitForHydration(page);
    // Effects that measure the window (the top bar, the outline menu) run after hydration.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => setTimeout(resolve, 200)),
        ),
    );
    const { score, shifts } = await layoutShifts(page);
    expect(
      score,
      `layout shifts while loading:\n${shifts.join('\n')}`,
    ).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
  });
}
