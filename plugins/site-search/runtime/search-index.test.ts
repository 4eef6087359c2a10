import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from '../build-index';
import type { SearchablePage } from '../sections';
import { expandQuery, loadSearchIndex, transpositions } from './search-index';
import { makeSnippet } from './snippet';
import { isOneTypoApart, synonymsOf } from './synonyms';

/** A page whose content has the given sections, the way Rspress extracts page text. */
function page(routePath: string, title: string, sections: [heading: string, text: string][], intro = ''): SearchablePage {
  let content = intro ? `${intro}\n\n` : '';
  const toc = sections.map(([heading, text]) => {
    const charIndex = content.length;
    content += `${heading}\n\n${text}\n\n`;
    return { id: heading.toLowerCase().replace(/\W+/g, '-'), text: heading, depth: 2, charIndex };
  });
  return { routePath, title, content, toc, frontmatter: {} };
}

/** A search index over pages, loading its shards from memory. */
function indexOf(pages: SearchablePage[]) {
  const { index, shards } = buildSearchFiles(pages);
  return loadSearchIndex(index, async (shard) => shards[shard]);
}

const english = indexOf([
    page('/guide/deploy', 'Deploy', [['GitHub Pages', 'Publish the build with a workflow.'], ['Netlify', 'Drag the folder.']], 'Put the site online.'),
    page('/guide/i18n', 'Internationalization', [['Locales', 'Each language has a folder.']], 'Serve several languages.'),
    page('/api/config', 'Config', [['i18nSource', 'Translations of UI texts, used by i18n.'], ['themeConfig', 'Dark mode and the navbar.'], ['Runtime options', 'Set at build time.']]),
    page('/api/runtime', 'Runtime API', [['useDark', 'Tells whether the dark theme is on.']]),
    page('/guide/mdx', 'MDX', [['React components', 'Import components in MDX pages, even on Netlify.']]),
]);
const chinese = indexOf([
    page('/zh/guide/deploy', '部署', [['GitHub Pages', '用工作流发布构建产物。']], '把站点部署到服务器。'),
    page('/zh/plugin/write', '编写插件', [['插件的结构', '一个插件就是一个返回对象的函数。']]),
    page('/zh/guide/theme', '主题', [['深色模式', '主题支持深色模式，也可以关闭。'], ['侧边栏', '配置侧边栏的分组。']]),
]);
const pagesFor = async (index: typeof english, query: string) => (await index.search(query)).map((hit) => hit.routePath);

describe('search', () => {
  it('ranks a title match above a heading match above a body match', async () => {
    expect(await pagesFor(english, 'runtime')).toEqual(['/api/runtime', '/api/config']);
    expect(await pagesFor(english, 'netlify')).toEqual(['/guide/deploy', '/guide/mdx']);
    expect((await pagesFor(english, 'i18n'))[0]).toBe('/guide/i18n');
  });

  it('finds several words in any order, and prefixes of words', async () => {
    expect((await pagesFor(english, 'pages github deploy'))[0]).toBe('/guide/deploy');
    expect((await pagesFor(english, 'react components in mdx'))[0]).toBe('/guide/mdx');
    expect((await pagesFor(english, 'internation'))[0]).toBe('/guide/i18n');
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
    expect((await pagesFor(chinese, '部署到GitHub Pages'))[0]).toBe('/zh/guide/deploy');
    expect((await pagesFor(chinese, '部署 到 GitHub Pages'))[0]).toBe('/zh/guide/deploy');
    expect((await pagesFor(chinese, '配置 sidebar'))[0]).toBe('/zh/guide/theme');
    expect((await pagesFor(chinese, '暗色模式'))[0]).toBe('/zh/guide/theme');
    expect((await pagesFor(english, 'hosting'))[0]).toBe('/guide/deploy');
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

  it('maps every searched alternative back to the word it stands for', async () => {
    const { wordOf } = expandQuery(['deplyo', 'github']);
    expect(wordOf.get('deploy')).toBe(0);
    expect(wordOf.get('部署')).toBe(0);
    expect(wordOf.get('github')).toBe(1);
  });

  it('finds synonyms of a word one typo away from a listed one', async () => {
    expect(isOneTypoApart('sidbar', 'sidebar')).toBe(true);
    expect(isOneTypoApart('deplyo', 'deploy')).toBe(true);
    expect(isOneTypoApart('deploy', 'deploy')).toBe(false);
    expect(synonymsOf('sidbar')).toContain('侧边栏');
  });
});

describe('makeSnippet', () => {
  it('cuts the text around the first match and marks every match', async () => {
    const text = `${'Intro words. '.repeat(10)}Deploy the site to GitHub Pages, then deploy again.`;
    const snippet = makeSnippet(text, ['deploy']);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.marks).toHaveLength(2);
    for (const [start, end] of snippet.marks) expect(snippet.text.slice(start, end).toLowerCase()).toBe('deploy');
  });
});
