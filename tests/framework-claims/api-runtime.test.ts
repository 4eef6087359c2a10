/**
 * Runtime API (/api/client-api/api-runtime): claims about `@rspress/core/runtime` that the types
 * do not show. The module cannot be imported outside a build, and the route object carries a
 * `version` that `Route` leaves out (built from tests/fixtures/api-runtime/). The export list,
 * the `export * from 'react-router-dom'` among them, is covered by api-client-coverage.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import {
  addLeadingSlash,
  isDataUrl,
  isExternalUrl,
  matchNavbar,
  matchSidebar,
  normalizeHref,
  removeTrailingSlash,
  withBase,
} from '@rspress/shared';
import { describe, expect, it } from 'vitest';
import {
  buildFixture,
  plainText,
  useFixtureBuild,
  tempSite,
} from '../support/fixture-site';
import { typecheckSources } from '../support/typecheck';

describe('@rspress/core/runtime outside a build', () => {
  it('cannot be imported by Node: it imports the virtual modules a build generates', () => {
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('@rspress/core/runtime');"],
      { encoding: 'utf8' },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/Cannot find package 'virtual-[a-z0-9-]+'/);
  });
});

describe('the route object of pathnameToRouteService', () => {
  const build = useFixtureBuild('api-runtime');

  it('carries a version at run time (empty without multiVersion)', () => {
    const text = plainText(build().read('index.html'));
    expect(text).toContain(
      'fields: element,filePath,lang,path,preload,version; version: ""',
    );
  });

  /** The JSON that components/Probe.tsx renders during pre-rendering. */
  const probe = () => {
    const match = /data-testid="probe">([^<]*)<\/pre>/.exec(
      build().read('index.html'),
    );
    expect(match, 'no probe output').not.toBeNull();
    return JSON.parse(
      match![1]
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ) as Record<string, unknown>;
  };

  it('useLang is en and useVersion empty on a site with neither lang nor locales', () => {
    expect(probe()).toMatchObject({ lang: 'en', version: '', siteLang: 'en' });
  });

  it('usePage while pre-rendering: pageType doc, pagePath, title from the H1, headingTitle, front matter {}', () => {
    expect(probe()).toMatchObject({
      pageType: 'doc',
      pagePath: 'index.mdx',
      title: 'Runtime fixture',
      headingTitle: 'Runtime fixture',
      frontmatter: {},
    });
  });

  it('useSite ships JSON-safe data with markdown.shiki as {}; usePageData merges site and pages', () => {
    expect(probe()).toMatchObject({
      shiki: {},
      functionsInSite: true,
      pagesCount: 1,
      pageDataHasPages: true,
    });
  });

  it('useLocaleSiteData without locales is only { nav, sidebar }, and useNav gives the nav array', () => {
    expect(probe()).toMatchObject({
      localeSiteDataKeys: ['nav', 'sidebar'],
      nav: [],
    });
  });

  it('pre-rendering renders useDark false, useWindowSize Infinity, NoSSR nothing and the BrowserOnly fallback', () => {
    expect(probe()).toMatchObject({
      dark: false,
      windowSize: 'Infinity by Infinity',
    });
    const html = build().read('index.html');
    expect(html).not.toContain('no-ssr-child');
    expect(html).toContain('browser-only-fallback');
    expect(html).not.toContain('browser-only-child');
  });

  it('useI18n throws for an unknown key and fills a placeholder without a value with its name', () => {
    expect(probe()).toMatchObject({
      unknownKey: 'i18n key "no.such.key" not found for language "en"',
      missingParam: 'Open in name',
    });
  });

  it('withBase, removeBase, withSiteOrigin, normalizeImagePath and routePathToMdPath apply base and siteOrigin', () => {
    expect(probe()).toMatchObject({
      withBase: ['/docs/', '/docs/guide/start', '/docs/guide', '/docs/guide'],
      removeBase: ['/guide/start', '/'],
      withSiteOrigin: 'https://example.com/docs/guide/start',
      normalizeImagePath: [
        '/docs/logo.svg',
        'https://cdn.example.com/a.png',
        'data:image/png;base64,AA',
        '//cdn.example.com/b.png',
        'images/c.png',
      ],
      routePathToMdPath: ['/docs/guide/start.md', '/docs/guide/index.md'],
    });
  });

  it('isActive ignores .html, /index, case, query and hash but not base; isEqualPath removes base and keeps case', () => {
    expect(probe()).toMatchObject({
      isActive: [true, true, false, true, true, false],
      isEqualPath: [true, true, true, false],
    });
  });

  it('without cleanUrls: normalizeHrefInRuntime adds .html and cleanUrlByConfig leaves the link alone', () => {
    expect(probe()).toMatchObject({
      normalizeHrefInRuntime: '/guide/start.html',
      cleanUrlByConfig: '/guide/start.html',
    });
  });

  it('isProduction is true in rspress build; pathnameToRouteService ignores case, .html and encoding', () => {
    expect(probe()).toMatchObject({
      isProduction: true,
      routeFound: ['/', '/', true],
    });
  });

  it('has no version in its type', () => {
    const problems = typecheckSources([
      {
        origin: 'route.version',
        extension: '.ts',
        source: `import { pathnameToRouteService } from '@rspress/core/runtime';\nexport const version = pathnameToRouteService('/')?.version;\n`,
      },
    ]);
    expect(problems.map(({ message }) => message).join('\n')).toMatch(
      /Property 'version' does not exist on type 'Route'/,
    );
  });
});

/*
 * The pure helpers behind the runtime's URL functions: the runtime versions (withBase,
 * removeBase …, dist/runtime/utils.js) pass the site's base to these @rspress/shared ones, and
 * matchNavbar, matchSidebar, normalizeHref, isExternalUrl, isDataUrl are re-exported unchanged
 * (dist/runtime/index.js:1).
 */
describe('URL helpers from @rspress/shared', () => {
  it('withBase treats the base as a plain string prefix', () => {
    expect(withBase('/guide/start', '/docs/')).toBe('/docs/guide/start');
    expect(withBase('guide', '/docs/')).toBe('/docs/guide');
    expect(withBase('/docs/guide', '/docs/')).toBe('/docs/guide');
    expect(withBase('/docs-old/page', '/docs/')).toBe('/docs-old/page');
  });

  it('normalizeHref adds or removes .html as the page says', () => {
    expect(normalizeHref('/guide/start')).toBe('/guide/start.html');
    expect(normalizeHref('/guide/', false)).toBe('/guide/index.html');
    expect(normalizeHref('/guide/start.html', true)).toBe('/guide/start');
    expect(normalizeHref('/files/report.pdf', false, ['.pdf'])).toBe(
      '/files/report.pdf',
    );
    expect(normalizeHref('')).toBe('/');
    expect(normalizeHref('relative/page')).toBe('relative/page');
  });

  it('matchNavbar uses activeMatch, else the link as an unanchored pattern', () => {
    expect(
      matchNavbar({ text: 'Guide', link: '/guide/start' }, '/guide/start.html'),
    ).toBe(true);
    expect(
      matchNavbar(
        { text: 'API', link: '/api/', activeMatch: '^/api/' },
        '/zh/api/',
      ),
    ).toBe(false);
    expect(matchNavbar({ text: 'Guide', link: '/guide/' }, '/zh/guide/x')).toBe(
      true,
    );
  });

  it('matchSidebar is a prefix test, so /guide also matches /guides/x', () => {
    expect(matchSidebar('/guide/', '/guide/start/intro')).toBe(true);
    expect(matchSidebar('/guide', '/guides/other')).toBe(true);
    expect(matchSidebar('/guide/', '/guides/other')).toBe(false);
  });

  it('the slash and URL predicates', () => {
    expect(removeTrailingSlash('/')).toBe('');
    expect(addLeadingSlash('https://example.com')).toBe('https://example.com');
    expect(isExternalUrl('mailto:team@example.com')).toBe(true);
    expect(isExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isExternalUrl('data:text/plain,x')).toBe(false);
    expect(isDataUrl('  DATA:image/png;base64,x')).toBe(true);
  });
});

/*
 * Claims of /api/client-api/api-runtime backed by a read of the installed code (paths under
 * @rspress/core/dist unless noted; @rspress/core 2.0.22). Re-audited claim by claim.
 * - usePage: context value `data` (runtime/hooks/usePage.js:5); title = front matter title or
 *   the H1 (node/mdx/processor.js:45); pageType defaults to 'doc' (runtime/initPageData.js:54);
 *   pagePath is the route's relative filePath (node/route/RouteService.js:168); page-index
 *   fields, _relativePath and extendPageData fields come from virtual-page-data, where only
 *   content, _filepath and _flattenContent are dropped (node/runtimeModule/pageData/
 *   createPageData.js:51-56); lastUpdatedAuthor only when the author option is not false
 *   (node/last-updated/index.js, pluginLastUpdated: `if (false === authorOption) return`).
 * - useSite: createSiteData.js (lang || '', markdown.shiki always {}, searchHooks dropped),
 *   serialised with JSON.stringify (siteData/rsbuildPlugin.js:17), so no functions.
 * - useFrontmatter `{}` fallback (hooks/useFrontmatter.js:4); useLang/useVersion `|| ''`
 *   (hooks/useLang.js:4, hooks/useVersion.js:4); lang defaults to 'en' (node/PluginDriver.js:58).
 * - useI18n: throws for a key without a string (hooks/useI18n.js:8), `{{name}}` falls back to
 *   the name (:9); a missing language gets the `en` text at build time, a key without either
 *   fails the build (node/runtimeModule/i18n.js:48-58; the messages are proven in
 *   guide-troubleshooting.test.ts).
 * - PageContext: setData only from ClientApp (runtime/ClientApp.js), the SSR provider has data
 *   only (runtime/ssrServerEntry.js:39); useSite/usePages read virtual modules, not the
 *   context (hooks/useSite.js, hooks/usePages.js); useNav/useSidebar go through
 *   useLocaleSiteData → useLang, useNav also useVersion (hooks/useNav.js).
 * - useLocaleSiteData: `{ nav, sidebar }` without locales, langRoutePrefix '/' or 'zh/'
 *   (hooks/useLocaleSiteData.js).
 * - useSidebar / getSidebarDataGroup: keys sorted longest first, matchSidebar, [] otherwise
 *   (hooks/useSidebar.js:6-13); useSidebarDynamic opens groups holding the active page and
 *   resets on navigation (useLayoutEffect on activeMatcher/rawSidebarData).
 * - isActive / pathnameToRouteService: normalizeRoutePath drops query, hash, .html, /index,
 *   lower-cases and decodes (runtime/route.js:5-7), results cached (:36-44); preloadLink
 *   returns early on prefetchLink === false (:62); the theme Link preloads on mouseenter and
 *   touchstart (theme/components/Link/index.js:44,47).
 * - useDark / ThemeContext: pre-rendering provides theme 'light' without setTheme
 *   (runtime/ssrServerEntry.js:10,35); setTheme ignored when the switch is disabled, stores
 *   'auto' for the system value under 'rspress-theme-appearance'
 *   (theme/logic/useThemeState.js:7,25-26; @rspress/shared isDarkModeSwitchEnabled).
 * - useWindowSize: Infinity defaults, 150 ms debounce (hooks/useWindowSize.js:2,5-6).
 * - Content: Suspense with an empty Fragment fallback (runtime/Content.js); used for custom and
 *   blank pages (theme/layout/Layout/index.js:111).
 * - BrowserOnly: fallback null, rethrows a rejection, re-runs on a new children function
 *   (runtime/BrowserOnly.js); NoSSR renders null until mounted (runtime/NoSSR.js).
 * - Head/useHead: @unhead/react 2.1 (node_modules/@unhead/react/dist/index.d.ts:8-15); the
 *   Layout calls useHead for lang, title, description and og:* (theme/layout/Layout/index.js).
 * - initPageData: 404 object, language and version from window.location only in the browser,
 *   else site lang and multiVersion.default (runtime/initPageData.js:59-83); warmPageData
 *   fills slot 0 (:9-13), filled by theme/components/Link/useLinkNavigate.js:29.
 * - safePreload/safePreconnect: React DOM's functions or undefined, `as` required in the
 *   options type (runtime/reactDom.js, runtime/reactDom.d.ts).
 * - withBase default '/', isEqualPath via normalizeHref(…, true) and removeBase (case kept),
 *   normalizeHrefInRuntime/cleanUrlByConfig read route.cleanUrls, normalizeImagePath skips
 *   external, data: and // URLs, routePathToMdPath .html → .md plus base (runtime/utils.js).
 * - isProduction: NODE_ENV === 'production' (@rspress/shared dist/index.js:6).
 */

describe('useNav on a site with cleanUrls', () => {
  it('gives internal links in their .html form even with route.cleanUrls, while the theme navbar shows clean links', () => {
    const dir = tempSite('use-nav', {
      'rspress.config.ts': [
        "import { defineConfig } from '@rspress/core';",
        'export default defineConfig({',
        "  root: 'docs',",
        '  route: { cleanUrls: true },',
        "  themeConfig: { nav: [{ text: 'Guide', link: '/guide/start' }, { text: 'Home', link: '/' }] },",
        '});',
        '',
      ].join('\n'),
      'components/NavProbe.tsx': [
        "import { normalizeHrefInRuntime, useNav } from '@rspress/core/runtime';",
        'export function NavProbe() {',
        "  const links = useNav().map((item) => ('link' in item ? item.link : ''));",
        '  return <pre data-testid="nav-probe">{JSON.stringify([links, links.map(normalizeHrefInRuntime)])}</pre>;',
        '}',
        '',
      ].join('\n'),
      'docs/index.mdx':
        "import { NavProbe } from '../components/NavProbe';\n\n# Home\n\n<NavProbe />\n",
      'docs/guide/start.md': '# Start\n',
    });
    try {
      const build = buildFixture(dir);
      expect(build.status, build.output).toBe(0);
      const html = build.read('index.html');
      const match = /data-testid="nav-probe">([^<]*)</.exec(html);
      expect(match, 'no probe output').not.toBeNull();
      expect(JSON.parse(match![1].replace(/&quot;/g, '"'))).toEqual([
        ['/guide/start.html', '/index.html'],
        ['/guide/start', '/'],
      ]);
      // the default navbar renders the same item as a clean link
      expect(html).toContain('href="/guide/start"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
