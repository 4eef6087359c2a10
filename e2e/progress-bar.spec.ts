/**
 * The top progress bar during client navigation to a page whose code is not loaded yet
 * (spec §4, §9): starts at 0.08, trickles forward, never passes 0.994 before the end, fades out.
 * Built into Rspress's Link (nprogress); this proves its settings match the spec.
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/browser-checks';

/** The bar's progress as a fraction, read from its translate3d(-x%) transform. */
function progressOf(transform: string): number {
  const match =
    /translate3d\((-?[\d.]+)%/.exec(transform) ??
    /translateX?\((-?[\d.]+)%/.exec(transform);
  return match ? 1 + Number(match[1]) / 100 : Number.NaN;
}

test('navigating to a page whose code is slow shows, advances and removes the progress bar', async ({
  page,
}) => {
  await page.goto('/guide/start/introduction');
  await waitForHydration(page);

  // Hold back route chunks and page data so the navigation takes a while.
  await page.route('**/static/js/async/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });

  const samples: number[] = [];
  await page.exposeFunction('recordProgress', (transform: string) =>
    samples.push(progressOf(transform)),
  );
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      if (bar)
        (
          window as unknown as { recordProgress(t: string): void }
        ).recordProgress(bar.style.transform);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
  });

  const target = page
    .locator('aside a[href="/guide/start/getting-started"]')
    .first();
  await target.click();
  await expect(page.locator('#nprogress .bar')).toBeAttached({ timeout: 2000 });
  await expect(page).toHaveURL(/\/guide\/start\/getting-started$/, {
    timeout: 15_000,
  });
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5000 });

  const finite = samples.filter(Number.isFinite);
  expect(finite.length).toBeGreaterThan(2);
  expect(finite[0]).toBeCloseTo(0.08, 2); // starts at the minimum
  const beforeDone = finite.filter((value) => value < 1);
  expect(Math.max(...beforeDone)).toBeGreaterThan(0.08); // trickles forward on its own
  expect(Math.max(...beforeDone)).toBeLessThanOrEqual(0.994);
  expect(finite.at(-1)).toBe(1); // completes before fading out
});
