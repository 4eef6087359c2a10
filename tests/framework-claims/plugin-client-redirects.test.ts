/**
 * The official plugin pages under docs/<lang>/plugin/official-plugins/ document a minimal setup
 * for each plugin. Each setup lives here as a fixture site under tests/fixtures/plugin-<name>/,
 * is built with the real `rspress build`, and the test checks what a reader would see in the
 * output. A second group checks that every option in each plugin's type declarations has a
 * heading on its page in both languages.
 */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { pluginApiDocgen } from '@rspress/plugin-api-docgen';
import type { pluginAlgolia } from '@rspress/plugin-algolia';
import type { SearchProps } from '@rspress/plugin-algolia/runtime';
import type { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import type { LlmsTxt, pluginLlms } from '@rspress/plugin-llms';
import type { pluginPreview } from '@rspress/plugin-preview';
import { type FeedChannel, type FeedOutputOptions, generateFeedItem, type PluginRssOptions } from '@rspress/plugin-rss';
import { type PluginSitemapOptions, pluginSitemap } from '@rspress/plugin-sitemap';
import { Feed, type FeedOptions } from 'feed';
import { describe, expect, it } from 'vitest';
import { createStaticServer } from '../scripts/static-server.mjs';
import { documentedNames } from './support/documented';
import { buildFixture, type FixtureBuild, textOf } from './support/fixture-site';

const BUILD_TIMEOUT = 180_000;

/** Text of every built JavaScript file, for facts that only live in the client bundle. */
function bundleText(build: FixtureBuild): string {
  return build
    .files()
    .filter((file) => file.endsWith('.js'))
    .map((file) => build.read(file))
    .join('\n');
}

/** Visible text with the few entities React and Shiki write decoded. */
function plainText(html: string): string {
  return textOf(html)
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function headTags(html: string, pattern: RegExp): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return head.match(pattern) ?? [];
}

describe('@rspress/plugin-sitemap', () => {
  it(
    'writes sitemap.xml after a production build, with absolute URLs from siteOrigin and base',
    () => {
      const build = buildFixture('plugin-sitemap');
      expect(build.status, build.output).toBe(0);
      const xml = build.read('sitemap.xml');
      expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
      const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]);
      const byLoc = Object.fromEntries(urls.map((url) => [/<loc>(.*?)<\/loc>/.exec(url)?.[1], url]));
      expect(Object.keys(byLoc).sort()).toEqual([
        'https://docs.example.com/handbook/',
        'https://docs.example.com/handbook/guide/archived',
        'https://docs.example.com/handbook/guide/install',
      ]);
      // The home page always gets priority 1.0; other pages the defaults.
      expect(byLoc['https://docs.example.com/handbook/']).toContain('<priority>1.0</priority>');
      expect(byLoc['https://docs.example.com/handbook/guide/install']).toContain('<priority>0.5</priority>');
      expect(byLoc['https://docs.example.com/handbook/guide/install']).toContain('<changefreq>weekly</changefreq>');
      expect(byLoc['https://docs.example.com/handbook/guide/install']).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
      // A customMaps entry replaces the computed fields of its route.
      expect(byLoc['https://docs.example.com/handbook/guide/archived']).toContain('<priority>0.1</priority>');
      expect(byLoc['https://docs.example.com/handbook/guide/archived']).toContain('<changefreq>never</changefreq>');
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
    utimesSync(source, new Date('2025-02-03T04:05:06Z'), new Date('2025-02-03T04:05:06Z'));
    try {
      const plugin = pluginSitemap({ siteUrl: 'https://example.com/docs' });
      const config = { base: '/ignored/', siteOrigin: 'https://ignored.example', outDir };
      await plugin.beforeBuild?.(config, true);
      await plugin.extendPageData?.({ routePath: '/guide/page', _filepath: source } as never, true);
      await plugin.afterBuild?.(config, true);
      const xml = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
      expect(xml).toContain('<loc>https://example.com/docs/guide/page</loc>');
      // lastmod is the source file's modification time, not a git date.
      expect(xml).toContain('<lastmod>2025-02-03T04:05:06.000Z</lastmod>');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('rejects a siteUrl without a protocol', async () => {
    const plugin = pluginSitemap({ siteUrl: 'docs.example.com' });
    await expect(async () => plugin.beforeBuild?.({}, true)).rejects.toThrow(/siteUrl` must be a valid absolute URL/);
  });
});

describe('@rspress/plugin-rss', () => {
  it(
    'writes an Atom feed of the /blog/ pages and links it from their <head>',
    () => {
      const build = buildFixture('plugin-rss');
      expect(build.status, build.output).toBe(0);
      expect(build.files().filter((file) => /\.(xml|rss|json)$/.test(file) && !file.startsWith('static/'))).toEqual([
        'rss/blog.xml',
      ]);
      const feed = build.read('rss/blog.xml');
      expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
      expect(feed).toContain('<title>Release notes</title>');
      expect(feed).toContain('<subtitle>What changed in each release.</subtitle>');
      // Newest first, absolute links without .html, front matter mapped to entry fields.
      const entries = [...feed.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((match) => match[1]);
      expect(entries.map((entry) => /<link href="(.*?)"/.exec(entry)?.[1])).toEqual([
        'https://docs.example.com/blog/v1-1',
        'https://docs.example.com/blog/v1-0',
      ]);
      expect(entries[0]).toContain('<updated>2025-03-01T00:00:00.000Z</updated>');
      expect(entries[0]).toContain('<summary type="html"><![CDATA[Faster builds.]]></summary>');
      expect(entries[0]).toMatch(/<author>\s*<name>Ada<\/name>/);
      expect(entries[0]).toContain('<category label="release"/>');
      // The entry content is the page's rendered HTML.
      expect(entries[0]).toContain('<p>Builds are <strong>faster</strong> now.</p>');

      const alternate = /<link rel="alternate" type="application\/atom\+xml"[^>]*>/g;
      expect(headTags(build.read('blog/v1-0.html'), alternate)).toEqual([
        '<link rel="alternate" type="application/atom+xml" href="https://docs.example.com/rss/blog.xml" hreflang="en">',
      ]);
      // blog.md is not in the channel (its route is /blog, not /blog/...) but names it in `link-rss`.
      expect(headTags(build.read('blog.html'), alternate)).toHaveLength(1);
      expect(headTags(build.read('index.html'), alternate)).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it('turns a page without a date into an item that Atom output cannot render, while RSS output can', () => {
    const page = {
      routePath: '/blog/draft',
      title: 'Draft',
      content: 'Draft text',
      frontmatter: {},
      lang: 'en',
      version: '',
      toc: [],
      _filepath: '',
      _relativePath: '',
    };
    const item = generateFeedItem(page, 'https://docs.example.com/');
    expect(item.date).toBeNull();
    const feed = new Feed({ title: 'Blog', id: 'blog', copyright: '' });
    feed.addItem(item as never);
    expect(() => feed.atom1()).toThrow(/toISOString/);
    expect(() => feed.rss2()).not.toThrow();
  });
});

describe('@rspress/plugin-llms', () => {
  it(
    'writes llms.txt, llms-full.txt and a Markdown twin of each page that keeps the MDX source',
    () => {
      const build = buildFixture('plugin-llms');
      expect(build.status, build.output).toBe(0);
      expect(build.files().filter((file) => /\.(md|txt)$/.test(file) && !file.startsWith('static/'))).toEqual([
        'guide/install.md',
        'guide/usage.md',
        'index.md',
        'llms-full.txt',
        'llms.txt',
      ]);
      const llmsTxt = build.read('llms.txt');
      expect(llmsTxt).toMatch(/^# Acme SDK\n\n> Client library for the Acme API\.\n/);
      expect(llmsTxt).toContain('\n## Other\n');
      expect(llmsTxt).toContain('- [Install](/guide/install.md): Add the SDK to a project.');
      // Links between pages point at the twins.
      expect(build.read('guide/install.md')).toContain('See [usage](/guide/usage.md).');
      // mdFiles.mdxToMd is off by default: imports and JSX stay as written.
      const usage = build.read('guide/usage.md');
      expect(usage).toContain("import { Badge } from '@rspress/core/theme';");
      expect(usage).toContain('# Usage <Badge text="beta" />');
      expect(build.read('llms-full.txt')).toContain('---\nurl: /guide/install.md\n---');
    },
    BUILD_TIMEOUT,
  );

  it(
    'produces the same files with the built-in `llms: true`, with components rendered to text',
    () => {
      const build = buildFixture('plugin-llms', { args: ['--config', 'rspress.builtin.config.ts'] });
      expect(build.status, build.output).toBe(0);
      for (const file of ['llms.txt', 'llms-full.txt', 'index.md', 'guide/install.md', 'guide/usage.md']) {
        expect(build.has(file), file).toBe(true);
      }
      expect(build.read('llms.txt')).toContain('- [Install](/guide/install.md): Add the SDK to a project.');
      const usage = build.read('guide/usage.md');
      expect(usage).toContain('# Usage beta');
      expect(usage).not.toContain('import ');
      expect(usage).toMatch(/^> For AI agents:/);
    },
    BUILD_TIMEOUT,
  );

  it(
    'fails the build when the plugin and the built-in option are both on',
    () => {
      const build = buildFixture('plugin-llms', { args: ['--config', 'rspress.both.config.ts'] });
      expect(build.output).toMatch(/Conflict: Multiple assets emit different content to the same filename llms(-full)?\.txt/);
      expect(build.status).not.toBe(0);
    },
    BUILD_TIMEOUT,
  );
});

describe('@rspress/plugin-client-redirects', () => {
  // Built once, read by both tests.
  let redirectsBuild: FixtureBuild | undefined;
  const buildRedirects = () => (redirectsBuild ??= buildFixture('plugin-client-redirects'));

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
      expect(build.files().filter((file) => file.includes('old-guide') || file.includes('setup'))).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'redirects in the browser after the 404 page loads, keeping the hash and dropping the query',
    async () => {
      const chromiumModule = new URL('../scripts/chromium.mjs', import.meta.url).href;
      const { findChromium } = (await import(chromiumModule)) as { findChromium(): string | undefined };
      const executablePath = findChromium();
      if (!executablePath) {
        console.warn('No Chromium found: the in-browser redirect check is skipped.');
        return;
      }
      const build = buildRedirects();
      expect(build.status, build.output).toBe(0);
      const { chromium } = await import('@playwright/test');
      const server = createStaticServer(build.outDir);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
      const browser = await chromium.launch({ executablePath, args: isRoot ? ['--no-sandbox'] : [] });
      try {
        const page = await browser.newPage();
        const visit = async (urlPath: string, expectedPath: string) => {
          const response = await page.goto(`${origin}${urlPath}`);
          await page.waitForURL(`${origin}${expectedPath}`);
          return response?.status();
        };
        // The server answers the old URL with its 404 page; the component then replaces the URL.
        expect(await visit('/docs/setup', '/guide/install')).toBe(404);
        await expect.poll(() => page.locator('h1').first().textContent()).toContain('Install');
        expect(await visit('/old-guide/usage?tab=npm#options', '/guide/usage#options')).toBe(404);
        expect(await visit('/legacy/install', '/guide/install')).toBe(404);
        // An external target is used as written: `$1` is not filled in.
        await page.route('https://forum.example.com/**', (route) => route.fulfill({ body: 'forum' }));
        await page.goto(`${origin}/community/topics/42`);
        await page.waitForURL(/^https:\/\/forum\.example\.com\//);
        expect(page.url()).toBe('https://forum.example.com/$1');
        // Anchored patterns do not match longer paths.
        await page.goto(`${origin}/docs/setup/more`);
        await page.waitForTimeout(1000);
        expect(new URL(page.url()).pathname).toBe('/docs/setup/more');
      } finally {
        await browser.close();
        server.close();
      }
    },
    BUILD_TIMEOUT,
  );
});

describe('@rspress/plugin-preview', () => {
  it(
    'renders `tsx preview` blocks as live components and leaves plain `tsx` blocks as code',
    () => {
      const build = buildFixture('plugin-preview');
      expect(build.status, build.output).toBe(0);
      const html = build.read('index.html');
      expect(html).toContain('rp-preview rp-not-doc rp-preview--internal');
      // The demo component was server-rendered: its output, not its source.
      expect(html).toMatch(/<button type="button">Clicked <!-- -->0<!-- --> times<\/button>/);
      // The block without meta (defaultRenderMode 'pure') is only code.
      expect(html.match(/rp-preview--internal__card"/g)).toHaveLength(1);
      expect(plainText(html)).toContain("export const shownOnly = 'this block stays code'");
      // preview="iframe-follow": an iframe next to the code, built as its own page under ~demo/.
      expect(build.read('follow.html')).toContain('<iframe class="rp-preview--iframe-follow__device__iframe" src="/~demo/_follow_1">');
      expect(build.has('~demo/_follow_1.html')).toBe(true);
    },
    BUILD_TIMEOUT,
  );
});

describe('@rspress/plugin-api-docgen', () => {
  it(
    'renders a props table for <API moduleName="button" /> from the component types and JSDoc',
    () => {
      const build = buildFixture('plugin-api-docgen');
      expect(build.status, build.output).toBe(0);
      const html = build.read('index.html');
      const api = html.slice(html.indexOf('class="rspress-plugin-api-docgen"'));
      const text = plainText(api.slice(0, api.indexOf('</table>')));
      expect(text).toContain('A button that reports presses.');
      expect(text).toContain('Property Description Type Default Value');
      expect(text).toContain('variant Visual weight of the button. "primary" | "secondary" primary');
      expect(text).toContain('onPress Called when the button is pressed. () => void (Required) -');
      expect(text).toContain('children Text or icon shown inside the button. ReactNode -');
      // Props without a JSDoc description are left out.
      expect(text).not.toContain('internalFlag');
      // The generated "### Button" heading is rendered in the browser bundle's markdown
      // renderer, so the page outline only lists the headings written in the MDX file.
      const outline = html.slice(html.indexOf('rp-outline__toc'));
      expect(outline).toContain('#usage');
      expect(outline).not.toContain('#button');
    },
    BUILD_TIMEOUT,
  );

  it(
    'generates Markdown with apiParseTool "documentation" but <API> renders nothing for it',
    () => {
      const build = buildFixture('plugin-api-docgen', { args: ['--config', 'rspress.documentation.config.ts'] });
      expect(build.status, build.output).toBe(0);
      expect(build.read('index.html')).toContain('<div class="rspress-plugin-api-docgen"></div>');
      // The documentation.js output is in the bundle under the bare module name...
      expect(bundleText(build)).toMatch(/math:"[^"]*Adds two numbers/);
    },
    BUILD_TIMEOUT,
  );
});

describe('@rspress/plugin-algolia', () => {
  it(
    'adds the verification meta tag, renders DocSearch in place of the search button and strips page text from the local index',
    () => {
      const build = buildFixture('plugin-algolia');
      expect(build.status, build.output).toBe(0);
      const en = build.read('index.html');
      const zh = build.read('zh/index.html');
      expect(headTags(en, /<meta name="algolia-site-verification"[^>]*>/g)).toEqual([
        '<meta name="algolia-site-verification" content="fixture-verification-code">',
      ]);
      expect(en).toContain('<button type="button" class="DocSearch DocSearch-Button"');
      expect(en).not.toContain('rp-search-button');
      // ZH_LOCALES translates the button on Chinese pages; English keeps DocSearch's own text.
      expect(en).toContain('DocSearch-Button-Placeholder">Search<');
      expect(zh).toContain('DocSearch-Button-Placeholder">搜索<');
      expect(en).toContain('href="https://FIXTUREAPPID-dsn.algolia.net"');
      // The plugin sets `search: false`: the local index files are still written, without page text.
      const indexFiles = build.files().filter((file) => file.startsWith('static/search_index.'));
      expect(indexFiles.length).toBeGreaterThan(0);
      for (const file of indexFiles) {
        for (const record of JSON.parse(build.read(file)) as { content: string }[]) {
          expect(record.content).toBe('');
        }
      }
    },
    BUILD_TIMEOUT,
  );

  it(
    'keeps the built-in search button when theme/index.tsx does not export the Algolia Search',
    () => {
      const build = buildFixture('plugin-algolia', { args: ['--config', 'rspress.plugin-only.config.ts'] });
      expect(build.status, build.output).toBe(0);
      const html = build.read('index.html');
      expect(html).toContain('class="rp-search-button"');
      expect(html).not.toContain('DocSearch');
    },
    BUILD_TIMEOUT,
  );
});

/**
 * Option names read from the installed type declarations. `exhaustive<T>()` only compiles when
 * the list names every key of T, so `tsc` fails when a plugin gains an option the pages lack.
 */
function exhaustive<T>() {
  return <const K extends readonly (keyof T & string)[]>(
    keys: K & ([Exclude<keyof T, K[number]>] extends [never] ? unknown : { missing: Exclude<keyof T, K[number]> }),
  ): readonly string[] => keys;
}
const prefixed = (prefix: string, keys: readonly string[]) => keys.map((key) => `${prefix}.${key}`);

type Param<F extends (...args: never[]) => unknown> = NonNullable<Parameters<F>[0]>;
type LlmsOptions = Exclude<Param<typeof pluginLlms>, readonly unknown[]>;
type PreviewOptions = Param<typeof pluginPreview>;
type RssChannelOwnKeys = Pick<FeedChannel, 'id' | Exclude<keyof FeedChannel, keyof FeedOptions>>;

const OPTION_HEADINGS: Record<string, readonly string[]> = {
  algolia: [
    ...exhaustive<Param<typeof pluginAlgolia>>()(['verificationContent']),
    ...exhaustive<SearchProps>()(['docSearchProps', 'locales']),
  ],
  'api-docgen': exhaustive<Param<typeof pluginApiDocgen>>()(['entries', 'apiParseTool', 'parseToolOptions', 'appDir']),
  'client-redirects': [
    ...exhaustive<Param<typeof pluginClientRedirects>>()(['redirects']),
    ...prefixed(
      'redirects[]',
      exhaustive<NonNullable<Param<typeof pluginClientRedirects>['redirects']>[number]>()(['from', 'to']),
    ),
  ],
  llms: [
    ...exhaustive<LlmsOptions>()(['llmsTxt', 'mdFiles', 'llmsFullTxt', 'include', 'exclude']),
    ...prefixed('llmsTxt', exhaustive<LlmsTxt>()(['name', 'onTitleGenerate', 'onLineGenerate', 'onAfterLlmsTxtGenerate'])),
    ...prefixed('mdFiles', exhaustive<Exclude<NonNullable<LlmsOptions['mdFiles']>, false>>()(['mdxToMd', 'remarkPlugins'])),
    ...prefixed('llmsFullTxt', exhaustive<Exclude<NonNullable<LlmsOptions['llmsFullTxt']>, false>>()(['name'])),
  ],
  preview: [
    ...exhaustive<PreviewOptions>()([
      'defaultRenderMode',
      'defaultPreviewMode',
      'iframeOptions',
      'previewLanguages',
      'previewCodeTransform',
    ]),
    ...prefixed(
      'iframeOptions',
      exhaustive<NonNullable<PreviewOptions['iframeOptions']>>()(['framework', 'devPort', 'builderConfig', 'customEntry']),
    ),
  ],
  rss: [
    ...exhaustive<PluginRssOptions>()(['siteUrl', 'feed', 'output']),
    ...prefixed('feed', exhaustive<RssChannelOwnKeys>()(['id', 'test', 'item', 'output'])),
    ...prefixed('output', exhaustive<FeedOutputOptions>()(['dir', 'type', 'filename', 'publicPath', 'sorting', 'transform'])),
  ],
  sitemap: exhaustive<PluginSitemapOptions>()(['siteUrl', 'customMaps', 'defaultPriority', 'defaultChangeFreq']),
};

/** Fields passed through to the `feed` package: listed in a table on the RSS page. */
const FEED_PACKAGE_FIELDS = exhaustive<FeedOptions>()([
  'id',
  'title',
  'updated',
  'generator',
  'language',
  'ttl',
  'stylesheet',
  'feed',
  'feedLinks',
  'hub',
  'docs',
  'podcast',
  'category',
  'author',
  'link',
  'description',
  'image',
  'favicon',
  'copyright',
]);

describe('official plugin pages document every option of the installed types', () => {
  for (const lang of ['en', 'zh'] as const) {
    for (const [name, options] of Object.entries(OPTION_HEADINGS)) {
      it(`${lang}/plugin/official-plugins/${name}.mdx has a heading for each option`, () => {
        const headings = documentedNames(lang, `plugin/official-plugins/${name}.mdx`);
        expect(options.filter((option) => !headings.has(option))).toEqual([]);
      });
    }

    it(`${lang}/plugin/official-plugins/rss.mdx lists every field of the feed package's FeedOptions`, () => {
      const source = readFileSync(path.resolve('docs', lang, 'plugin/official-plugins/rss.mdx'), 'utf8');
      expect(FEED_PACKAGE_FIELDS.filter((field) => !source.includes(`| \`${field}\``))).toEqual([]);
    });
  }
});
