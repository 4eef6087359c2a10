/**
 * An address of the upstream Rspress site that this site files elsewhere: its 404 page hydrates
 * and @rspress/plugin-client-redirects sends the reader on to the same topic here, in the same
 * language. The full address map is checked without a browser (tests/site/redirects.test.ts).
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/browser-checks';

const cases = [
  {
    from: '/ui/hooks/use-page-data',
    to: '/api/client-api/api-runtime#usepagedata',
  },
  {
    from: '/zh/guide/use-mdx/code-blocks.html',
    to: '/zh/guide/basic/use-mdx/#code-blocks',
  },
  { from: '/guide/basic/i18n', to: '/guide/default-theme/i18n' },
];

for (const { from, to } of cases) {
  test(`${from} leads to ${to}`, async ({ page }) => {
    await page.goto(from);
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === to);
    await waitForHydration(page);
    const anchor = to.split('#')[1];
    if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });
}
