/**
 * What /plugin/official-plugins/client-redirects says about @rspress/plugin-client-redirects:
 * the page's setup is built from tests/fixtures/plugin-client-redirects/ with the real
 * `rspress build`, served, and visited in Chromium (skipped when none is found). Every option of
 * the installed types has a heading on the page in both languages.
 */
import type { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import {
  buildFixture,
  bundleText,
  type FixtureBuild,
} from '../support/fixture-site';
import { withServedPage } from '../support/served-page';
import {
  exhaustive,
  type Param,
  prefixed,
  undocumentedOptions,
} from '../support/plugin-options';

const BUILD_TIMEOUT = 180_000;

const OPTIONS = [
  ...exhaustive<Param<typeof pluginClientRedirects>>()(['redirects']),
  ...prefixed(
    'redirects[]',
    exhaustive<
      NonNullable<Param<typeof pluginClientRedirects>['redirects']>[number]
    >()(['from', 'to']),
  ),
];

describe('@rspress/plugin-client-redirects', () => {
  // Built once, read by both tests.
  let redirectsBuild: FixtureBuild | undefined;
  const buildRedirects = () =>
    (redirectsBuild ??= buildFixture('plugin-client-redirects'));

  it(
    'ships the redirect rules and the redirect component in the client bundle',
    () => {
      const build = buildRedirects();
      expect(build.status, build.output).toBe(0);
      const bundle = bundleText(build);
      expect(bundle).toContain('^/docs/setup$');
      expect(bundle).toContain('^/old-guide/(.*)$');
      expect(bundle).toContain('Invalid redirect pattern');
      // No page is generated for the old paths: the redirect happens in the browser.
      expect(
        build
          .files()
          .filter(
            (file) => file.includes('old-guide') || file.includes('setup'),
          ),
      ).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'redirects in the browser after the 404 page loads, keeping the hash and dropping the query',
    async () => {
      const build = buildRedirects();
      expect(build.status, build.output).toBe(0);
      await withServedPage(build.outDir, async (page, origin) => {
        const visit = async (urlPath: string, expectedPath: string) => {
          const response = await page.goto(`${origin}${urlPath}`);
          await page.waitForURL(`${origin}${expectedPath}`);
          return response?.status();
        };
        // The server answers the old URL with its 404 page; the component then replaces the URL.
        expect(await visit('/docs/setup', '/guide/install')).toBe(404);
        await expect
          .poll(() => page.locator('h1').first().textContent())
          .toContain('Install');
        expect(
          await visit(
            '/old-guide/usage?tab=npm#options',
            '/guide/usage#options',
          ),
        ).toBe(404);
        expect(await visit('/legacy/install', '/guide/install')).toBe(404);
        // An external target is used as written: `$1` is not filled in.
        await page.route('https://forum.example.com/**', (route) =>
          route.fulfill({ body: 'forum' }),
        );
        await page.goto(`${origin}/community/topics/42`);
        await page.waitForURL(/^https:\/\/forum\.example\.com\//);
        expect(page.url()).toBe('https://forum.example.com/$1');
        // Anchored patterns do not match longer paths.
        await page.goto(`${origin}/docs/setup/more`);
        await page.waitForTimeout(1000);
        expect(new URL(page.url()).pathname).toBe('/docs/setup/more');
      });
    },
    BUILD_TIMEOUT,
  );

  it(
    'skips an invalid pattern with a console warning, fills named groups, tests the .html path as opened and leaves no history entry',
    async () => {
      const build = buildRedirects();
      expect(build.status, build.output).toBe(0);
      await withServedPage(build.outDir, async (page, origin) => {
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
        // The first rule, '^/broken(', is not a RegExp: a warning, then the next rules apply.
        await page.goto(`${origin}/`);
        await page.goto(`${origin}/docs/setup`);
        await page.waitForURL(`${origin}/guide/install`);
        expect(
          warnings.some((text) =>
            text.startsWith('Invalid redirect pattern: ^/broken('),
          ),
        ).toBe(true);
        // location.replace(): Back skips the old address and returns to the page before it.
        await page.goBack();
        expect(page.url()).toBe(`${origin}/`);
        // `$<name>` inserts a named capture group.
        await page.goto(`${origin}/named/usage`);
        await page.waitForURL(`${origin}/guide/usage`);
        // The tested path is the one opened: '/docs/setup.html' does not match '^/docs/setup$'.
        await page.goto(`${origin}/docs/setup.html`);
        await page.waitForTimeout(1000);
        expect(new URL(page.url()).pathname).toBe('/docs/setup.html');
      });
    },
    BUILD_TIMEOUT,
  );
});

describe('official plugin pages document every option of the installed types', () => {
  for (const lang of LANGS) {
    it(`${lang}/plugin/official-plugins/client-redirects.mdx has a heading for each option`, () => {
      expect(undocumentedOptions(lang, 'client-redirects', OPTIONS)).toEqual(
        [],
      );
    });
  }
});
