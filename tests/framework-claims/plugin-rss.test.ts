/**
 * What /plugin/official-plugins/rss says about @rspress/plugin-rss: the page's setup is built
 * from tests/fixtures/plugin-rss/ with the real `rspress build` and its feed and <head> links
 * read. Every option of the installed types has a heading on the page, and every field passed
 * to the `feed` package is in its table, in both languages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type FeedChannel,
  type FeedOutputOptions,
  generateFeedItem,
  type PluginRssOptions,
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
      // The entry content is the page's rendered HTML.
      expect(entries[0]).toContain(
        '<p>Builds are <strong>faster</strong> now.</p>',
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
