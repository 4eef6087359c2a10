/**
 * Every page as a reader on a phone meets it who prefers dark and blocks site data: 390 px wide,
 * the system scheme dark, and reading `localStorage` or `sessionStorage` throws a SecurityError.
 * The page must load straight into dark (hydration agreeing with the server's light HTML), keep
 * still while its HTML arrives in pieces, show its content and top bar, and log nothing. The
 * crawl (crawl.spec.ts) covers the same pages light at desktop widths, with storage working.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import {
  blockExternalRequests,
  waitForHydration,
  watchForProblems,
} from './support/browser-checks';
import { listBuiltPages } from './support/built-site';
import { expectSteadyLoad, watchLayoutShifts } from './support/layout-shifts';
import { pagePerWorkerTest } from './support/page-per-worker';

async function blockStorage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}

const phoneTest = pagePerWorkerTest({
  context: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
  },
  async setUp(context, origin) {
    await blockExternalRequests(context, origin);
    await blockStorage(context);
    await watchLayoutShifts(context);
  },
});

phoneTest.describe('on a phone, dark, storage blocked', () => {
  for (const builtPage of listBuiltPages()) {
    phoneTest(
      `${builtPage.urlPath} loads dark, keeps still and renders`,
      async ({ page, baseURL }) => {
        const problems = watchForProblems(page, new URL(baseURL!).origin);

        await page.goto(builtPage.urlPath);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.locator('.rp-nav')).toBeVisible();

        // Effects that measure the window (the top bar, the outline menu) run after hydration.
        await page.evaluate(
          () =>
            new Promise((resolve) =>
              requestAnimationFrame(() => setTimeout(resolve, 200)),
            ),
        );
        await expectSteadyLoad(page);
        expect
          .soft(problems, 'console messages, errors and failed requests')
          .toEqual([]);
      },
    );
  }
});

test('the colour-scheme switch still works for the page lifetime without storage', async ({
  page,
  context,
  baseURL,
}) => {
  await blockExternalRequests(context, new URL(baseURL!).origin);
  await blockStorage(context);
  await page.setViewportSize({ width: 1440, height: 900 }); // wide enough for the switch to sit in the bar
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);
  const wasDark = await page.evaluate(() =>
    document.documentElement.classList.contains('dark'),
  );
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.classList.contains('dark')),
    )
    .toBe(!wasDark);
});
