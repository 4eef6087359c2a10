/**
 * Conventional routing (/guide/basic/conventional-route): which files become pages, which
 * URLs they get, and how `route.cleanUrls` changes the links written into the HTML.
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
import { installedCoreModule } from '../support/installed-core';
import { buildFixture, textOf, useFixtureBuild } from '../support/fixture-site';

const contentLinks = (html: string): string[] =>
  [...html.matchAll(/<a href="([^"]*)" class="rp-link">/g)].map(
    (match) => match[1],
  );

describe('files under docs/ become routes', () => {
  const build = useFixtureBuild('guide-routes', { checkBuilds: false });

  it('builds one HTML file per page, index files standing for their folder', () => {
    expect(build().status, build().output).toBe(0);
    expect(
      build()
        .files()
        .filter((file) => file.endsWith('.html')),
    ).toEqual([
      '404.html',
      'guide/index.html',
      'guide/intro.html',
      'guide/nested/deep.html',
      'index.html',
      'playground.html',
    ]);
  });

  it('leaves out `_`-prefixed files and folders and the route.exclude globs', () => {
    const html = build().files().join('\n');
    expect(html).not.toMatch(/_draft|_partials|note|drafts|wip/);
  });

  it('writes clean links (no .html, folder index as a trailing slash) when cleanUrls is on', () => {
    expect(contentLinks(build().read('index.html'))).toEqual([
      '/guide/',
      '/guide/nested/deep',
      '/guide/intro',
      '/playground',
    ]);
  });

  it('resolves a link without `./` relative to the current file', () => {
    expect(contentLinks(build().read('guide/index.html'))).toEqual([
      '/guide/intro',
      '/guide/intro',
    ]);
  });

  it('renders a .tsx page, taking its <title> from `export const frontmatter`', () => {
    const html = build().read('playground.html');
    expect(html).toContain('<title>Playground - Routes fixture</title>');
    expect(textOf(html)).toContain('Rendered by a React component.');
  });

  it('labels a .tsx page in the auto sidebar with its file name, not its exported title', () => {
    const html = build().read('index.html');
    expect(html).toMatch(/href="\/playground"[^>]*>(?:<[^>]+>)*playground</);
  });
});

describe('cleanUrls left unset (the default: off)', () => {
  it('writes every internal link with .html, and index pages as index.html', () => {
    const build = buildFixture('guide-routes-html');
    expect(build.status, build.output).toBe(0);
    expect(contentLinks(build.read('index.html'))).toEqual([
      '/guide/index.html',
      '/guide/nested/deep.html',
      '/guide/intro.html',
      '/playground.html',
    ]);
  }, 180_000);
});

describe('two files for one route', () => {
  it('stops the build and names the route', () => {
    const build = buildFixture('guide-route-collision');
    expect(build.status).not.toBe(0);
    expect(build.status).toBe(1);
    expect(build.output).toContain(
      'Error: routePath /setup has already been added',
    );
  }, 180_000);
});

describe('routing rules read from the installed code', () => {
  const core = (file: string) => readFileSync(coreFile(file), 'utf8');
  type Normalize = (
    relativePath: string,
    lang: string,
    version: string,
    langs: string[],
    versions: string[],
  ) => { routePath: string; lang: string; version: string };

  it('takes the docs root from the command line first, then root in the config, then docs', async () => {
    const { resolveDocRoot } = (await import(
      installedCoreModule('dist/config/loadConfigFile.js')
    )) as {
      resolveDocRoot: (cwd: string, cli?: string, config?: string) => string;
    };
    expect(resolveDocRoot('/site', 'my-docs', 'docs')).toBe(
      path.join('/site', 'my-docs'),
    );
    expect(resolveDocRoot('/site', undefined, 'content')).toBe(
      path.join('/site', 'content'),
    );
    expect(resolveDocRoot('/site')).toBe(path.join('/site', 'docs'));
  });

  it('keeps capitals in the URL; version folders count only when multiVersion.default is set', async () => {
    const { normalizeRoutePath } = (await import(
      installedCoreModule('dist/node/route/normalizeRoutePath.js')
    )) as { normalizeRoutePath: Normalize };
    expect(
      normalizeRoutePath('Guide/Getting-Started.md', 'en', '', [], [])
        .routePath,
    ).toBe('/Guide/Getting-Started');
    const versions = ['v1', 'v2'];
    const langs = ['en', 'zh'];
    expect(
      normalizeRoutePath('v2/en/guide/intro.md', 'en', 'v2', langs, versions),
    ).toMatchObject({ routePath: '/guide/intro', lang: 'en', version: 'v2' });
    expect(
      normalizeRoutePath('v2/zh/guide/intro.md', 'en', 'v2', langs, versions)
        .routePath,
    ).toBe('/zh/guide/intro');
    expect(
      normalizeRoutePath('v1/en/guide/intro.md', 'en', 'v2', langs, versions)
        .routePath,
    ).toBe('/v1/guide/intro');
    // multiVersion.default empty: the version folder is an ordinary segment.
    expect(
      normalizeRoutePath('v1/en/guide/intro.md', 'en', '', langs, versions),
    ).toMatchObject({ routePath: '/v1/en/guide/intro', version: '' });
  });

  it('with locales, docs/intro.md is a page of the default language and collides with docs/en/intro.md', async () => {
    const { RouteService } = await import(
      installedCoreModule('dist/node/route/RouteService.js')
    );
    const { RoutePage } = await import(
      installedCoreModule('dist/node/route/RoutePage.js')
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'route-collision-'));
    const previous = RouteService.__instance__;
    try {
      mkdirSync(path.join(dir, 'en'));
      writeFileSync(path.join(dir, 'intro.md'), '# Intro\n');
      writeFileSync(path.join(dir, 'en', 'intro.md'), '# Intro\n');
      const service = new RouteService(
        dir,
        { lang: 'en', locales: [{ lang: 'en' }, { lang: 'zh' }] },
        [],
        dir,
      );
      RouteService.__instance__ = service;
      await service.addRoute(RoutePage.create(path.join(dir, 'intro.md'), dir));
      await expect(
        service.addRoute(
          RoutePage.create(path.join(dir, 'en', 'intro.md'), dir),
        ),
      ).rejects.toThrow('routePath /intro has already been added');
    } finally {
      RouteService.__instance__ = previous;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('skips node_modules, .d.ts, .eslintrc.js, .nx and the root public folder, with route.exclude and the convention; the sidebar drops what is not a route', () => {
    expect(core('dist/node/route/RouteService.js')).toMatch(
      /ignore: \[\s*\.\.\.this\.#exclude,\s*\.\.\.this\.#excludeConvention,\s*'\*\*\/node_modules\/\*\*',\s*'\*\*\/\.eslintrc\.js',\s*'\*\*\/\.nx\/\*\*',\s*"\.\/public\/\*\*",\s*'\*\*\/\*\.d\.ts'\s*\]/,
    );
    expect(core('dist/node/auto-nav-sidebar/normalize.js')).toContain(
      'if (routeService?.isExistRoute && !routeService.isExistRoute(link)) return null;',
    );
  });

  it('the default scan skips files and folders whose names start with a dot', async () => {
    const { RouteService } = await import(
      installedCoreModule('dist/node/route/RouteService.js')
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'route-dot-'));
    const previous = RouteService.__instance__;
    try {
      mkdirSync(path.join(dir, '.hidden'));
      writeFileSync(path.join(dir, 'index.md'), '# Home\n');
      writeFileSync(path.join(dir, '.draft.md'), '# Draft\n');
      writeFileSync(path.join(dir, '.hidden', 'page.md'), '# Page\n');
      const service = await RouteService.create({ scanDir: dir, config: {} });
      expect(
        service
          .getRoutes()
          .map((route: { routePath: string }) => route.routePath),
      ).toEqual(['/']);
    } finally {
      RouteService.__instance__ = previous;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('adds the built-in 404 page only when the site has no /404 route', () => {
    expect(core('dist/node/ssg/renderPages.js')).toMatch(
      /if \(!routeService\.isExistRoute\('\/404'\)\) routes\.push\(\{\s*routePath: '\/404'/,
    );
  });

  it('cleanUrlsRedirect: unless false, the runtime swaps a non-canonical address with history.replaceState', () => {
    const route = core('dist/runtime/route.js');
    expect(route).toContain(
      'if (virtual_site_data.route?.cleanUrlsRedirect === false) return false;',
    );
    expect(route).toContain(
      'const canonicalRoutePath = normalizeHref(matchedRoute.path, Boolean(virtual_site_data.route?.cleanUrls));',
    );
    expect(route).toContain(
      "history.replaceState(history.state, '', `${canonicalPathname}${location.search}${location.hash}`);",
    );
  });
});
