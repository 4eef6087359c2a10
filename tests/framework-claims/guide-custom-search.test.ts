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
import { RANKING } from '../../plugins/site-search/runtime/search-index';
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

  it('cuts about 250 terms per shard and about 8,000 bytes per text file', () => {
    const build = read('plugins/site-search/build-index.ts');
    expect(build).toContain('const TERMS_PER_SHARD = 250;');
    expect(build).toContain('const BYTES_PER_TEXT_FILE = 8_000;');
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
