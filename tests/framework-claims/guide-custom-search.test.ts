/**
 * What /guide/advanced/custom-search says about the built-in search of @rspress/core (read from
 * the installed code, and the site data run through the installed createSiteData), about this
 * site's own engine (its constants), and about the "Build your own search" recipe, built as the
 * page shows it in tests/fixtures/guide-custom-search-recipe.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { readLayout, shardKey } from '../../plugins/site-search/runtime/codec';
import { RANKING } from '../../plugins/site-search/runtime/search-index';
import {
  sameSoundOf,
  soundSwaps,
} from '../../plugins/site-search/runtime/sounds';
import { withoutNoise } from '../../plugins/site-search/runtime/tokenize';
import { soundGroups } from '../../plugins/site-search/sounds';
import {
  FIRST_SCREEN_HITS,
  FIRST_SHARDS,
} from '../../theme/components/SiteSearch/progressive-search';
import { codeBlocks, readDoc } from '../support/docs';
import { FIXTURES_DIR, useFixtureBuild } from '../support/fixture-site';
import { installedCoreModule } from '../support/installed-core';

const PAGE = 'guide/advanced/custom-search.mdx';
const RECIPE = path.join(FIXTURES_DIR, 'guide-custom-search-recipe');
const THEME = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('@rspress/core/package.json'),
  ),
  'dist',
  'theme',
);
const read = (...parts: string[]) => readFileSync(path.join(...parts), 'utf8');
const SEARCH = path.join(THEME, 'components', 'Search');

describe('the built-in search, read from the installed theme', () => {
  const panel = read(SEARCH, 'useSearchPanel.js');
  const searcher = read(SEARCH, 'logic', 'search.js');
  const provider = read(SEARCH, 'logic', 'providers', 'LocalProvider.js');

  it('debounces each query by 150 ms and asks FlexSearch for 7 pages per field by default', () => {
    expect(panel).toContain('debounce((...args)=>cbRef.current(...args), 150)');
    expect(searcher).toContain('async match(keyword, limit = 7) {');
    expect(provider).toContain('limit,');
  });

  it("indexes title, headings and text in three FlexSearch Documents with tokenize: 'full' (general, CJK by character, Cyrillic)", () => {
    expect(provider).toContain("tokenize: 'full'");
    expect(provider).toContain(
      "'normalizedTitle',\n                    'headers',\n                    'normalizedContent'",
    );
    expect(provider.match(/= new Document\(\{/g)).toHaveLength(3);
    expect(provider).toContain('tokenize(s, cjkRegex)');
    expect(provider).toContain('tokenize(s, cyrillicRegex)');
  });

  it('keeps a candidate only where the lowercased title, a heading or the text contains the whole query', () => {
    expect(searcher).toContain('if (normalizedTitle.includes(query)) {');
    expect(searcher).toContain('if (normalizedHeader.includes(query)) {');
    expect(searcher).toContain(
      'let queryIndex = normalizedContent.indexOf(query);',
    );
  });

  it('runs beforeSearch, the built-in search, onSearch and afterSearch in turn, and shows results only for the query still in the input', () => {
    const steps = [
      '.beforeSearch(newQuery);',
      'if (transformedQuery) newQuery = transformedQuery;',
      'await pageSearcherRef.current?.match(newQuery);',
      '.onSearch(newQuery, result);',
      'renderType: RenderType.Custom,\n                    ...item',
      '.afterSearch(newQuery, result);',
      'if (searchInputRef.current?.value === newQuery) {',
    ].map((step) => panel.indexOf(step));
    expect(steps).not.toContain(-1);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  it('prefetches and fetches the index as soon as the panel mounts, and the panel mounts on every page', () => {
    const searchPanel = read(SEARCH, 'SearchPanel.js');
    expect(searchPanel).toContain('rel: "prefetch"');
    expect(panel).toContain('createSearcher().fetchSearchIndex()');
    const search = read(SEARCH, 'index.js');
    expect(search).toContain('jsx(SearchPanel, {');
    expect(search).not.toMatch(
      /focused\s*&&\s*\/\*#__PURE__\*\/ jsx\(SearchPanel/,
    );
  });

  it('moves with the arrow keys and Enter only through built-in results, and draws custom groups with render', () => {
    const searchPanel = read(SEARCH, 'SearchPanel.js');
    expect(
      searchPanel.match(/currentRenderType === RenderType\.Default/g)?.length,
    ).toBeGreaterThanOrEqual(3);
    expect(searchPanel).toContain("const renderKey = 'render';");
  });

  it('useFullTextSearch builds its own searcher on mount and returns search undefined until then', () => {
    const hook = read(THEME, 'logic', 'useFullTextSearch.js');
    expect(hook).toContain('const searcher = new PageSearcher({');
    expect(hook).toContain(
      'search: searchRef.current?.match.bind(searchRef.current)',
    );
  });

  it('search: false leaves an empty search object in the site data, so the panel stays enabled', async () => {
    const { createSiteData } = await import(
      installedCoreModule('dist/node/runtimeModule/siteData/createSiteData.js')
    );
    const { siteData } = await createSiteData({ search: false });
    expect(siteData.search).toEqual({ searchHooks: undefined });
    expect(panel).toContain('const searchEnabled = false !== search;');
  });
});

describe("this site's search engine", () => {
  it('weights and ranks as the page says', () => {
    expect(RANKING.boost).toEqual({ title: 4, about: 2, heading: 2, text: 1 });
    expect(RANKING).toMatchObject({
      pageWeight: 2,
      secondSection: 0.3,
      coverage: 2,
      sectionCoverage: 1,
      alternative: 0.7,
      prefix: 0.6,
      fuzzy: 0.4,
      stem: 0.4,
      unknownPrefix: 1,
      unknownFuzzy: 0.9,
      otherSpellings: 0.1,
      phrase: 0.5,
    });
    const engine = read('plugins/site-search/runtime/search-index.ts');
    expect(engine).toContain('const SECTIONS_PER_PAGE = 3;');
    expect(engine).toContain('async search(query, maxPages = 8)');
    // The formulas the page gives: prefixes, typo fixes, the phrase bonus and the coverage square.
    expect(engine).toContain(
      '(typed.length + 0.3 * (term.length - typed.length))',
    );
    expect(engine).toContain(
      'const weight = (typoWeight * typed.length) / (typed.length + 1);',
    );
    expect(engine).toContain(
      'match.score *= 1 + RANKING.phrase * phrase(file.sections[id][2]);',
    );
    expect(engine).toContain(
      'return base * (covered.size / wordCount) ** RANKING.coverage;',
    );
  });

  it('packs groups of terms by first two letters or first Chinese character into shards of about 16 KB, and whole pages into text files of about 16 KB', () => {
    const build = read('plugins/site-search/build-index.ts');
    expect(build).toContain('const BYTES_PER_SHARD = 16_000;');
    expect(build).toContain('const BYTES_PER_TEXT_FILE = 16_000;');
    // Groups packed commonest first; the index lists each shard's groups.
    expect(build).toContain('([a, x], [b, y]) => y.weight - x.weight');
    expect(build).toContain('shardLayout,');
    // A page opens a new text file when it does not fit whole.
    expect(build).toContain(
      'page === sectionPages[id - 1] ? sizes[id] : pageSizes.get(page)!;',
    );
    expect(build).not.toContain('TERMS_PER_SHARD');
    expect(read('plugins/site-search/runtime/codec.ts')).not.toContain(
      'shardOf',
    );
    expect(shardKey('sidebar')).toBe('si');
    expect(shardKey('侧边栏')).toBe('侧');
    expect(readLayout(['co pa 配', 'si 侧']).get('侧')).toBe(1);
  });

  it('answers a query whose shards are not all loaded first from at most two new shards and the texts of the first six hits, then with the final ranking', () => {
    expect(FIRST_SHARDS).toBe(2);
    expect(FIRST_SCREEN_HITS).toBe(6);
    const progressive = read(
      'theme/components/SiteSearch/progressive-search.ts',
    );
    expect(progressive).toContain('.slice(0, FIRST_SCREEN_HITS)');
    expect(progressive).toContain('first?.(results);');
    expect(progressive).toContain(
      'if (!results.length) return final.search(query);',
    );
    expect(progressive).toContain('return final.search(query);');
  });

  it('fixes a Chinese word typed with a same-sound character, with groups made by pinyin-pro at build time', () => {
    expect(read('plugins/site-search/sounds.ts')).toContain(
      "import { pinyin } from 'pinyin-pro';",
    );
    // 部 and 布 are both read bu: one group, most word-starting first.
    const groups = soundGroups(['部署', '布局']);
    expect(groups).toHaveLength(1);
    expect([...groups[0]].sort()).toEqual(['布', '部'].sort());
    expect(soundSwaps('布署', sameSoundOf(['部布']), 'first')).toEqual([
      '部署',
    ]);
    expect(RANKING).toMatchObject({ sameSound: 0.8, beside: 0.2 });
    const engine = read('plugins/site-search/runtime/search-index.ts');
    expect(engine).toContain('const SAME_SOUND_SHARDS = 3;');
    expect(engine).toContain('const PARTICLES = /[的了吗呢吧啊]/u;');
  });

  it('strips paths, line and column numbers, stack frames and hashes from a pasted error message before splitting it into terms', () => {
    const pasted = [
      'error   Build failed: window is not defined',
      '    at render (/home/me/site/node_modules/.cache/a1b2c3d4e5.js:12:34)',
      'in ./docs/guide/start.mdx 3:5',
    ].join('\n');
    const left = withoutNoise(pasted);
    expect(left).toContain('window is not defined');
    for (const gone of [
      '/home/me',
      'render',
      'a1b2c3d4e5',
      '12:34',
      'docs/guide',
      'error ',
    ])
      expect(left).not.toContain(gone);
    // A short query typed by hand is left as it is.
    expect(withoutNoise('docs/guide 3:5')).toBe('docs/guide 3:5');
    expect(read('plugins/site-search/runtime/tokenize.ts')).toContain(
      "query.includes('\\n') || query.length >= 60;",
    );
  });

  it('shows the first sentence below a heading followed straight by a deeper heading as its snippet', () => {
    expect(read('plugins/site-search/sections.ts')).toContain(
      'snippet: section.text || firstSentenceBelow(sections, depths, index),',
    );
  });

  it('builds the search files under the dev server when search is first opened and serves them from a middleware', () => {
    const plugin = read('plugins/site-search/index.ts');
    expect(plugin).toContain(
      'dev = new DevSearchFiles(SEARCH_DATA_DIR, pages);',
    );
    expect(plugin).toContain(
      'server.middlewares.use((request, response, next) =>',
    );
    // processAssets emits the files in a production build only.
    expect(plugin).toContain('if (isDevServer) return;');
    expect(plugin).toContain(
      "SEARCH_DATA_DIR = searchDataDir(config.outDir) + (isProd ? '' : '-dev');",
    );
    const dev = read('plugins/site-search/dev-search.ts');
    expect(dev).toContain(
      `writeFileSync(path.join(dir, lang, 'index.json'), '{"devStandIn":true}');`,
    );
    expect(dev).toContain(
      ".loader(path.join(import.meta.dirname, 'dev-index-loader.mjs'));",
    );
    expect(read('plugins/site-search/dev-index-loader.mjs')).toContain(
      'return await indexText(this.resourcePath);',
    );
  });
});

describe('the recipe of "Build your own search", built as the page shows it', () => {
  const build = useFixtureBuild('guide-custom-search-recipe');
  afterAll(() =>
    rmSync(path.join(RECIPE, 'search-data'), { recursive: true, force: true }),
  );

  const hookCalls = () =>
    build()
      .output.split('\n')
      .filter((line) => line.startsWith('[hook] '))
      .map(
        (line) =>
          JSON.parse(line.slice(7)) as {
            routePath: string;
            lang: string;
            pageType: string | null;
            search: boolean | null;
            charIndexes: number[];
            hasContent: boolean;
          },
      );

  it('uses the plugin and the Search component of the page', async () => {
    const blocks = codeBlocks(readDoc('en', PAGE));
    const plugin = blocks.find((block) =>
      block.meta.includes('title="search/plugin.ts"'),
    );
    const theme = blocks.find(
      (block) =>
        block.meta.includes('title="theme/index.tsx"') &&
        block.value.includes('SearchDialog'),
    );
    // The fixture files are the page's samples run through the project's Prettier.
    for (const [file, sample] of [
      [path.join(RECIPE, 'search', 'plugin.ts'), plugin?.value],
      [path.join(RECIPE, 'theme', 'index.tsx'), theme?.value],
    ] as const) {
      expect(sample, file).toBeDefined();
      const options = await prettier.resolveConfig(file);
      expect(
        await prettier.format(sample ?? '', { ...options, filepath: file }),
      ).toBe(readFileSync(file, 'utf8'));
    }
  });

  it('hands modifySearchIndexData every page once, home pages and search: false pages included', () => {
    const calls = hookCalls();
    expect(calls.map((call) => call.routePath).sort()).toEqual([
      '/',
      '/guide',
      '/hidden',
    ]);
    expect(calls.find((call) => call.routePath === '/')?.pageType).toBe('home');
    expect(calls.find((call) => call.routePath === '/hidden')?.search).toBe(
      false,
    );
  });

  it('gives the pages the language en when the config sets no lang', () => {
    expect(new Set(hookCalls().map((call) => call.lang))).toEqual(
      new Set(['en']),
    );
  });

  it('records where each heading starts in the extracted text (charIndex)', () => {
    const guide = hookCalls().find((call) => call.routePath === '/guide');
    expect(guide?.hasContent).toBe(true);
    expect(guide?.charIndexes).toHaveLength(2);
    expect(guide?.charIndexes.every((index) => index > 0)).toBe(true);
  });

  it('writes one index per language with the sections of the searchable pages only', () => {
    const data = JSON.parse(read(RECIPE, 'search-data', 'en.json')) as {
      documentCount: number;
    };
    // The guide's intro and its two sections; the home page and the search: false page are out.
    expect(data.documentCount).toBe(3);
    expect(existsSync(path.join(RECIPE, 'search-data', 'default.json'))).toBe(
      false,
    );
  });

  it('leaves no built-in index in the output and emits MiniSearch and the data as async chunks', () => {
    const files = build().files();
    expect(files.some((file) => file.includes('search_index'))).toBe(false);
    const chunks = files
      .filter((file) => file.startsWith('static/js/async/'))
      .map((file) => build().read(file));
    expect(chunks.some((chunk) => chunk.includes('"documentCount":3'))).toBe(
      true,
    );
    expect(
      chunks.some((chunk) => chunk.includes('MiniSearch: duplicate ID')),
    ).toBe(true);
  });
});
