/**
 * What /plugin/official-plugins/rss says about @rspress/plugin-rss: the page's setup is built
 * from tests/fixtures/plugin-rss/ with the real `rspress build` and its feed and <head> links
 * read. Every option of the installed types has a heading on the page, and every field passed
 * to the `feed` package is in its table, in both languages.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageIndexInfo, UserConfig } from '@rspress/core';
import {
  type FeedChannel,
  type FeedOutputOptions,
  generateFeedItem,
  getOutputInfo,
  type PageFeedData,
  type PluginRssOptions,
  pluginRss,
  testPage,
} from '@rspress/plugin-rss';
import { Feed, type FeedOptions } from 'feed';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import { buildFixture, headTags } from '../support/fixture-site';
import {
  exhaustive,
  prefixed,
  undocumentedOptions,
} from '../support/plugin-options';

const BUILD_TIMEOUT = 180_000;

type RssChannelOwnKeys = Pick<
  FeedChannel,
  'id' | Exclude<keyof FeedChannel, keyof FeedOptions>
>;

const OPTIONS = [
  ...exhaustive<PluginRssOptions>()(['siteUrl', 'feed', 'output']),
  ...prefixed(
    'feed',
    exhaustive<RssChannelOwnKeys>()(['id', 'test', 'item', 'output']),
  ),
  ...prefixed(
    'output',
    exhaustive<FeedOutputOptions>()([
      'dir',
      'type',
      'filename',
      'publicPath',
      'sorting',
      'transform',
    ]),
  ),
];

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

describe('@rspress/plugin-rss', () => {
  it(
    'writes an Atom feed of the /blog/ pages and links it from their <head>',
    () => {
      const build = buildFixture('plugin-rss');
      expect(build.status, build.output).toBe(0);
      expect(
        build
          .files()
          .filter(
            (file) =>
              /\.(xml|rss|json)$/.test(file) && !file.startsWith('static/'),
          ),
      ).toEqual(['rss/blog.xml']);
      const feed = build.read('rss/blog.xml');
      expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
      expect(feed).toContain('<title>Release notes</title>');
      expect(feed).toContain(
        '<subtitle>What changed in each release.</subtitle>',
      );
      // Newest first, absolute links without .html, front matter mapped to entry fields.
      const entries = [...feed.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map(
        (match) => match[1],
      );
      expect(
        entries.map((entry) => /<link href="(.*?)"/.exec(entry)?.[1]),
      ).toEqual([
        'https://docs.example.com/blog/v1-1',
        'https://docs.example.com/blog/v1-0',
      ]);
      expect(entries[0]).toContain(
        '<updated>2025-03-01T00:00:00.000Z</updated>',
      );
      expect(entries[0]).toContain(
        '<summary type="html"><![CDATA[Faster builds.]]></summary>',
      );
      expect(entries[0]).toMatch(/<author>\s*<name>Ada<\/name>/);
      expect(entries[0]).toContain('<category label="release"/>');
      // The entry content is the page's rendered HTML, heading and `#` anchor included.
      expect(entries[0]).toContain(
        '<p>Builds are <strong>faster</strong> now.</p>',
      );
      expect(entries[0]).toMatch(
        /<content type="html"><!\[CDATA\[[\s\S]*<h1[^>]*><a [^>]*class="rp-header-anchor[^>]*>#<\/a>Version 1\.1/,
      );

      const alternate =
        /<link rel="alternate" type="application\/atom\+xml"[^>]*>/g;
      expect(headTags(build.read('blog/v1-0.html'), alternate)).toEqual([
        '<link rel="alternate" type="application/atom+xml" href="https://docs.example.com/rss/blog.xml" hreflang="en">',
      ]);
      // blog.md is not in the channel (its route is /blog, not /blog/...) but names it in `link-rss`.
      expect(headTags(build.read('blog.html'), alternate)).toHaveLength(1);
      expect(headTags(build.read('index.html'), alternate)).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it('turns a page without a date into an item that Atom output cannot render, while RSS and JSON output can', () => {
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
    expect(() => feed.json1()).not.toThrow();
  });
});

/** A page as the plugin's hooks receive it. */
function page(
  routePath: string,
  frontmatter: Record<string, unknown> = {},
  lang = 'en',
): PageIndexInfo & { feeds?: PageFeedData[] } {
  return {
    routePath,
    title: `Title of ${routePath}`,
    content: `Text of ${routePath}`,
    frontmatter,
    lang,
    version: '',
    toc: [],
    _filepath: '',
    _relativePath: '',
  };
}

/** Runs the plugin's build hooks over `pages` with an absolute outDir; returns the written files. */
async function runHooks(
  options: PluginRssOptions,
  config: UserConfig,
  pages: ReturnType<typeof page>[],
  isProd = true,
) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rss-'));
  try {
    const plugin = pluginRss(options);
    const fullConfig = { ...config, outDir };
    await plugin.beforeBuild?.(fullConfig, isProd);
    for (const p of pages) await plugin.extendPageData?.(p, isProd);
    await plugin.afterBuild?.(fullConfig, isProd);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? walk(path.join(dir, entry.name))
          : [path.relative(outDir, path.join(dir, entry.name))],
      );
    const files = Object.fromEntries(
      walk(outDir).map((file) => [
        file.split(path.sep).join('/'),
        readFileSync(path.join(outDir, file), 'utf8'),
      ]),
    );
    return files;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const SITE: UserConfig = {
  title: 'Acme Docs',
  description: 'Guides and release notes.',
  siteOrigin: 'https://docs.acme.dev',
};

describe('@rspress/plugin-rss functions and hooks, called directly', () => {
  it('matches a string by prefix, a RegExp by test, an array by any entry and a function by its result', () => {
    expect(testPage('/blog/', page('/blog/v1'))).toBe(true);
    // The default rule matches the section index /blog/ itself, not /blog or /zh/blog/….
    expect(testPage('/blog/', page('/blog/'))).toBe(true);
    expect(testPage('/blog/', page('/blog'))).toBe(false);
    expect(testPage('/blog/', page('/zh/blog/v1', {}, 'zh'))).toBe(false);
    expect(testPage(/^\/(zh\/)?blog\/.+/, page('/zh/blog/v1', {}, 'zh'))).toBe(
      true,
    );
    expect(testPage(/^\/blog\/.+/, page('/blog/'))).toBe(false);
    expect(testPage(['/news/', /^\/blog\//], page('/blog/v1'))).toBe(true);
    expect(
      testPage(
        (p) => p.frontmatter.category === 'release',
        page('/x', { category: 'release' }),
      ),
    ).toBe(true);
  });

  it('fills an item from front matter in the documented order of precedence', () => {
    const site = 'https://docs.acme.dev/handbook/';
    const plain = generateFeedItem(page('/blog/v1'), site, '<p>html</p>');
    expect(plain.id).toBe('/blog/v1');
    expect(plain.title).toBe('Title of /blog/v1');
    expect(plain.link).toBe('https://docs.acme.dev/handbook/blog/v1');
    expect(plain.content).toBe('<p>html</p>');
    expect(plain.author).toBeUndefined();
    expect(generateFeedItem(page('/blog/v1'), site).content).toBe(
      'Text of /blog/v1',
    );
    const full = generateFeedItem(
      page('/blog/v1', {
        slug: 'slug-1',
        id: 'id-1',
        title: 'Front title',
        permalink: '/posts/one',
        published_at: '2025-04-05',
        description: 'Short.',
        summary: 'Summary wins.',
        author: ['Ada', { name: 'Grace', email: 'g@acme.dev' }],
        categories: ['a', 'b'],
        category: 'c',
      }),
      site,
      '<p>html</p>',
    );
    expect(full.id).toBe('slug-1');
    expect(full.title).toBe('Front title');
    expect(full.link).toBe('https://docs.acme.dev/handbook/posts/one');
    expect(full.date?.toISOString()).toBe('2025-04-05T00:00:00.000Z');
    expect(full.description).toBe('Short.');
    expect(full.content).toBe('Summary wins.');
    expect(full.author).toEqual([
      { name: 'Ada' },
      { name: 'Grace', email: 'g@acme.dev' },
    ]);
    expect(full.category).toEqual([
      { name: 'a' },
      { name: 'b' },
      { name: 'c' },
    ]);
    expect(generateFeedItem(page('/b', { id: 'id-1' }), site).id).toBe('id-1');
  });

  it('resolves output settings: rss/ and Atom by default, feed.output wins key by key, publicPath only changes the URL', () => {
    const site = 'https://docs.acme.dev/';
    const atom = getOutputInfo({ id: 'blog' }, { siteUrl: site });
    expect([atom.dir, atom.type, atom.filename, atom.mime, atom.url]).toEqual([
      'rss',
      'atom',
      'blog.xml',
      'application/atom+xml',
      'https://docs.acme.dev/rss/blog.xml',
    ]);
    const rss = getOutputInfo(
      { id: 'blog', output: { type: 'rss' } },
      { siteUrl: site, output: { dir: 'feeds', type: 'json' } },
    );
    expect([rss.dir, rss.filename, rss.mime]).toEqual([
      'feeds',
      'blog.rss',
      'application/rss+xml',
    ]);
    const json = getOutputInfo(
      { id: 'blog', output: { type: 'json' } },
      { siteUrl: site },
    );
    expect([json.filename, json.mime]).toEqual([
      'blog.json',
      'application/json',
    ]);
    const cdn = getOutputInfo(
      { id: 'blog' },
      { siteUrl: site, output: { publicPath: 'https://cdn.acme.dev/docs' } },
    );
    expect(cdn.url).toBe('https://cdn.acme.dev/docs/rss/blog.xml');
    expect(cdn.dir).toBe('rss');
    // Newest first by default.
    const older = { title: 'a', link: 'a', date: new Date('2025-01-01') };
    const newer = { title: 'b', link: 'b', date: new Date('2025-02-01') };
    expect([older, newer].sort(atom.sorting)).toEqual([newer, older]);
  });

  it('attaches feeds to page data only in production, for matched pages and those naming a feed in link-rss', async () => {
    const dev = page('/blog/v1', { date: '2025-01-01' });
    await runHooks({}, SITE, [dev], false);
    expect(dev.feeds).toBeUndefined();

    const post = page('/blog/v1', { date: '2025-01-01' });
    const index = page('/blog', { 'link-rss': 'blog' });
    const other = page('/guide/');
    await runHooks({ feed: { title: 'Acme blog' } }, SITE, [
      post,
      index,
      other,
    ]);
    const tag = {
      url: 'https://docs.acme.dev/rss/blog.xml',
      mime: 'application/atom+xml',
      language: 'en',
    };
    expect(post.feeds).toEqual([tag]);
    expect(index.feeds).toEqual([tag]);
    expect(other.feeds).toEqual([]);
  });

  it('writes the per-language example: three files, two feeds for English posts and one for Chinese', async () => {
    const en = page('/blog/v1', { date: '2025-01-01' });
    const zh = page('/zh/blog/v1', { date: '2025-01-02' }, 'zh');
    const contexts: string[] = [];
    const files = await runHooks(
      {
        feed: [
          {
            id: 'blog',
            test: /^\/blog\/.+/,
            title: 'Acme blog',
            language: 'en',
          },
          {
            id: 'blog-zh',
            test: '/zh/blog/',
            title: 'Acme 博客',
            language: 'zh',
          },
          {
            id: 'blog-rss',
            test: (p) => p.lang === 'en' && p.routePath.startsWith('/blog/'),
            title: 'Acme blog',
            output: { type: 'rss', filename: 'blog.rss' },
          },
        ],
        output: {
          dir: 'feeds',
          transform: (content, { type, feed, channel }) => {
            contexts.push(`${type}:${channel.id}:${feed.options.title}`);
            return type === 'json'
              ? content
              : content.replace(/<generator>.*?<\/generator>/, '');
          },
        },
      },
      SITE,
      [en, zh],
    );
    expect(Object.keys(files).sort()).toEqual([
      'feeds/blog-zh.xml',
      'feeds/blog.rss',
      'feeds/blog.xml',
    ]);
    expect(en.feeds?.map((f) => f.mime)).toEqual([
      'application/atom+xml',
      'application/rss+xml',
    ]);
    expect(zh.feeds).toEqual([
      {
        url: 'https://docs.acme.dev/feeds/blog-zh.xml',
        mime: 'application/atom+xml',
        language: 'zh',
      },
    ]);
    expect(files['feeds/blog.xml']).not.toContain('<generator>');
    expect(contexts.sort()).toEqual([
      'atom:blog-zh:Acme 博客',
      'atom:blog:Acme blog',
      'rss:blog-rss:Acme blog',
    ]);
  });

  it('fills channel fields from the config: title, description, icon, footer message, site link, RSS docs link', async () => {
    const files = await runHooks(
      { output: { type: 'rss' } },
      {
        ...SITE,
        icon: '/logo.png',
        themeConfig: { footer: { message: '© Acme' } },
      },
      [page('/blog/v1', { date: '2025-01-01' })],
    );
    const rss = files['rss/blog.rss'];
    expect(rss).toContain('<title>Acme Docs</title>');
    expect(rss).toContain(
      '<description>Guides and release notes.</description>',
    );
    expect(rss).toContain('<link>https://docs.acme.dev/</link>');
    expect(rss).toContain('<copyright>© Acme</copyright>');
    expect(rss).toContain(
      '<docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
    );
    expect(rss).toContain('<lastBuildDate>');
    const atom = (
      await runHooks({}, { ...SITE, icon: '/logo.png' }, [
        page('/blog/v1', { date: '2025-01-01' }),
      ])
    )['rss/blog.xml'];
    expect(atom).toContain('<icon>https://docs.acme.dev/logo.png</icon>');
    expect(atom).toContain('<id>blog</id>');
  });

  it('stops the build before bundling when SSG is off, and rejects a siteUrl without a protocol', () => {
    // PluginDriver hands hooks a config whose unset `llms` is `false`.
    expect(() =>
      pluginRss().beforeBuild?.({ ssg: false, llms: false }, true),
    ).toThrow('[plugin-rss] RSS plugin requires SSG to be enabled');
    expect(() =>
      pluginRss({ siteUrl: 'docs.acme.dev' }).beforeBuild?.({}, true),
    ).toThrow(
      '[plugin-rss] `siteUrl` must be a valid absolute URL with protocol',
    );
    // The built-in llms option keeps SSG on.
    expect(() =>
      pluginRss().beforeBuild?.({ ssg: false, llms: true }, true),
    ).not.toThrow();
  });

  it('uses siteUrl as given, without base, and base alone without siteOrigin', async () => {
    const withSiteUrl = page('/blog/v1', { date: '2025-01-01' });
    await runHooks(
      { siteUrl: 'https://docs.acme.dev' },
      { base: '/handbook/', siteOrigin: 'https://ignored.dev' },
      [withSiteUrl],
    );
    expect(withSiteUrl.feeds?.[0].url).toBe(
      'https://docs.acme.dev/rss/blog.xml',
    );
    const relative = page('/blog/v1', { date: '2025-01-01' });
    const files = await runHooks({}, { base: '/handbook/' }, [relative]);
    expect(relative.feeds?.[0].url).toBe('/handbook/rss/blog.xml');
    expect(files['rss/blog.xml']).toContain('<link href="/handbook/blog/v1"/>');
    const joined = page('/blog/v1', { date: '2025-01-01' });
    await runHooks(
      {},
      { base: '/handbook/', siteOrigin: 'https://docs.acme.dev' },
      [joined],
    );
    expect(joined.feeds?.[0].url).toBe(
      'https://docs.acme.dev/handbook/rss/blog.xml',
    );
  });

  it('writes no file for a feed no page matched, while link-rss still announces its URL', async () => {
    const index = page('/blog', { 'link-rss': 'blog' });
    const files = await runHooks({}, SITE, [index, page('/guide/')]);
    expect(files).toEqual({});
    expect(index.feeds?.map((f) => f.url)).toEqual([
      'https://docs.acme.dev/rss/blog.xml',
    ]);
  });

  it('adds whatever feed.item returns: returning nothing keeps the page as an item without fields, and Atom output then fails', async () => {
    await expect(
      runHooks({ feed: { item: () => undefined as never } }, SITE, [
        page('/blog/v1', { date: '2025-01-01' }),
      ]),
    ).rejects.toThrow(/toISOString/);
    const files = await runHooks(
      { feed: { item: () => undefined as never }, output: { type: 'rss' } },
      SITE,
      [page('/blog/v1', { date: '2025-01-01' })],
    );
    expect(files['rss/blog.rss']).toContain('<item/>');
  });

  it('tests the route path the pages get from Rspress: language prefix only for non-default languages, no .html', async () => {
    const { normalizeRoutePath } = (await import(
      path.resolve(
        'node_modules/@rspress/core/dist/node/route/normalizeRoutePath.js',
      )
    )) as {
      normalizeRoutePath: (
        relativePath: string,
        lang: string,
        version: string,
        langs: string[],
        versions: string[],
      ) => { routePath: string };
    };
    const route = (file: string) =>
      normalizeRoutePath(file, 'en', '', ['en', 'zh'], []).routePath;
    expect(route('zh/blog/v1-1.md')).toBe('/zh/blog/v1-1');
    expect(route('en/blog/v1-1.md')).toBe('/blog/v1-1');
    expect(route('en/blog/index.md')).toBe('/blog/');
    expect(route('en/blog.md')).toBe('/blog');
    expect(testPage('/blog/', page(route('zh/blog/v1-1.md')))).toBe(false);
  });
});

describe('official plugin pages document every option of the installed types', () => {
  for (const lang of LANGS) {
    it(`${lang}/plugin/official-plugins/rss.mdx has a heading for each option`, () => {
      expect(undocumentedOptions(lang, 'rss', OPTIONS)).toEqual([]);
    });

    it(`${lang}/plugin/official-plugins/rss.mdx lists every field of the feed package's FeedOptions`, () => {
      const source = readFileSync(
        path.resolve('docs', lang, 'plugin/official-plugins/rss.mdx'),
        'utf8',
      );
      expect(
        FEED_PACKAGE_FIELDS.filter(
          (field) => !source.includes(`| \`${field}\``),
        ),
      ).toEqual([]);
    });
  }
});
