/**
 * On a slow connection a browser paints a page before all of its HTML has arrived. The top of
 * each page must be whole in that first paint (theme/patches/first-paint): sent in 2 KB pieces,
 * the page paints only after the mark behind the top bar and the sidebar (the hero, on the home
 * page) has been parsed, and nothing shifts while the rest arrives. Without the mark's hint, the
 * top bar's right-hand group grew leftwards item by item, and the home hero's text dropped by
 * its image's height on a phone.
 */
import { expect, test } from '@playwright/test';
import { homeOf, SITE_LANGS } from '../config/locales';
import { localizeRoute } from '../tests/site/routes';
import { FIRST_PAINT_MARK_ID } from '../theme/patches/first-paint';
import {
  blockExternalRequests,
  waitForHydration,
} from './support/browser-checks';
import { expectSteadyLoad, watchLayoutShifts } from './support/layout-shifts';

/** About what a slow mobile connection delivers between two frames. */
const SLOW_CONNECTION_PIECE_BYTES = 2 * 1024;

const SCREENS = [
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
];

const PAGES = SITE_LANGS.flatMap((lang) => [
  homeOf(lang),
  localizeRoute('/guide/basic/auto-nav-sidebar', lang),
]);

declare global {
  interface Window {
    __markParsedAt?: number;
  }
}

for (const { name, ...screen } of SCREENS) {
  test.describe(`on a ${name}, over a slow connection`, () => {
    test.use(screen);
    for (const path of PAGES) {
      test(`${path} paints its top whole and keeps still`, async ({
        page,
        context,
        baseURL,
      }) => {
        await blockExternalRequests(context, new URL(baseURL!).origin);
        await watchLayoutShifts(page, {
          pieceBytes: SLOW_CONNECTION_PIECE_BYTES,
        });
        await page.addInitScript((id) => {
          // Runs right after the parser task that inserted the mark, before any paint after it.
          new MutationObserver((_, observer) => {
            if (!document.getElementById(id)) return;
            window.__markParsedAt = performance.now();
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        }, FIRST_PAINT_MARK_ID);

        await page.goto(path);
        await waitForHydration(page);

        const { markParsedAt, firstPaint } = await page.evaluate(() => ({
          markParsedAt: window.__markParsedAt,
          firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
        }));
        expect(markParsedAt, 'the mark was parsed').toBeDefined();
        expect(firstPaint, 'the page painted').toBeDefined();
        expect(
          firstPaint,
          'first paint (ms) after the mark was parsed',
        ).toBeGreaterThanOrEqual(markParsedAt!);
        await expectSteadyLoad(page);
      });
    }
  });
}
