/**
 * Content images zoom on click with the spec's settings (§4, §9): margin 0, white backdrop,
 * and they close on click, Escape, window resize, or a scroll of more than 40 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/browser-checks';

const PAGE = '/guide/start/introduction';
const image = (page: Page) => page.locator('.rspress-doc img').first();
const overlay = (page: Page) => page.locator('.medium-zoom-overlay');

async function openZoom(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await waitForHydration(page);
  await image(page).scrollIntoViewIfNeeded();
  await expect(image(page)).toHaveClass(/medium-zoom-image/); // attached by the built-in zoom
  // medium-zoom ignores close requests during its 0.3 s opening transition, and announces its
  // end with an event on the image: wait for that, not for the picture to look still, which a
  // busy machine can fake by dropping frames.
  await image(page).evaluate((element) => {
    const opened = new Promise<void>((resolve) =>
      element.addEventListener('medium-zoom:opened', () => resolve(), {
        once: true,
      }),
    );
    (window as unknown as { zoomOpened: Promise<void> }).zoomOpened = opened;
  });
  await image(page).click();
  await page.evaluate(
    () => (window as unknown as { zoomOpened: Promise<void> }).zoomOpened,
  );
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
  await expect(overlay(page)).toBeVisible();
}

async function expectClosed(page: Page) {
  await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
  await expect(overlay(page)).toHaveCount(0);
}

test('clicking an image opens it on a white backdrop, filling the window', async ({
  page,
}) => {
  await openZoom(page);
  await expect(overlay(page)).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
  await expect(overlay(page)).toHaveCSS('transition', /opacity 0\.3s/);
  // Margin 0: the zoomed image reaches the window edge on its limiting side.
  const zoomed = await page.locator('.medium-zoom-image--opened').boundingBox();
  const width = page.viewportSize()!.width;
  const height = page.viewportSize()!.height;
  await expect
    .poll(async () => {
      const box = (await page
        .locator('.medium-zoom-image--opened')
        .boundingBox())!;
      return Math.max(box.width / width, box.height / height);
    })
    .toBeGreaterThan(0.97);
  expect(zoomed).not.toBeNull();
});

test('a click closes the zoom', async ({ page }) => {
  await openZoom(page);
  await overlay(page).click({ position: { x: 5, y: 5 } });
  await expectClosed(page);
});

test('Escape closes the zoom', async ({ page }) => {
  await openZoom(page);
  await page.keyboard.press('Escape');
  await expectClosed(page);
});

test('resizing the window closes the zoom', async ({ page }) => {
  await openZoom(page);
  await page.setViewportSize({ width: 1000, height: 700 });
  await expectClosed(page);
});

test('scrolling more than 40 px closes the zoom, a smaller scroll does not', async ({
  page,
}) => {
  await openZoom(page);
  await page.evaluate(() => window.scrollBy(0, 30));
  await page.waitForTimeout(400);
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
  await page.evaluate(() => window.scrollBy(0, 30));
  await expectClosed(page);
});
