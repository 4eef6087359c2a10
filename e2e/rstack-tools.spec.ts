/** The Rstack tools popover in the top bar and the landing block on the home page. */
import { expect, test } from '@playwright/test';
import { fill, homeOf, SITE_LANGS, textsOf } from '../config/locales';
import { localizeRoute } from '../tests/site/routes';
import {
  localizeTool,
  RSTACK_ECOSYSTEM,
  RSTACK_TOOLS,
} from '../config/rstack-tools';
import {
  blockExternalRequests,
  findAccessibilityViolations,
  waitForHydration,
} from './support/browser-checks';

const LANGS = SITE_LANGS.map((lang) => ({
  lang,
  page: localizeRoute('/guide/start/introduction', lang),
  home: homeOf(lang),
}));

test.beforeEach(async ({ context, baseURL }) => {
  await blockExternalRequests(context, new URL(baseURL!).origin);
});

for (const { lang, page: path, home } of LANGS) {
  test(`${lang}: the popover lists the seven entries and loads logos only when opened`, async ({
    page,
  }) => {
    const logoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/tools/')) logoRequests.push(request.url());
    });
    await page.goto(path);
    await waitForHydration(page);

    const trigger = page.getByRole('button', {
      name: textsOf(lang).rstack.trigger,
    });
    const title = page.locator('.rp-nav__title');
    const [triggerBox, titleBox] = [
      await trigger.boundingBox(),
      await title.boundingBox(),
    ];
    expect(
      triggerBox!.x,
      'the trigger sits before the site title',
    ).toBeLessThan(titleBox!.x);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(logoRequests).toEqual([]);

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('.tools-popover__panel');
    const links = panel.getByRole('link');
    await expect(links).toHaveCount(7);
    const entries = [...RSTACK_TOOLS, RSTACK_ECOSYSTEM].map((tool) =>
      localizeTool(tool, lang),
    );
    for (const [index, entry] of entries.entries()) {
      const link = links.nth(index);
      await expect(link).toContainText(entry.name);
      await expect(link).toContainText(entry.description);
      await expect(link).toHaveAttribute('href', entry.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(links.first()).toBeFocused();

    // Placement bottom-start: below the trigger, aligned with its left edge.
    const panelBox = await panel.boundingBox();
    expect(panelBox!.y).toBeGreaterThan(triggerBox!.y + triggerBox!.height - 1);
    expect(Math.abs(panelBox!.x - triggerBox!.x)).toBeLessThanOrEqual(1);
    await expect.poll(() => logoRequests.length).toBe(7);
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });

  test(`${lang}: Escape closes the popover and returns focus to its trigger`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const trigger = page.getByRole('button', {
      name: textsOf(lang).rstack.trigger,
    });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.tools-popover__panel')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.tools-popover__panel')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(page.locator('.tools-popover__panel')).toBeVisible();
    await page.mouse.click(700, 500);
    await expect(page.locator('.tools-popover__panel')).toHaveCount(0);
  });

  test(`${lang}: the home page introduces six tools after the feature cards`, async ({
    page,
  }) => {
    await page.goto(home);
    await waitForHydration(page);
    const landing = page.locator('.tools-landing');
    await expect(landing.getByRole('heading', { level: 2 })).toHaveText(
      textsOf(lang).rstack.landingTitle,
    );
    await expect(landing.locator('.tools-landing__tagline')).toHaveText(
      textsOf(lang).rstack.landingTagline,
    );
    const features = await page
      .locator('.rp-home-feature, [class*="home-feature"]')
      .first()
      .boundingBox();
    expect((await landing.boundingBox())!.y).toBeGreaterThan(features!.y);

    const cards = landing.locator('.tools-landing__card');
    await expect(cards).toHaveCount(6);
    for (const [index, tool] of RSTACK_TOOLS.map((entry) =>
      localizeTool(entry, lang),
    ).entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(
        tool.name,
      );
      await expect(card).toContainText(tool.description);
      const logo = card.locator('img');
      await expect(logo).toHaveAttribute('width', '48');
      await expect(logo).toHaveAttribute('height', '48');
      await expect(logo).toHaveAttribute(
        'alt',
        fill(textsOf(lang).rstack.logoAlt, { name: tool.name }),
      );
      const link = card.getByRole('link');
      await expect(link).toHaveAttribute('href', tool.url);
      await expect(link).toContainText(tool.urlText);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
}

test('landing cards keep their size when logos fail to load', async ({
  page,
}) => {
  await page.route('**/tools/*.svg', (route) => route.abort());
  await page.goto('/');
  await waitForHydration(page);
  const sizes = await page
    .locator('.tools-landing__logo')
    .evaluateAll((images) =>
      images.map((image) => [
        image.getBoundingClientRect().width,
        image.getBoundingClientRect().height,
      ]),
    );
  expect(sizes).toEqual(Array(6).fill([48, 48]));
});
