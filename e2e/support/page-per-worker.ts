/**
 * One browser page per worker for the specs that visit every built page (the crawl, the phone
 * visit, the JavaScript-off visit). A fresh context per test costs a new renderer process and
 * its setup, about twice the CPU of the visit itself on a small page; these specs visit 110
 * pages each, so they share one context per worker and give each test the same clean start:
 * - the context takes the project's options (locale, time zone, device) under the spec's own;
 * - the site's storage is cleared, and the viewport and colour scheme are set back to the
 *   context's own (a test may change them), already after the last test, on its page, and
 *   confirmed on the blank page before the next one loads;
 * - the listeners a test adds to the page are removed after it, and the page goes back to
 *   about:blank, so nothing the last page does afterwards is counted against the next one;
 * - a page that crashed or closed is replaced.
 * Loads stay cold: the context routes every request (blockExternalRequests), and Chromium does
 * not use its HTTP cache for routed requests.
 */
import {
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  test as base,
} from '@playwright/test';

export interface PagePerWorkerOptions {
  /** Options of the worker's context (viewport, colour scheme, JavaScript, mobile), over the project's. */
  context: BrowserContextOptions;
  /** Once per context, before its first page: routes, init scripts, extra headers. */
  setUp(context: BrowserContext, origin: string): Promise<void>;
}

/** The project's `use` options (playwright.config.ts, its device) that a context takes. */
const PROJECT_CONTEXT_OPTIONS = [
  'locale',
  'timezoneId',
  'userAgent',
  'deviceScaleFactor',
  'viewport',
  'isMobile',
  'hasTouch',
  'colorScheme',
  'javaScriptEnabled',
  'baseURL',
] as const;

interface WorkerPage {
  context: BrowserContext;
  options: BrowserContextOptions;
  page: Page;
}

/**
 * A `test` whose `page` and `context` fixtures are the worker's shared ones. Each spec file
 * that calls this gets its own workers (Playwright keeps different worker fixtures apart).
 */
export function pagePerWorkerTest({
  context: specOptions,
  setUp,
}: PagePerWorkerOptions) {
  return base.extend<object, { workerPage: WorkerPage }>({
    workerPage: [
      async ({ browser }, use, workerInfo) => {
        const project = workerInfo.project.use as BrowserContextOptions;
        const options: BrowserContextOptions = {
          ...Object.fromEntries(
            PROJECT_CONTEXT_OPTIONS.filter((key) => key in project).map(
              (key) => [key, project[key]],
            ),
          ),
          ...specOptions,
        };
        const context = await browser.newContext(options);
        await setUp(context, new URL(options.baseURL!).origin);
        await use({ context, options, page: await context.newPage() });
        await context.close();
      },
      { scope: 'worker' },
    ],
    context: async ({ workerPage }, use) => {
      await use(workerPage.context);
    },
    page: async ({ workerPage }, use) => {
      const { context, options } = workerPage;
      if (workerPage.page.isClosed()) workerPage.page = await context.newPage();
      const { page } = workerPage;
      const session = await context.newCDPSession(page);
      await session.send('Storage.clearDataForOrigin', {
        origin: new URL(options.baseURL!).origin,
        storageTypes: 'all',
      });
      await session.detach();
      // The viewport and scheme are the context's: a new page starts with them, and the last
      // test's page was set back to them after it (below).
      await use(page);
      page.removeAllListeners();
      if (page.isClosed()) return;
      // Back to the context's size and scheme before the next test navigates, and confirmed by
      // the blank page, so the next page's first layout is never at the last test's size.
      await resetEmulation(page, options)
        .then(() => page.goto('about:blank'))
        .then(() =>
          // A phone's layout viewport on a page without a viewport tag is 980 px, not its own.
          page.waitForFunction(
            (width) => width === undefined || window.innerWidth === width,
            options.isMobile ? undefined : options.viewport?.width,
            { timeout: 5_000 },
          ),
        )
        .catch(() => page.close());
    },
  });
}

/** The viewport and colour scheme of the worker's context, which a test may have changed. */
async function resetEmulation(
  page: Page,
  options: BrowserContextOptions,
): Promise<void> {
  if (options.viewport) await page.setViewportSize(options.viewport);
  await page.emulateMedia({ colorScheme: options.colorScheme ?? 'light' });
}
