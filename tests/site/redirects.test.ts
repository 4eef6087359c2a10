/**
 * Old upstream addresses: every page path of the upstream Rspress site either exists here, is
 * redirected by config/redirects.ts to a page and anchor that exist, or is listed below as having
 * no equivalent. No rule may catch a page of this site.
 */
import { describe, expect, it } from 'vitest';
import { UPSTREAM_REDIRECTS } from '../../config/redirects';
import { siteOf } from '../support/links';
import { LANGS, localizeRoute } from './routes';

/**
 * The page files under website/docs/en of web-infra-dev/rspress at c4e9404 (2026-08-21), as
 * routes; website/docs/zh has the same files.
 */
const UPSTREAM_PAGES = [
  '/',
  '/api/',
  ...['commands', 'config/config-basic', 'config/config-build'].map(
    (page) => `/api/${page}`,
  ),
  '/api/config/config-frontmatter',
  '/api/config/config-theme',
  '/blog/',
  '/blog/rspress-v2',
  '/blog/trailing-slash',
  ...['custom-head', 'custom-search', 'extend-build', 'overview-page'].map(
    (page) => `/guide/advanced/${page}`,
  ),
  ...[
    'auto-nav-sidebar',
    'conventional-route',
    'custom-theme',
    'deploy',
    'home-page',
    'i18n',
    'multi-version',
    'ssg-md',
    'ssg',
    'static-assets',
  ].map((page) => `/guide/basic/${page}`),
  '/guide/migration/rspress-1-x',
  '/guide/start/ai',
  '/guide/start/getting-started',
  '/guide/start/introduction',
  ...['code-blocks', 'components', 'container', 'frontmatter', 'link'].map(
    (page) => `/guide/use-mdx/${page}`,
  ),
  '/plugin/community-plugins/overview',
  '/plugin/community-plugins/typesense',
  ...[
    'algolia',
    'api-docgen',
    'client-redirects',
    'llms',
    'overview',
    'playground',
    'preview',
    'rss',
    'sitemap',
    'twoslash',
    'typedoc',
  ].map((page) => `/plugin/official-plugins/${page}`),
  '/plugin/system/introduction',
  '/plugin/system/plugin-api',
  '/plugin/system/write-a-plugin',
  '/ui/components/',
  ...[
    'badge',
    'callout',
    'code-block-runtime',
    'package-manager-tabs',
    'page-tabs',
    'prompt',
    'source-code',
    'steps',
    'tabs',
  ].map((page) => `/ui/components/${page}`),
  '/ui/custom-page',
  '/ui/hooks/',
  ...[
    'router-hooks',
    'use-dark',
    'use-frontmatter',
    'use-head',
    'use-i18n',
    'use-lang',
    'use-page-data',
    'use-page',
    'use-pages',
    'use-site',
    'use-version',
  ].map((page) => `/ui/hooks/${page}`),
  '/ui/icons/',
  '/ui/layout-components/',
  ...[
    'banner',
    'doc-footer',
    'edit-link',
    'get-custom-mdx-component',
    'home-background',
    'home-feature',
    'home-footer',
    'home-hero',
    'home-layout',
    'last-updated',
    'layout',
    'nav-title',
    'overview-group',
    'prev-next-page',
    'root',
    'tag',
  ].map((page) => `/ui/layout-components/${page}`),
  '/ui/runtime-components/',
  ...['browser-only', 'head', 'no-ssr'].map(
    (page) => `/ui/runtime-components/${page}`,
  ),
  '/ui/shadcn-ui',
  '/ui/tailwindcss',
  '/ui/vars',
];

/** Upstream pages with no counterpart here, so they stay 404 rather than land somewhere wrong. */
const NO_EQUIVALENT = new Map([
  ['/blog/', 'this site has no blog'],
  ['/blog/rspress-v2', 'this site has no blog'],
  ['/blog/trailing-slash', 'this site has no blog'],
  ['/ui/icons/', 'the theme icons are not documented here'],
]);

/** What the plugin does in the browser: the first pattern that matches rewrites the path. */
function redirect(pathname: string): string | null {
  for (const { from, to } of UPSTREAM_REDIRECTS) {
    const pattern = new RegExp(from);
    if (pattern.test(pathname)) return pathname.replace(pattern, to);
  }
  return null;
}

for (const lang of LANGS) {
  describe(`upstream addresses in ${lang}`, () => {
    const site = siteOf(lang);
    const here = (route: string) => site.pages.has(route);

    it('leave every page of this site alone', () => {
      const caught = [...site.pages.keys()]
        .map((route) => localizeRoute(route, lang))
        .filter((route) => redirect(route) !== null);
      expect(caught).toEqual([]);
    });

    it.each(
      UPSTREAM_PAGES.filter(
        (route) => !here(route) && !NO_EQUIVALENT.has(route),
      ),
    )('%s lands on a page and anchor that exist', (route) => {
      const addresses = route.endsWith('/')
        ? [route, `${route}index.html`]
        : [route, `${route}.html`];
      for (const address of addresses.map((a) => localizeRoute(a, lang))) {
        const target = redirect(address);
        expect(target, address).not.toBeNull();
        const [targetPath, anchor] = target!.split('#');
        const prefix = localizeRoute('/', lang).slice(0, -1);
        expect(targetPath.startsWith(`${prefix}/`), target!).toBe(true);
        const targetRoute = targetPath.slice(prefix.length);
        expect(here(targetRoute), `${address} → ${target}`).toBe(true);
        if (anchor)
          expect(
            site.anchorsAt(targetRoute).has(anchor),
            `${address} → ${target}`,
          ).toBe(true);
      }
    });

    it('leaves the pages without an equivalent as they are', () => {
      for (const route of NO_EQUIVALENT.keys()) {
        expect(here(route), route).toBe(false);
        expect(redirect(localizeRoute(route, lang)), route).toBeNull();
      }
    });
  });
}
