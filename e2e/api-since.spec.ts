/**
 * The "since" badges as a reader meets them: drawn after the name on the reference pages of both
 * languages, while the heading keeps its id and the outline keeps the bare name.
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/browser-checks';

for (const prefix of ['', '/zh']) {
  test(`${prefix || '/en'}: badged headings show "2.0.N+" and keep their ids`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/api/client-api/api-runtime`);
    await waitForHydration(page);
    const badged = page.locator('h3[data-since]');
    expect(await badged.count()).toBeGreaterThan(0);
    const first = badged.first();
    const since = await first.getAttribute('data-since');
    expect(since).toMatch(/^2\.0\.\d+$/);
    const drawn = await first.evaluate(
      (heading) => getComputedStyle(heading, '::after').content,
    );
    expect(drawn).toBe(`"${since}+"`);
    const id = await first.getAttribute('id');
    expect(id).not.toContain(since!.replaceAll('.', ''));
    const outline = page.locator(`.rp-doc-layout__outline a[href="#${id}"]`);
    if (await outline.count())
      await expect(outline.first()).not.toContainText('+');
  });
}
