/**
 * The plugin built step by step on /plugin/system/write-a-plugin is real code in
 * tests/fixtures/plugins/reading-time/ (the page includes those files), and it does what the
 * page says: every page gets a `readingTime` in its page data, a translated "N min read" line
 * under its title, and front matter `readingTime: false` hides the line. The page's OpenAPI
 * example is tests/fixtures/plugin-write-a-plugin-openapi/plugins/plugin-openapi-pages.ts, built
 * over a spec whose texts contain MDX and table syntax.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { estimateReadingTime } from '../fixtures/plugins/reading-time/estimate';
import { plainText, useFixtureBuild } from '../support/fixture-site';

describe('estimateReadingTime', () => {
  it('counts words at the given speed and rounds up to whole minutes', () => {
    const text = Array.from({ length: 450 }, () => 'word').join(' ');
    expect(estimateReadingTime(text)).toEqual({
      minutes: 3,
      words: 450,
      cjkCharacters: 0,
    });
    expect(estimateReadingTime(text, { wordsPerMinute: 450 }).minutes).toBe(1);
  });

  it('counts Chinese by characters, not by space-separated words', () => {
    const text = '阅读'.repeat(300);
    expect(estimateReadingTime(text)).toEqual({
      minutes: 2,
      words: 0,
      cjkCharacters: 600,
    });
  });

  it('leaves out fenced code, MDX imports, JSX tags and link targets unless asked', () => {
    const source = [
      "import { Tabs } from '@rspress/core/theme';",
      '',
      'Read [the guide](/guide/start/introduction/with/many/segments) first.',
      '',
      '<Tabs values={[1, 2]}>',
      '```ts',
      'const a = 1; const b = 2; const c = 3;',
      '```',
    ].join('\n');
    expect(estimateReadingTime(source).words).toBe(4);
    expect(
      estimateReadingTime(source, { includeCode: true }).words,
    ).toBeGreaterThan(4);
  });

  it('reports 0 minutes only for a page without text', () => {
    expect(estimateReadingTime('').minutes).toBe(0);
    expect(estimateReadingTime('Hi.').minutes).toBe(1);
  });
});

describe('pluginReadingTime in a real build', () => {
  const build = useFixtureBuild('plugin-reading-time');

  const mainBundle = () => {
    const file = readdirSync(`${build().outDir}/static/js`).find((name) =>
      /^index\.[\w]+\.js$/.test(name),
    );
    return build().read(`static/js/${file}`);
  };

  it('puts "N min read" right after the H1, counting prose but not code', () => {
    const html = build().read('index.html');
    // 256 words of prose at the fixture's 100 words per minute; the 200-line code block is ignored.
    expect(html).toMatch(
      /<\/h1>\s*<p class="reading-time" data-words="256" data-cjk-characters="0">3 min read<\/p>/,
    );
  });

  it('translates the line through the i18nSource hook', () => {
    expect(build().read('zh/index.html')).toMatch(
      /<p class="reading-time"[^>]*>阅读约需 3 分钟<\/p>/,
    );
  });

  it('hides the line on a page whose front matter says readingTime: false', () => {
    expect(build().read('opt-out.html')).not.toContain('class="reading-time"');
    expect(build().read('zh/opt-out.html')).not.toContain(
      'class="reading-time"',
    );
  });

  it('ships readingTime in the page data that usePage() reads, but not in the search index', () => {
    expect(mainBundle()).toContain(
      'readingTime:{minutes:3,words:256,cjkCharacters:0}',
    );
    const indexes = build()
      .files()
      .filter((file) => file.startsWith('static/search_index'));
    expect(indexes.length).toBeGreaterThan(0);
    for (const index of indexes)
      expect(build().read(index)).not.toMatch(/"readingTime":\{/);
  });

  it('loads the plugin stylesheet on every page', () => {
    const css = build()
      .files()
      .filter((file) => file.endsWith('.css'))
      .map((file) => build().read(file))
      .join('\n');
    expect(css).toContain('.reading-time{');
  });
});

describe('the OpenAPI example (pluginOpenApiPages) in a real build', () => {
  // The page includes tests/fixtures/plugin-write-a-plugin-openapi/plugins/plugin-openapi-pages.ts;
  // the fixture's spec has `{id}`, `<b>`, `*` and `|` in its texts.
  const build = useFixtureBuild('plugin-write-a-plugin-openapi');
  const getPet = () => plainText(build().read('api/getPet.html'));

  it('adds one page per operation, under /api, named by operationId or method and path', () => {
    expect(build().has('api/getPet.html')).toBe(true);
    expect(build().has('api/post--pets.html')).toBe(true);
  });

  it('prints spec text with {, <, * and | literally, including | in a table cell', () => {
    const html = build().read('api/getPet.html');
    expect(html).toMatch(/<h1[^>]*id="get-a-pet-by-id"/);
    expect(getPet()).toContain(
      'Returns the pet {id} as <b>JSON</b>, with *all* fields.',
    );
    const cells = [...html.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(
      (match) => plainText(match[1]),
    );
    expect(cells).toContain("The pet's id: string | null");
    expect(cells).toContain('A pet | an empty object');
    expect(cells).toContain('No pet with that {id}');
  });
});

it('stops at an unescaped | inside {…} in a table cell, and compiles the escaped one', async () => {
  const { compile } = await import('@mdx-js/mdx');
  const { default: remarkGfm } = await import('remark-gfm');
  const table = (cell: string) => `| Type |\n| --- |\n| ${cell} |\n`;
  await expect(
    compile(table('{"string | null"}'), { remarkPlugins: [remarkGfm] }),
  ).rejects.toThrow(/closing brace for `\{`/);
  await expect(
    compile(table('{"string \\u007c null"}'), { remarkPlugins: [remarkGfm] }),
  ).resolves.toBeDefined();
});

it('Rspress 2.0.22 itself has no OpenAPI support', () => {
  const require = createRequire(import.meta.url);
  const dist = path.join(
    path.dirname(require.resolve('@rspress/core/package.json')),
    'dist',
  );
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
  expect(files.length).toBeGreaterThan(50);
  for (const file of files.filter((name) => /\.(js|d\.ts)$/.test(name)))
    expect(
      readFileSync(path.join(dist, file), 'utf8').toLowerCase(),
      file,
    ).not.toContain('openapi');
});
