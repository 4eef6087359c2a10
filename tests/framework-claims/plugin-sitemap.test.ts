/**
 * What /plugin/official-plugins/sitemap says about @rspress/plugin-sitemap: the page's setup is
 * built from tests/fixtures/plugin-sitemap/ with the real `rspress build` and its sitemap.xml
 * read; the plugin's hooks are also called directly for `siteUrl`. Every option of the installed
 * types has a heading on the page in both languages.
 */
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type PluginSitemapOptions,
  pluginSitemap,
} from '@rspress/plugin-sitemap';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import { buildFixture, FIXTURES_DIR } from '../support/fixture-site';
import { exhaustive, undocumentedOptions } from '../support/plugin-options';

const BUILD_TIMEOUT = 180_000;

const OPTIONS = exhaustive<PluginSitemapOptions>()([
  'siteUrl',
  'customMaps',
  'defaultPriority',
  'defaultChangeFreq',
]);

describe('@rspress/plugin-sitemap', () => {
  it(
    'writes sitemap.xml after a production build, with absolute URLs from siteOrigin and base',
    () => {
      const build = buildFixture('plugin-sitemap');
      expect(build.status, build.output).toBe(0);
      const xml = build.read('sitemap.xml');
      expect(xml).toMatch(
        /^<\?xml version="1\.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
      );
      const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(
        (match) => match[1],
      );
      const byLoc = Object.fromEntries(
        urls.map((url) => [/<loc>(.*?)<\/loc>/.exec(url)?.[1], url]),
      );
      expect(Object.keys(byLoc).sort()).toEqual([
        'https://docs.example.com/handbook/',
        // guide/index.md (route /guide/, front matter `search: false`) is listed too.
        'https://docs.example.com/handbook/guide/',
        'https://docs.example.com/handbook/guide/archived',
        'https://docs.example.com/handbook/guide/install',
      ]);
      // One line, entries in the order loc, lastmod, priority, changefreq.
      expect(xml).not.toContain('\n');
      expect(byLoc['https://docs.example.com/handbook/guide/install']).toMatch(
        /^<loc>[^<]*<\/loc><lastmod>[^<]*<\/lastmod><priority>[^<]*<\/priority><changefreq>[^<]*<\/changefreq>$/,
      );
      expect(build.output).toContain('Generate sitemap.xml for 4 pages.');
      // The home page always gets priority 1.0; other pages the defaults.
      expect(byLoc['https://docs.example.com/handbook/']).toContain(
        '<priority>1.0</priority>',
      );
      expect(
        byLoc['https://docs.example.com/handbook/guide/install'],
      ).toContain('<priority>0.5</priority>');
      expect(
        byLoc['https://docs.example.com/handbook/guide/install'],
      ).toContain('<changefreq>weekly</changefreq>');
      expect(byLoc['https://docs.example.com/handbook/guide/install']).toMatch(
        /<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/,
      );
      // A customMaps entry replaces the computed fields of its route.
      expect(
        byLoc['https://docs.example.com/handbook/guide/archived'],
      ).toContain('<priority>0.1</priority>');
      expect(
        byLoc['https://docs.example.com/handbook/guide/archived'],
      ).toContain('<changefreq>never</changefreq>');
      // Page URLs carry no .html even though the build writes guide/install.html.
      expect(build.has('guide/install.html')).toBe(true);
      expect(xml).not.toContain('.html');
      // The 404 page is not listed.
      expect(xml).not.toContain('404');
    },
    BUILD_TIMEOUT,
  );

  it('uses siteUrl as given and does not add base to it', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'sitemap-'));
    const source = path.join(outDir, 'page.md');
    writeFileSync(source, '# Page\n');
    utimesSync(
      source,
      new Date('2025-02-03T04:05:06Z'),
      new Date('2025-02-03T04:05:06Z'),
    );
    try {
      const plugin = pluginSitemap({ siteUrl: 'https://example.com/docs' });
      const config = {
        base: '/ignored/',
        siteOrigin: 'https://ignored.example',
        outDir,
      };
      await plugin.beforeBuild?.(config, true);
      await plugin.extendPageData?.(
        { routePath: '/guide/page', _filepath: source } as never,
        true,
      );
      await plugin.afterBuild?.(config, true);
      const xml = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
      expect(xml).toContain('<loc>https://example.com/docs/guide/page</loc>');
      // lastmod is the source file's modification time, not a git date.
      expect(xml).toContain('<lastmod>2025-02-03T04:05:06.000Z</lastmod>');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('does nothing outside production builds', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'sitemap-dev-'));
    const source = path.join(outDir, 'page.md');
    writeFileSync(source, '# Page\n');
    try {
      const plugin = pluginSitemap();
      const config = { siteOrigin: 'https://example.com', outDir };
      await plugin.beforeBuild?.(config, false);
      await plugin.extendPageData?.(
        { routePath: '/page', _filepath: source } as never,
        false,
      );
      await plugin.afterBuild?.(config, false);
      expect(existsSync(path.join(outDir, 'sitemap.xml'))).toBe(false);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('writes relative locs from base alone when neither siteOrigin nor siteUrl is set, without a warning', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'sitemap-rel-'));
    const source = path.join(outDir, 'page.md');
    writeFileSync(source, '# Page\n');
    try {
      const plugin = pluginSitemap({
        defaultPriority: '0.3',
        customMaps: { '/nowhere': { loc: 'https://example.com/nowhere' } },
      });
      const config = { base: '/handbook/', outDir };
      await plugin.beforeBuild?.(config, true);
      for (const routePath of ['/', '/guide/install']) {
        await plugin.extendPageData?.(
          { routePath, _filepath: source } as never,
          true,
        );
      }
      await plugin.afterBuild?.(config, true);
      const xml = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
      expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual([
        '/handbook/',
        '/handbook/guide/install',
      ]);
      // The home page keeps 1.0; a customMaps key without a route adds nothing.
      expect(xml).toContain('<loc>/handbook/</loc><lastmod>');
      expect(xml).toMatch(
        /<loc>\/handbook\/<\/loc><lastmod>[^<]*<\/lastmod><priority>1\.0</,
      );
      expect(xml).toMatch(
        /install<\/loc><lastmod>[^<]*<\/lastmod><priority>0\.3</,
      );
      expect(xml).not.toContain('nowhere');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it(
    'without outDir follows builderConfig.output.distPath, where Rspress writes only the HTML: scripts, styles and search index stay in doc_build',
    () => {
      // Left over from the build above: remove it, so the assets found there are this build's.
      rmSync(path.join(FIXTURES_DIR, 'plugin-sitemap', 'doc_build'), {
        recursive: true,
        force: true,
      });
      const build = buildFixture('plugin-sitemap', {
        args: ['-c', 'rspress.dist-path.config.ts'],
        outDirName: 'doc_build_dist_path',
      });
      const assets = path.join(
        path.dirname(build.outDir),
        'doc_build',
        'static',
      );
      try {
        expect(build.status, build.output).toBe(0);
        expect(build.has('sitemap.xml')).toBe(true);
        expect(build.has('index.html')).toBe(true);
        expect(build.files().some((file) => file.startsWith('static/'))).toBe(
          false,
        );
        const moved = readdirSync(assets, { recursive: true }).map(String);
        expect(moved.some((file) => /^js[\\/].*\.js$/.test(file))).toBe(true);
        expect(moved.some((file) => /^css[\\/].*\.css$/.test(file))).toBe(true);
        expect(
          moved.some((file) => /^search_index\..*\.json$/.test(file)),
        ).toBe(true);
      } finally {
        rmSync(build.outDir, { recursive: true, force: true });
      }
    },
    BUILD_TIMEOUT,
  );

  it(
    'a real build without siteOrigin writes relative locs and ignores a customMaps key without a route, warning about neither',
    () => {
      const build = buildFixture('plugin-sitemap', {
        args: ['-c', 'rspress.no-origin.config.ts'],
        outDirName: 'doc_build_no_origin',
      });
      try {
        expect(build.status, build.output).toBe(0);
        const xml = build.read('sitemap.xml');
        expect(
          [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]).sort(),
        ).toEqual([
          '/handbook/',
          '/handbook/guide/',
          '/handbook/guide/archived',
          '/handbook/guide/install',
        ]);
        expect(xml).not.toContain('no/such/route');
        expect(build.output).not.toMatch(/\bwarn\b/i);
      } finally {
        rmSync(build.outDir, { recursive: true, force: true });
      }
    },
    BUILD_TIMEOUT,
  );

  it('has only build hooks: nothing that reaches the pages', () => {
    expect(Object.keys(pluginSitemap()).sort()).toEqual([
      'afterBuild',
      'beforeBuild',
      'extendPageData',
      'name',
    ]);
  });

  it('rejects a siteUrl without a protocol', async () => {
    const plugin = pluginSitemap({ siteUrl: 'docs.example.com' });
    await expect(async () => plugin.beforeBuild?.({}, true)).rejects.toThrow(
      /siteUrl` must be a valid absolute URL/,
    );
  });
});

describe('official plugin pages document every option of the installed types', () => {
  for (const lang of LANGS) {
    it(`${lang}/plugin/official-plugins/sitemap.mdx has a heading for each option`, () => {
      expect(undocumentedOptions(lang, 'sitemap', OPTIONS)).toEqual([]);
    });
  }
});
