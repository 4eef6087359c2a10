/**
 * Every built page, both languages, with JavaScript off: the server-rendered HTML alone must be
 * readable (its title and text shown, nothing left transparent waiting for hydration) and
 * navigable (the top bar and, on doc pages, the sidebar are real links).
 */
import { expect } from '@playwright/test';
import { blockExternalRequests } from './support/browser-checks';
import { listBuiltPages } from './support/built-site';
import { pagePerWorkerTest } from './support/page-per-worker';

const test = pagePerWorkerTest({
  context: { javaScriptEnabled: false },
  setUp: blockExternalRequests,
});

for (const builtPage of listBuiltPages()) {
  test(`${builtPage.urlPath} is readable and navigable without JavaScript`, async ({
    page,
  }) => {
    const response = await page.goto(builtPage.urlPath);
    expect(response?.status(), 'status').toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', builtPage.lang);

    const heading = page.locator('h1');
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeVisible();
    // toBeVisible() accepts opacity 0, which is how an unhydrated page could still hide itself.
    const transparent = await heading.evaluate((element) => {
      for (
        let node: Element | null = element;
        node;
        node = node.parentElement
      ) {
        if (getComputedStyle(node).opacity === '0')
          return (
            node.tagName.toLowerCase() +
            (node.className ? `.${node.className}` : '')
          );
      }
      return null;
    });
    expect(transparent, 'a transparent ancestor of the h1').toBeNull();

    const main = page.locator('.rp-doc.rspress-doc');
    if (await main.count()) {
      const text = (await main.innerText()).trim();
      expect(text.length, 'text of the article').toBeGreaterThan(200);
      await expect(
        page.locator('.rp-doc-layout__sidebar a[href]').first(),
      ).toBeAttached();
    }
    expect(
      await page.locator('.rp-nav a[href]').count(),
      'links in the top bar',
    ).toBeGreaterThan(2);
  });
}
