/**
 * What /plugin/official-plugins/twoslash says about @rspress/plugin-twoslash (2.0.8, with
 * @shikijs/twoslash 4.6.0 and twoslash 0.3.9): the page's two configs are built from
 * tests/fixtures/plugin-twoslash/ with the real `rspress build` (the full one over docs/, the
 * minimal one over a failing sample and over a JSDoc fence in a language it has not loaded).
 * The plugin's Shiki transformer is also run directly, as Rspress runs it, on every sample of
 * the page's notation and example sections in both languages and on each rule the page states.
 * Every option of the installed types has a heading on the page in both languages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type PluginTwoslashOptions,
  pluginTwoslash,
} from '@rspress/plugin-twoslash';
import type { ShikiTransformer } from '@shikijs/types';
import { createHighlighter, type Highlighter } from 'shiki';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../site/routes';
import { codeBlocks, readDoc } from '../support/docs';
import { buildFixture, bundleText } from '../support/fixture-site';
import { exhaustive, undocumentedOptions } from '../support/plugin-options';

const BUILD_TIMEOUT = 180_000;
const PAGE = 'plugin/official-plugins/twoslash.mdx';

const OPTIONS = exhaustive<PluginTwoslashOptions>()([
  'explicitTrigger',
  'cache',
  'twoslashOptions',
]);

// The options of the page's "TSX samples and notes" example.
const EXAMPLE_OPTIONS: PluginTwoslashOptions = {
  twoslashOptions: {
    customTags: ['annotate', 'log', 'warn', 'error'],
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX },
  },
};

/** The transformer the plugin's `config` hook adds to `markdown.shiki.transformers`. */
async function transformerOf(
  options?: PluginTwoslashOptions,
): Promise<ShikiTransformer> {
  const config = await pluginTwoslash(options).config?.(
    { root: 'docs' },
    { addPlugin: () => {}, removePlugin: () => {} },
    true,
  );
  const transformers = config?.markdown?.shiki?.transformers ?? [];
  expect(transformers).toHaveLength(1);
  return transformers[0];
}

// One transformer per set of options, as a build has one: later samples reuse its TypeScript
// environment, which keeps the file fast.
const transformers = new Map<string, Promise<ShikiTransformer>>();
function cachedTransformerOf(
  options?: PluginTwoslashOptions,
): Promise<ShikiTransformer> {
  const key = JSON.stringify(options ?? null);
  let transformer = transformers.get(key);
  if (!transformer) {
    transformer = transformerOf(options);
    transformers.set(key, transformer);
  }
  return transformer;
}

// Rspress 2.0.22 preloads tsx, ts and js (dist/node/mdx/rehypePlugins/shiki.js).
let highlighter: Promise<Highlighter> | undefined;
async function render(
  code: string,
  {
    lang = 'ts',
    meta = 'twoslash',
    options,
  }: { lang?: string; meta?: string; options?: PluginTwoslashOptions } = {},
): Promise<string> {
  highlighter ??= createHighlighter({
    themes: ['github-light'],
    langs: ['tsx', 'ts', 'js'],
  });
  return (await highlighter).codeToHtml(code, {
    lang,
    theme: 'github-light',
    meta: { __raw: meta },
    transformers: [await cachedTransformerOf(options)],
  });
}

const hasTwoslash = (html: string) => /class="[^"]*\btwoslash lsp\b/.test(html);
/** The code as the reader sees it: popups, icons and tags removed. */
const visibleCode = (html: string) =>
  html
    .replace(
      /<twoslash-popup-container[\s\S]*?<\/twoslash-popup-container>/g,
      '',
    )
    .replace(/<div class="twoslash-[^"]*line[\s\S]*?<\/div>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x3C;/g, '<')
    .replace(/&#x27;/g, "'");

/** The fenced blocks of one h2 section of the page, fences nested in md/mdx blocks included. */
function sectionSamples(lang: Lang, sectionId: string) {
  const doc = readDoc(lang, PAGE);
  const lines = doc.body.split('\n');
  const start = lines.findIndex((line) =>
    new RegExp(`^## .*\\{#${sectionId}\\}\\s*$`).test(line),
  );
  expect(start, `## … {#${sectionId}} in docs/${lang}/${PAGE}`).toBeGreaterThan(
    -1,
  );
  const next = lines.findIndex(
    (line, index) => index > start && line.startsWith('## '),
  );
  const end = next === -1 ? lines.length : next;
  return codeBlocks(doc).filter(
    (block) => block.line > start && block.line <= end,
  );
}

// The transformer reads NODE_ENV on every error; tests that change it put it back.
const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

describe('@rspress/plugin-twoslash in a production build', () => {
  it(
    "builds the page's full config: marked ts/tsx blocks get popups, other blocks stay plain",
    () => {
      const build = buildFixture('plugin-twoslash');
      expect(build.status, build.output).toBe(0);
      const html = build.read('index.html');
      const preOf = (name: string) => {
        const at = html.indexOf(name);
        return html.slice(html.lastIndexOf('<pre', at), at);
      };
      // defineConfig, the tsx Counter, the @log note and the JSDoc with a bash fence.
      expect(html.match(/<pre class="[^"]*twoslash lsp/g)).toHaveLength(4);
      // No meta, `no-twoslash`, and a `js` fence marked twoslash.
      for (const name of ['untouched', 'optedOut', 'plainJs'])
        expect(preOf(name), name).not.toContain('twoslash');
      // The tsx sample compiles without `// @jsx` thanks to compilerOptions.jsx; its query is
      // always shown.
      expect(html).toMatch(
        /<twoslash-popup-container class="twoslash-popup-container rp-copy-ignore" data-always="true">[\s\S]*?count<\/span>[\s\S]*?number/,
      );
      // The re-listed custom tags and the JSDoc fence in `bash`, loaded through langs.
      expect(html).toContain('twoslash-tag-log-line');
      expect(html).toContain('Listening on 8080');
      expect(html).toMatch(/twoslash-popup-docs[\s\S]*npx task run/);
      // Every popup is left out of the copy button's text.
      expect(html).not.toMatch(
        /<twoslash-popup-container class="twoslash-popup-container"/,
      );
      expect(build.read('plain.html')).not.toContain('twoslash');
      // The global stylesheet and the popup script with Floating UI, in a chunk of its own.
      const css = build
        .files()
        .filter((file) => file.endsWith('.css'))
        .map((file) => build.read(file))
        .join('\n');
      expect(css).toContain('--twoslash-popup-bg');
      const chunk = build
        .files()
        .filter((file) => file.startsWith('static/js/async/'))
        .map((file) => build.read(file))
        .find(
          (text) =>
            text.includes('twoslash-popup-container') &&
            text.includes('name:"flip"'),
        );
      expect(chunk).toBeDefined();
      expect(chunk).toContain('twoslash-popup-portal');
      expect(chunk).toContain('mouseenter');
      expect(bundleText(build)).toContain('twoslash-popup-trigger');
    },
    BUILD_TIMEOUT,
  );

  it(
    'stops on an undeclared error and logs the sample the way the page shows it',
    () => {
      const build = buildFixture('plugin-twoslash', {
        args: ['broken', '--config', 'rspress.plain.config.ts'],
      });
      expect(build.status).not.toBe(0);
      for (const lang of LANGS) {
        const shown = sectionSamples(lang, 'when-a-sample-fails').find(
          (block) => block.lang === 'txt',
        );
        expect(shown, lang).toBeDefined();
        const outputLines = build.output.split('\n').map((line) => line.trim());
        for (const line of shown!.value.split('\n').map((text) => text.trim()))
          if (line) expect(outputLines, `${lang}: ${line}`).toContain(line);
      }
      expect(build.output).toContain('Build errors:');
      // The root is the `broken` folder given on the command line: the path is relative to the
      // folder the command runs in, so it starts with the root folder's name.
      expect(build.output).toContain('File: ./broken/index.md:1:1');
    },
    BUILD_TIMEOUT,
  );

  it(
    'fails on a JSDoc fence in a language that markdown.shiki.langs does not load',
    () => {
      const build = buildFixture('plugin-twoslash', {
        args: ['jsdoc', '--config', 'rspress.plain.config.ts'],
      });
      expect(build.status).not.toBe(0);
      expect(build.output).toContain(
        'ShikiError: Language `bash` not found, you may need to load it first',
      );
    },
    BUILD_TIMEOUT,
  );
});

describe("the page's samples compile as the page says", () => {
  it('every sample of the notation section passes twoslash in production mode, in both languages', async () => {
    process.env.NODE_ENV = 'production';
    for (const lang of LANGS) {
      const samples = sectionSamples(lang, 'notation').filter(
        (block) => block.lang === 'ts',
      );
      expect(samples.length, lang).toBeGreaterThanOrEqual(9);
      for (const sample of samples) {
        const html = await render(sample.value);
        expect(hasTwoslash(html), `${lang} body line ${sample.line}`).toBe(
          true,
        );
      }
    }
  });

  it('the marked block of the setup and the tsx example compile, in both languages', async () => {
    process.env.NODE_ENV = 'production';
    for (const lang of LANGS) {
      const [marked] = sectionSamples(lang, 'set-it-up')
        .filter((block) => block.lang === 'md')
        .flatMap((block) => [
          ...block.value.matchAll(/^```(\w+) ([^\n]*)\n([\s\S]*?)\n```$/gm),
        ]);
      expect(marked[2]).toMatch(/\btwoslash\b/);
      expect(hasTwoslash(await render(marked[3], { meta: marked[2] }))).toBe(
        true,
      );
      const [tsx] = sectionSamples(
        lang,
        'example-tsx-samples-and-notes',
      ).filter((block) => block.lang === 'tsx');
      const html = await render(tsx.value, {
        lang: 'tsx',
        options: EXAMPLE_OPTIONS,
      });
      expect(html).toContain('data-always="true"');
      // Without the example's jsx option the same sample fails with 2686.
      await expect(render(tsx.value, { lang: 'tsx' })).rejects.toThrow(
        /Expected: \/\/ @errors: 2686/,
      );
    }
  });

  it('shows a query as the page describes it, and keeps @filename lines', async () => {
    const query = await render(
      "const user = { name: 'Ada', admin: true };\n//    ^?\n",
    );
    expect(
      query
        .match(/data-always="true">([\s\S]*?)<\/twoslash-popup-container>/)?.[1]
        .replace(/<[^>]+>/g, ''),
    ).toBe('const user: {\n    name: string;\n    admin: boolean;\n}');
    const completion = await render(
      '// @noErrors\nconst today = new Date();\ntoday.getF\n//        ^|\n',
    );
    expect(
      [...completion.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((item) =>
        item[1].replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>/g, ''),
      ),
    ).toEqual(['getFullYear']);
    const files = await render(
      "// @filename: math.ts\nexport const one = 1;\n// @filename: index.ts\nimport { one } from './math';\n",
    );
    expect(visibleCode(files)).toContain('// @filename: math.ts');
  });
});

describe('which blocks the transformer processes', () => {
  const code = "const greeting = 'hi';\n";

  it('needs the word twoslash by default, anywhere in the meta', async () => {
    expect(hasTwoslash(await render(code))).toBe(true);
    expect(hasTwoslash(await render(code, { meta: '' }))).toBe(false);
    expect(
      hasTwoslash(await render(code, { meta: 'title="twoslash.config.ts"' })),
    ).toBe(true);
    expect(
      hasTwoslash(await render(code, { meta: 'twoslash no-twoslash' })),
    ).toBe(false);
  });

  it('handles ts, tsx and typescript fences, never js', async () => {
    expect(hasTwoslash(await render(code, { lang: 'tsx' }))).toBe(true);
    expect(hasTwoslash(await render(code, { lang: 'typescript' }))).toBe(true);
    expect(hasTwoslash(await render(code, { lang: 'js' }))).toBe(false);
  });

  it('takes every TypeScript block with explicitTrigger: false, except no-twoslash and notwoslash', async () => {
    const options = { explicitTrigger: false };
    expect(hasTwoslash(await render(code, { meta: '', options }))).toBe(true);
    for (const meta of ['no-twoslash', 'notwoslash'])
      expect(hasTwoslash(await render(code, { meta, options })), meta).toBe(
        false,
      );
  });
});

describe('errors, flags and twoslashOptions', () => {
  const undeclared = 'const answer = 42;\nanswer = 43;\n';

  it('throws outside development; in development returns the code without notations', async () => {
    process.env.NODE_ENV = 'production';
    await expect(render(undeclared)).rejects.toThrow(
      /Expected: \/\/ @errors: 2588/,
    );
    process.env.NODE_ENV = 'development';
    const html = await render(`// @noErrors: 2304\n${undeclared}//^?\n`);
    expect(hasTwoslash(html)).toBe(false);
    expect(visibleCode(html)).toContain(undeclared.trim());
    expect(visibleCode(html)).not.toMatch(/@noErrors|\^\?/);
  });

  it('ignores an indented flag', async () => {
    process.env.NODE_ENV = 'production';
    await expect(render(` // @errors: 2588\n${undeclared}`)).rejects.toThrow(
      /2588/,
    );
    expect(hasTwoslash(await render(`// @errors: 2588\n${undeclared}`))).toBe(
      true,
    );
  });

  it('fails without // @strict: false on an untyped parameter (7006), and on an unknown flag', async () => {
    // NODE_ENV is not `development` under Vitest, so a failing sample throws.

    const untyped = "function greet(name) {\n  return 'Hello ' + name;\n}\n";
    await expect(render(untyped)).rejects.toThrow(
      /Expected: \/\/ @errors: 7006/,
    );
    expect(hasTwoslash(await render(`// @strict: false\n${untyped}`))).toBe(
      true,
    );
    await expect(render(`// @notAnOption: true\n${untyped}`)).rejects.toThrow(
      /Unknown inline compiler flags/,
    );
  });

  it('applies the notation rules the page states: partial @noErrors, unproduced codes, stacked markers, json files, @noStaticSemanticInfo', async () => {
    // NODE_ENV is not `development` under Vitest, so a failing sample throws.

    // `@noErrors: 2304` silences only 2304: the 2588 of the same sample still fails it.
    await expect(
      render(`// @noErrors: 2304\n${undeclared}foo();\n`),
    ).rejects.toThrow(/Expected: \/\/ @errors: 2588/);
    // A code listed in @errors but never produced is not checked.
    expect(
      hasTwoslash(await render(`// @errors: 2588 2322\n${undeclared}`)),
    ).toBe(true);
    // Two marker lines in a row both point at the code line above them.
    const queries = [
      ...(
        await render('let aa = 1, bb = 2;\n//  ^?\n//          ^?\n')
      ).matchAll(/data-always="true">([\s\S]*?)<\/twoslash-popup-container>/g),
    ].map((match) => match[1].replace(/<[^>]+>/g, ''));
    expect(queries).toEqual(['let aa: number', 'let bb: number']);
    // A .json file of the sample is read only with @resolveJsonModule.
    const json =
      '// @filename: data.json\n{ "a": 1 }\n// @filename: index.ts\nimport data from \'./data.json\';\nconst x = data.a;\n';
    await expect(render(json)).rejects.toThrow(/2307/);
    expect(hasTwoslash(await render(`// @resolveJsonModule\n${json}`))).toBe(
      true,
    );
    // @noStaticSemanticInfo drops the hover popups and keeps the query.
    const quiet = await render(
      '// @noStaticSemanticInfo\nconst user = { name: 1 };\n//    ^?\nconst other = user;\n',
    );
    expect(quiet.match(/<twoslash-popup-container/g)).toHaveLength(1);
    expect(quiet).toContain('data-always="true"');
    // Error lines and notes are not marked for the copy button to skip.
    const printed = await render(
      `// @errors: 2588\n${undeclared}// @log: note\n`,
    );
    expect(printed).toContain(
      '<div class="twoslash-meta-line twoslash-error-line">',
    );
    expect(printed).toMatch(
      /<div class="twoslash-tag-line twoslash-tag-log-line">/,
    );
  });

  it('fails on imports that resolve to nothing or to untyped JavaScript', async () => {
    process.env.NODE_ENV = 'production';
    await expect(
      render("import { greet } from 'acme-greet';\n"),
    ).rejects.toThrow(/Expected: \/\/ @errors: 2307/);
    // `compression` is a dev dependency of this site without type declarations.
    await expect(
      render("import compression from 'compression';\n"),
    ).rejects.toThrow(/Expected: \/\/ @errors: 7016/);
  });

  it('drops the default custom tags once twoslashOptions is set', async () => {
    process.env.NODE_ENV = 'production';
    const note = 'const port = 8080;\n// @log: Listening on 8080\n';
    expect(await render(note)).toContain('twoslash-tag-log-line');
    await expect(
      render(note, { options: { twoslashOptions: { compilerOptions: {} } } }),
    ).rejects.toThrow(/Unknown inline compiler flags/);
    expect(await render(note, { options: EXAMPLE_OPTIONS })).toContain(
      'twoslash-tag-log-line',
    );
  });

  it('ignores vfsRoot in twoslashOptions: imports still resolve from the working directory', async () => {
    process.env.NODE_ENV = 'production';
    const html = await render(
      "import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs' });\n",
      { options: { twoslashOptions: { vfsRoot: '/nonexistent' } } },
    );
    expect(html).toContain('UserConfig');
  });
});

describe('the popup script, read from the installed package', () => {
  const require = createRequire(import.meta.url);
  // The package exports no ./package.json: go up from its entry, dist/index.js.
  const root = path.resolve(
    path.dirname(require.resolve('@rspress/plugin-twoslash')),
    '..',
  );
  const read = (file: string) =>
    readFileSync(path.join(root, 'static/global-components', file), 'utf8');

  it('registers a global component and a global stylesheet', () => {
    const plugin = pluginTwoslash();
    expect(plugin.globalUIComponents).toEqual([
      path.join(root, 'static/global-components/TwoslashPopup.tsx'),
    ]);
    expect(plugin.globalStyles).toBe(
      path.join(root, 'static/global-styles/twoslash.css'),
    );
    expect(read('TwoslashPopup.tsx')).toMatch(/useEffect[\s\S]*import\(/);
  });

  it('opens hover popups on mouse events only', () => {
    const container = read('elements/TwoslashPopupContainer.ts');
    const events = [...container.matchAll(/addEventListener\('(\w+)'/g)].map(
      (match) => match[1],
    );
    expect(new Set(events)).toEqual(new Set(['mouseenter', 'mouseleave']));
    expect(container).not.toMatch(/focus|keydown|tabindex/i);
    expect(read('elements/TwoslashPopupTrigger.ts')).not.toMatch(/tabindex/i);
  });
});

describe('official plugin pages document every option of the installed types', () => {
  for (const lang of LANGS) {
    it(`${lang}/plugin/official-plugins/twoslash.mdx has a heading for each option`, () => {
      expect(undocumentedOptions(lang, 'twoslash', OPTIONS)).toEqual([]);
    });
  }
});
