/**
 * Links (/guide/basic/use-mdx/link): how Markdown links are rewritten per language and which
 * links are checked at build time.
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFile } from '../../framework/internals';
import { buildFixture, useFixtureBuild } from '../support/fixture-site';
import { installedCoreModule } from '../support/installed-core';

const contentLinks = (html: string): string[] =>
  [
    ...html.matchAll(
      /<a href="([^"]*)"(?: target="_blank" rel="noopener noreferrer")? class="rp-link">/g,
    ),
  ].map((match) => match[1]);

describe('Markdown links in two languages', () => {
  const build = useFixtureBuild('guide-links', {
    checkBuilds: 'builds with dead-link and anchor checks on',
  });

  it('resolves absolute, ./relative and bare relative links to the same clean route', () => {
    expect(contentLinks(build().read('guide/links.html'))).toEqual([
      '/guide/target',
      '/guide/target#install',
      '/guide/target#second-section',
      '/guide/target',
      '/guide/target',
      '#links',
      'https://example.com/',
      'mailto:team@example.com',
      '/guide/target',
    ]);
  });

  it('adds /zh to absolute links written in a zh page (autoPrefix)', () => {
    expect(
      contentLinks(build().read('zh/guide/links.html')).slice(0, 5),
    ).toEqual([
      '/zh/guide/target',
      '/zh/guide/target#install',
      '/zh/guide/target#second-section',
      '/zh/guide/target',
      '/zh/guide/target',
    ]);
  });

  it('reaches the default language from a zh page with an explicit /en prefix, which is then dropped', () => {
    expect(contentLinks(build().read('zh/guide/links.html')).at(-1)).toBe(
      '/guide/target',
    );
  });

  it('opens external links (any scheme, mailto: included) in a new tab with rel="noopener noreferrer"', () => {
    const html = build().read('guide/links.html');
    expect(html).toContain(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer" class="rp-link">',
    );
    expect(html).toContain(
      '<a href="mailto:team@example.com" target="_blank" rel="noopener noreferrer" class="rp-link">',
    );
  });

  it('leaves a JSX <a> in MDX untouched: no language prefix, no theme link', () => {
    expect(build().read('zh/guide/links.html')).toContain(
      '<a href="/guide/target" data-testid="jsx-link">',
    );
  });
});

describe('anchor checking', () => {
  it('fails the build on a link to a heading id the target page does not have', () => {
    const build = buildFixture('guide-dead-anchor');
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('Dead anchors found');
    expect(build.output).toContain('/target#no-such-heading');
  }, 180_000);
});

describe('link rules read from the installed code', () => {
  const core = (file: string) => readFileSync(coreFile(file), 'utf8');

  it('autoPrefix on a versioned site: no version gets the page’s version and language; a version folder is kept as written, with no language added', async () => {
    const load = (file: string) => import(installedCoreModule(file));
    const { RouteService } = await load('dist/node/route/RouteService.js');
    const { RoutePage } = await load('dist/node/route/RoutePage.js');
    const { remarkLink } = await load('dist/node/mdx/remarkPlugins/link.js');
    const { unified, remark_parse } = await load('dist/o~0.js');
    const dir = mkdtempSync(path.join(tmpdir(), 'link-versions-'));
    const previous = RouteService.__instance__;
    try {
      const files = [
        'v2/en/guide/deploy.md',
        'v2/zh/guide/deploy.md',
        'v1/en/guide/deploy.md',
        'v1/zh/guide/deploy.md',
        'v2/zh/guide/page.md',
      ];
      for (const file of files) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), '# Page\n');
      }
      const service = new RouteService(
        dir,
        {
          lang: 'en',
          locales: [{ lang: 'en' }, { lang: 'zh' }],
          multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
        },
        [],
        dir,
      );
      // RoutePage reads the route service of the build, as during `rspress build`.
      RouteService.__instance__ = service;
      for (const file of files)
        service.addRoute(RoutePage.create(path.join(dir, file), dir));
      const tree = unified()
        .use(remark_parse)
        .parse(
          '[a](/guide/deploy) [b](/v1/guide/deploy) [c](/v1/zh/guide/deploy) [d](/en/guide/deploy) [e](/zh/guide/deploy)',
        );
      remarkLink({
        cleanUrls: false,
        routeService: service,
        remarkLinkOptions: {},
      })(tree, { path: path.join(dir, 'v2/zh/guide/page.md') });
      const urls = (
        tree.children[0].children as Array<{ type: string; url?: string }>
      )
        .filter((node) => node.type === 'link')
        .map((node) => node.url);
      expect(urls).toEqual([
        '/zh/guide/deploy.html',
        '/v1/guide/deploy.html',
        '/v1/zh/guide/deploy.html',
        '/guide/deploy.html',
        '/zh/guide/deploy.html',
      ]);
    } finally {
      RouteService.__instance__ = previous;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('treats a URL with any scheme as external, except javascript:, data: and file:', async () => {
    const { isExternalUrl } = (await import('@rspress/shared')) as {
      isExternalUrl: (url: string) => boolean;
    };
    for (const url of [
      'https://rsbuild.rs',
      'http://x',
      'mailto:a@b.c',
      'tel:123',
    ])
      expect(isExternalUrl(url), url).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'data:text/plain,x',
      'file:///x',
      '/guide/',
      './a',
    ])
      expect(isExternalUrl(url), url).toBe(false);
  });

  it('rewrites Markdown links and reference definitions only; dead links are checked by default and fail only production builds; anchors are off by default and only checked into .md/.mdx pages', () => {
    const link = core('dist/node/mdx/remarkPlugins/link.js');
    expect(link).toContain("visit(tree, 'link', (node)=>{");
    expect(link).toContain("visit(tree, 'definition', (node)=>{");
    expect(link).toContain(
      'const { checkAnchors: shouldCheckAnchors = false, checkDeadLinks: shouldCheckDeadLinks = true, autoPrefix = true } = remarkLinkOptions ?? {};',
    );
    expect(link).toContain(
      "if (isProduction()) throw createError('Dead link found');",
    );
    expect(link).toContain(
      'if (!MDX_OR_MD_REGEXP.test(routePage.routeMeta.absolutePath)) return;',
    );
    // excludes: a list compared with the link as written, or a function given that string.
    expect(link).toContain(
      'return (url)=>Boolean(excludesUrl?.has(url) || excludesFn?.(url));',
    );
    expect(link).toContain('if (isExcluded(nodeUrl)) return;');
    // A dead bare link (no ./ and no /) prints the 2.0 hint about relative links.
    expect(link).toContain(
      "if (!nodeUrl.startsWith('/') && /^\\w/.test(nodeUrl)) possibleBreakingChange = true;",
    );
    expect(core('dist/node/logger/hint.js')).toContain(
      'Markdown links without "./" prefix are now relative links',
    );
  });

  it('Link adds base and applies cleanUrls, navigates in the app, preloads on hover, opens external URLs in a new tab, and adds no language', () => {
    const getHref = core('dist/theme/components/Link/getHref.js');
    expect(getHref).toContain(
      'else withBaseHref = withBase(cleanUrlByConfig(href));',
    );
    expect(getHref).not.toMatch(/lang/i);
    const component = core('dist/theme/components/Link/index.js');
    expect(component).toMatch(
      /if \('external' === linkType\) return \/\*#__PURE__\*\/ jsx\("a", \{\s*ref: ref,\s*href: href,\s*target: "_blank",/,
    );
    expect(component).toContain('preloadLink(routePath);');
    expect(component).toContain('navigate(removeBaseHref);');
  });
});
