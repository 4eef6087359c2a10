import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from '../build-index';
import type { SearchablePage } from '../sections';
import { loadSearchIndex, spellingsOf, transpositions } from './search-index';
import { makeSnippet } from './snippet';
import { isOneTypoApart, phraseSynonymsOf, synonymsOf } from './synonyms';
import { queryTerms } from './tokenize';

/** A page whose content has the given sections, the way Rspress extracts page text. */
function page(
  routePath: string,
  title: string,
  sections: [heading: string, text: string][],
  intro = '',
): SearchablePage {
  let content = intro ? `${intro}\n\n` : '';
  const toc = sections.map(([heading, text]) => {
    const charIndex = content.length;
    content += `${heading}\n\n${text}\n\n`;
    return {
      id: heading.toLowerCase().replace(/\W+/g, '-'),
      text: heading,
      depth: 2,
      charIndex,
    };
  });
  return { routePath, title, content, toc, frontmatter: {} };
}

/** A search index over pages, loading its shards from memory. */
function indexOf(pages: SearchablePage[]) {
  const { index, shards } = buildSearchFiles(pages);
  return loadSearchIndex(index, async (shard) => shards[shard]);
}

const english = indexOf([
  page(
    '/guide/deploy',
    'Deploy',
    [
      ['GitHub Pages', 'Publish the build with a workflow.'],
      ['Netlify', 'Drag the folder.'],
    ],
    'Put the site online.',
  ),
  page(
    '/guide/i18n',
    'Internationalization',
    [['Locales', 'Each language has a folder.']],
    'Serve several languages.',
  ),
  page('/api/config', 'Config', [
    ['i18nSource', 'Translations of UI texts, used by i18n.'],
    ['themeConfig', 'Dark mode and the navbar.'],
    ['Runtime options', 'Set at build time.'],
  ]),
  page('/api/runtime', 'Runtime API', [
    ['useDark', 'Tells whether the dark theme is on.'],
  ]),
  page('/guide/mdx', 'MDX', [
    ['React components', 'Import components in MDX pages, even on Netlify.'],
  ]),
]);
const chinese = indexOf([
  page(
    '/zh/guide/deploy',
    '部署',
    [['GitHub Pages', '用工作流发布构建产物。']],
    '把站点部署到服务器。',
  ),
  page('/zh/plugin/write', '编写插件', [
    ['插件的结构', '一个插件就是一个返回对象的函数。'],
  ]),
  page('/zh/guide/theme', '主题', [
    ['深色模式', '主题支持深色模式，也可以关闭。'],
    ['侧边栏', '配置侧边栏的分组。'],
  ]),
]);
const pagesFor = async (index: typeof english, query: string) =>
  (await index.search(query)).map((hit) => hit.routePath);

describe('search', () => {
  it('ranks a title match above a heading match above a body match', async () => {
    expect(await pagesFor(english, 'runtime')).toEqual([
      '/api/runtime',
      '/api/config',
    ]);
    expect(await pagesFor(english, 'netlify')).toEqual([
      '/guide/deploy',
      '/guide/mdx',
    ]);
    expect((await pagesFor(english, 'i18n'))[0]).toBe('/guide/i18n');
  });

  it('finds several words in any order, and prefixes of words', async () => {
    expect((await pagesFor(english, 'pages github deploy'))[0]).toBe(
      '/guide/deploy',
    );
    expect((await pagesFor(english, 'react components in mdx'))[0]).toBe(
      '/guide/mdx',
    );
    expect((await pagesFor(english, 'internation'))[0]).toBe('/guide/i18n');
  });

  it('ranks a page with the query’s words in one section above one with them apart', async () => {
    const index = indexOf([
      page('/apart', 'Notes', [
        ['Sidebar', 'Groups of links on the left.'],
        ['Footer', 'Text under each page, collapsed.'],
      ]),
      page('/together', 'Notes', [
        ['Groups', 'A collapsed sidebar group opens when clicked.'],
      ]),
    ]);
    expect(await pagesFor(index, 'collapsed sidebar')).toEqual([
      '/together',
      '/apart',
    ]);
  });

  it('forgives one typo in words of five letters or more, swapped letters included', async () => {
    expect((await pagesFor(english, 'deplyo'))[0]).toBe('/guide/deploy');
    expect(await pagesFor(english, 'netlfy')).toContain('/guide/deploy');
    expect(await pagesFor(english, 'mdz')).toEqual([]);
  });

  it('finds API names in any case', async () => {
    expect((await pagesFor(english, 'usedark'))[0]).toBe('/api/runtime');
    expect((await pagesFor(english, 'USEDARK'))[0]).toBe('/api/runtime');
  });

  it('finds Chinese with or without spaces, mixed with English, and through synonyms', async () => {
    expect((await pagesFor(chinese, '怎么写插件'))[0]).toBe('/zh/plugin/write');
    expect((await pagesFor(chinese, '部署到GitHub Pages'))[0]).toBe(
      '/zh/guide/deploy',
    );
    expect((await pagesFor(chinese, '部署 到 GitHub Pages'))[0]).toBe(
      '/zh/guide/deploy',
    );
    expect((await pagesFor(chinese, '配置 sidebar'))[0]).toBe(
      '/zh/guide/theme',
    );
    expect((await pagesFor(chinese, '暗色模式'))[0]).toBe('/zh/guide/theme');
    expect((await pagesFor(english, 'hosting'))[0]).toBe('/guide/deploy');
  });

  it('counts a word once per section, however many of its synonyms the section has', async () => {
    const index = indexOf([
      page('/plugins', 'Plugins', [
        [
          'Overview',
          'A plugin, plugins, 插件: every plugin page lists plugins.',
        ],
      ]),
      page('/sitemap', 'Sitemap', [
        ['Install', 'Add the plugin to the config.'],
      ]),
    ]);
    expect((await pagesFor(index, 'sitemap plugin'))[0]).toBe('/sitemap');
  });

  it('trusts a typo fix or a longer form more when the index lacks the word as typed', async () => {
    const index = indexOf([
      page('/plugins', '插件', [
        ['插件的结构', '插件就是一个函数，插件可以修改配置。'],
      ]),
      page('/sitemap', 'Sitemap 插件', [['安装', '生成 sitemap.xml 文件。']]),
    ]);
    expect((await pagesFor(index, 'sitmap 插件'))[0]).toBe('/sitemap');
    expect((await pagesFor(index, 'sitem'))[0]).toBe('/sitemap');
  });

  it('searches the characters of Chinese the pages segment differently', async () => {
    const index = indexOf([
      page(
        '/versions',
        '多版本',
        [['切换版本', '站点可以同时提供多个版本的文档。']],
        '支持多版本',
      ),
      page('/other', '其他', [['说明', '这里没有相关内容。']]),
    ]);
    expect((await pagesFor(index, '多版'))[0]).toBe('/versions');
  });

  it("finds each shown section's text, for its snippet, in the text files", async () => {
    const pages = Array.from({ length: 30 }, (_, n) =>
      page(`/p${n}`, `Page ${n}`, [
        ['Alpha', `alpha ${'words '.repeat(200)}`],
        ['Beta', `beta number${n}`],
      ]),
    );
    const { index, shards, texts } = buildSearchFiles(pages);
    expect(texts.length).toBeGreaterThan(1);
    const search = loadSearchIndex(index, async (shard) => shards[shard]);
    const [hit] = await search.search('beta number17');
    const [section] = hit.sections;
    expect(texts[section.textFile][section.position]).toBe('beta number17');
  });

  it('names every shard and text file by its content, so a changed file gets a new name', () => {
    const pages = [
      page('/a', 'Alpha', [['One', 'first words']]),
      page('/b', 'Beta', [['Two', 'second words']]),
    ];
    const { index } = buildSearchFiles(pages);
    expect(index.shardFiles).toHaveLength(index.shardLayout.length);
    expect(index.textFiles[0]).toMatch(/^text-0\.[0-9a-f]{10}\.json$/);
    expect(index.shardFiles[0]).toMatch(/^shard-0\.[0-9a-f]{10}\.json$/);
    expect(buildSearchFiles(pages).index.textFiles).toEqual(index.textFiles);
    const edited = buildSearchFiles([
      page('/a', 'Alpha', [['One', 'first words, edited']]),
      pages[1],
    ]).index;
    expect(edited.textFiles[0]).not.toBe(index.textFiles[0]);
  });

  it('links each section hit to its anchor, under its page', async () => {
    const [deploy] = await english.search('github pages workflow');
    expect(deploy.title).toBe('Deploy');
    expect(deploy.sections[0].link).toBe('/guide/deploy#github-pages');
    expect(deploy.sections[0].heading).toBe('GitHub Pages');
  });
});

describe('query helpers', () => {
  it('spells a word with each pair of neighbours swapped, for words of five letters or more', async () => {
    expect(transpositions('deplyo')).toContain('deploy');
    expect(transpositions('mdx')).toEqual([]);
  });

  it("lists a page's further sections only where the query is in their own heading or text", async () => {
    const [hit] = await english.search('runtime');
    expect(hit.routePath).toBe('/api/runtime');
    expect(hit.sections.map((section) => section.heading)).toEqual(['']);
    const [config] = await english.search('runtime options');
    expect(config.sections.map((section) => section.heading)).toContain(
      'Runtime options',
    );
  });

  it('searches a word by itself, longer words it begins, words one typo away and synonyms, each weighted', async () => {
    const weights = new Map(
      spellingsOf(
        { typed: 'deplyo', synonyms: ['deploy', '部署'], shardTerms: [] },
        ['deploy', 'deployment', 'deplyoment'],
      ),
    );
    expect(weights.get('deplyo')).toBe(1);
    expect(weights.get('deplyoment')).toBeLessThan(1);
    // `deploy` is both one typo away and a synonym: the better weight counts.
    expect(weights.get('deploy')).toBeGreaterThan(0.5);
    expect(weights.get('部署')).toBeGreaterThan(0);
    expect(weights.has('deployment')).toBe(false);
  });

  it('finds other forms of an English word by its stem, also behind a typo', async () => {
    const index = indexOf([
      page(
        '/migrate',
        'Migrate from version 1',
        [['Before you start', 'Back up the site.']],
        'This guide moves a site to version 2.',
      ),
      page(
        '/writing',
        'Writing',
        [['Style', 'Short sentences.']],
        'A guide to the house style.',
      ),
    ]);
    expect((await pagesFor(index, 'migration guide'))[0]).toBe('/migrate');
    const weights = new Map(
      spellingsOf({ typed: 'migration', synonyms: [], shardTerms: [] }, [
        'migrate',
        'migrating',
        'might',
      ]),
    );
    expect(weights.get('migrate')).toBeLessThan(1);
    expect(weights.get('migrating')).toBe(weights.get('migrate'));
    expect(weights.has('might')).toBe(false);
    // A typo is fixed to a word of the index (`migration`), whose other forms count too, for less.
    const typo = new Map(
      spellingsOf({ typed: 'migraton', synonyms: [], shardTerms: [] }, [
        'migration',
        'migrate',
      ]),
    );
    expect(typo.get('migrate')).toBeGreaterThan(0);
    expect(typo.get('migrate')).toBeLessThan(typo.get('migration')!);
  });

  it('ranks a heading where the query’s words stand side by side, in either order, above one where they are apart', async () => {
    const index = indexOf([
      page('/apart', 'Commands', [
        ['Preview and rspress build', 'Builds first.'],
      ]),
      page('/together', 'Commands', [['rspress preview', 'Serves the build.']]),
      page('/reversed', 'Plugins', [['Preview plugin', 'Live demos.']]),
    ]);
    expect((await pagesFor(index, 'rspress preview'))[0]).toBe('/together');
    expect((await pagesFor(index, 'plugin preview'))[0]).toBe('/reversed');
  });

  it('finds synonyms of a word one typo away from a listed one', async () => {
    expect(isOneTypoApart('sidbar', 'sidebar')).toBe(true);
    expect(isOneTypoApart('deplyo', 'deploy')).toBe(true);
    expect(isOneTypoApart('deploy', 'deploy')).toBe(false);
    expect(synonymsOf('sidbar')).toContain('侧边栏');
  });

  it('gives both words of a listed phrase the phrase’s synonyms', async () => {
    // The tokenizer cuts 站点地图 in two; the pair still reaches `sitemap`.
    expect(phraseSynonymsOf(['生成', '站点', '地图'])).toEqual([
      [],
      expect.arrayContaining(['sitemap']),
      expect.arrayContaining(['sitemap']),
    ]);
    expect(phraseSynonymsOf(['front', 'matter'])[0]).toContain('frontmatter');
    expect(phraseSynonymsOf(['deploy', 'site'])).toEqual([[], []]);
    // A listed phrase with a stop word in it is found as the query leaves it: `table of contents`.
    expect(
      phraseSynonymsOf(queryTerms('table of contents on the right'))[0],
    ).toContain('outline');
    // Only phrases get such a key: a Chinese entry's pieces are not words of the group.
    expect(synonymsOf('英文')).toEqual([]);
    const index = indexOf([
      page('/sitemap', 'Sitemap plugin', [
        ['Options', 'Writes sitemap.xml after the build.'],
      ]),
      page('/other', '站点配置', [['地址', '站点的地址和语言。']]),
    ]);
    expect((await pagesFor(index, '站点地图'))[0]).toBe('/sitemap');
  });
});

describe('makeSnippet', () => {
  it('cuts the text around the first match and marks every match', async () => {
    const text = `${'Intro words. '.repeat(10)}Deploy the site to GitHub Pages, then deploy again.`;
    const snippet = makeSnippet(text, ['deploy']);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.marks).toHaveLength(2);
    for (const [start, end] of snippet.marks)
      expect(snippet.text.slice(start, end).toLowerCase()).toBe('deploy');
  });
});
