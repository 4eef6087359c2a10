/**
 * What /plugin/official-plugins/shiki says about Shiki highlighting in core 2.x, beyond the
 * switches already built in plugin-last-updated-medium-zoom-shiki.test.ts: the page's own
 * configuration is built from tests/fixtures/plugin-shiki-langs/ (aliases, lazy languages,
 * fallbacks, block meta), the same pages without options must fail on an unknown language, and
 * the options object core hands to @shikijs/rehype, the exported transformers, the markdown
 * option types and the theme's CSS are read directly.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRehypeShikiOptions } from '@rspress/core/dist/node/mdx/rehypePlugins/shiki.js';
import * as transformers from '@rspress/core/shiki-transformers';
import { describe, expect, it } from 'vitest';
import { buildFixture, useFixtureBuild } from '../support/fixture-site';

const BUILD_TIMEOUT = 180_000;
const FIXTURE = 'plugin-shiki-langs';
const require = createRequire(import.meta.url);
const coreDir = path.dirname(require.resolve('@rspress/core/package.json'));

/** The code blocks of a built page, in order, each as its HTML. */
function codeBlocks(html: string): string[] {
  return html
    .split('<div class="rp-codeblock ')
    .slice(1)
    .map((block) => block.slice(0, block.indexOf('</pre>')));
}

/** The text of a block's <code>, tags removed. */
const codeText = (block: string) =>
  block
    .slice(block.indexOf('<code>'))
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'");

describe('the configuration at the top of the page, built', () => {
  const build = useFixtureBuild(FIXTURE, {
    checkBuilds: 'builds the page configuration',
  });

  it('highlights an alias whose target is in langs, lazy-loads other bundled languages, and renders unknown or missing languages as txt', () => {
    const [conf, foobar, python, none] = codeBlocks(build().read('index.html'));
    // `conf` is highlighted with the INI grammar: its tokens are coloured spans.
    expect(conf).toContain('data-lang="conf"');
    expect(conf).toMatch(/<span style="color:var\(--shiki-token-/);
    // fallbackLanguage: an unknown language becomes plain text.
    expect(foobar).toContain('data-lang="txt"');
    expect(foobar).not.toContain('style="color:');
    expect(codeText(foobar)).toBe('not a real language');
    // python is not in langs but is bundled: loaded on first use.
    expect(python).toContain('data-lang="python"');
    expect(python).toMatch(/<span style="color:var\(--shiki-token-/);
    // A fence without a language: defaultLanguage 'txt'.
    expect(none).toContain('data-lang="txt"');
  });

  it('reads block meta: quoted and bare titles, lineNumbers=false, height=200, and {2} with the compatible transformer', () => {
    const blocks = codeBlocks(build().read('index.html'));
    const [single, bare, , scrolled, highlighted] = blocks.slice(4);
    expect(single).toContain('rp-codeblock__title">single.ts<');
    // showLineNumbers is on; `lineNumbers=false` opts this block out.
    expect(single).not.toContain('rp-codeblock__content--line-numbers');
    expect(bare).toContain('rp-codeblock__title">bare.ts<');
    expect(bare).toContain('rp-codeblock__content--line-numbers');
    expect(scrolled).toContain(
      'rp-codeblock__content--scroll" style="max-height:200px"',
    );
    expect(highlighted).toMatch(/<span class="line highlighted">.*second/);
    // Every block has the wrap toggle button.
    expect(
      build()
        .read('index.html')
        .match(/title="Toggle code wrap"/g),
    ).toHaveLength(blocks.length);
  });
});

it(
  'fails the build on a language Shiki does not bundle when no fallbackLanguage is set',
  () => {
    const build = buildFixture(FIXTURE, {
      args: ['--config', 'rspress.defaults.config.ts'],
    });
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(
      /ShikiError: Language `(conf|foobar)` is not included in this bundle/,
    );
  },
  BUILD_TIMEOUT,
);

describe('the options core passes to @shikijs/rehype', () => {
  it('sets the CSS-variables theme, txt, lazy and three preloaded languages; user keys replace them and transformers are appended', () => {
    const defaults = createRehypeShikiOptions(false, false, undefined, {});
    expect(defaults).toMatchObject({
      defaultLanguage: 'txt',
      lazy: true,
      langs: ['tsx', 'ts', 'js'],
    });
    expect((defaults as { theme?: { name: string } }).theme?.name).toBe(
      'css-variables',
    );
    expect(defaults.transformers?.map((t) => t.name)).toEqual([
      transformers.SHIKI_TRANSFORMER_ADD_TITLE,
      transformers.SHIKI_TRANSFORMER_ADD_LANG,
      transformers.SHIKI_TRANSFORMER_ADD_LINE_NUMBERS,
      transformers.SHIKI_TRANSFORMER_ADD_WRAP_CODE,
      transformers.SHIKI_TRANSFORMER_ADD_FOLD,
    ]);
    const custom = createRehypeShikiOptions(false, false, undefined, {
      langs: ['ini'],
      defaultLanguage: 'js',
      lazy: false,
      transformers: [transformers.transformerCompatibleMetaHighlight()],
    });
    expect(custom).toMatchObject({
      langs: ['ini'],
      defaultLanguage: 'js',
      lazy: false,
    });
    expect(custom.transformers).toHaveLength(6);
    expect(custom.transformers?.[5].name).toBe(
      '@shikijs/transformers:meta-highlight',
    );
  });

  it('fails on an alias whose target is not in langs: lazy loading does not follow aliases', () => {
    // A fresh process: @shikijs/rehype keeps one highlighter per process.
    const script = `
      import { createRehypeShikiOptions } from '@rspress/core/dist/node/mdx/rehypePlugins/shiki.js';
      import rehypeShiki from '@shikijs/rehype';
      const options = createRehypeShikiOptions(false, false, undefined, { langAlias: { conf: 'ini' } });
      const tree = { type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [
        { type: 'element', tagName: 'code', properties: { className: ['language-conf'] }, children: [{ type: 'text', value: 'a = 1' }] },
      ] }] };
      try { await rehypeShiki.call({ data: () => undefined }, options)(tree); console.log('no error'); }
      catch (error) { console.log(String(error)); }
    `;
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    expect(output).toContain(
      'Language `conf` not found, you may need to load it first',
    );
  });
});

describe('exports, option types and theme styles', () => {
  it('exports five built-in transformers with their name constants, and a deprecated compatible meta-highlight transformer with a different name', () => {
    expect(Object.keys(transformers).sort()).toEqual([
      'SHIKI_TRANSFORMER_ADD_FOLD',
      'SHIKI_TRANSFORMER_ADD_LANG',
      'SHIKI_TRANSFORMER_ADD_LINE_NUMBERS',
      'SHIKI_TRANSFORMER_ADD_TITLE',
      'SHIKI_TRANSFORMER_ADD_WRAP_CODE',
      'SHIKI_TRANSFORMER_META_HIGHLIGHT',
      'transformerAddFold',
      'transformerAddLang',
      'transformerAddLineNumbers',
      'transformerAddTitle',
      'transformerAddWrapCode',
      'transformerCompatibleMetaHighlight',
    ]);
    expect(transformers.transformerAddFold().name).toBe(
      transformers.SHIKI_TRANSFORMER_ADD_FOLD,
    );
    expect(transformers.transformerAddWrapCode().name).toBe(
      transformers.SHIKI_TRANSFORMER_ADD_WRAP_CODE,
    );
    expect(transformers.SHIKI_TRANSFORMER_META_HIGHLIGHT).toBe(
      'shiki-transformer:compatible-meta-highlight',
    );
    expect(transformers.transformerCompatibleMetaHighlight().name).toBe(
      '@shikijs/transformers:meta-highlight',
    );
    const types = readFileSync(
      path.join(
        coreDir,
        'dist/node/mdx/rehypePlugins/transformers/meta-highlight.d.ts',
      ),
      'utf8',
    );
    expect(types).toMatch(
      /@deprecated [^\n]*transformerNotationHighlight[^\n]*@shikijs\/transformers/,
    );
  });

  it('has no markdown.highlightLanguages, codeHighlighter or mdxRs in 2.x, and types the four code options', () => {
    const shared = readFileSync(
      path.resolve('node_modules/@rspress/shared/dist/index.d.ts'),
      'utf8',
    );
    const start = shared.indexOf('export declare interface MarkdownOptions {');
    const body = shared.slice(start, shared.indexOf('\n}\n', start));
    const keys = [...body.matchAll(/^ {4}(\w+)\?:/gm)].map((m) => m[1]);
    for (const gone of ['highlightLanguages', 'codeHighlighter', 'mdxRs']) {
      expect(keys).not.toContain(gone);
    }
    expect(body).toContain('showLineNumbers?: boolean;');
    expect(body).toContain('defaultWrapCode?: boolean;');
    expect(body).toContain("behavior?: 'fold' | 'scroll';");
    expect(body).toContain('shiki?: Partial<RehypeShikiOptions>;');
  });

  it('defines the token colours for light and dark mode and styles the classes of the notation transformers', () => {
    const vars = readFileSync(
      path.join(coreDir, 'dist/theme/styles/vars/shiki-vars.css'),
      'utf8',
    );
    const [light, dark] = vars
      .split(/:where\(html[^)]*\)\)? \{/)
      .slice(1)
      .map((block) =>
        [...block.matchAll(/(--shiki-[\w-]+):/g)].map((m) => m[1]).sort(),
      );
    const expected = [
      'background',
      'foreground',
      'token-comment',
      'token-constant',
      'token-deleted',
      'token-function',
      'token-inserted',
      'token-keyword',
      'token-link',
      'token-parameter',
      'token-punctuation',
      'token-string',
      'token-string-expression',
    ].map((name) => `--shiki-${name}`);
    expect(light).toEqual(expected);
    expect(dark).toEqual(expected);
    const css = readFileSync(
      path.join(coreDir, 'dist/theme/styles/shiki.css'),
      'utf8',
    );
    for (const selector of [
      '.shiki.has-highlighted .line.highlighted',
      '.diff.add',
      '.diff.remove',
      '.shiki.has-focused .line:not(.focused)',
    ]) {
      expect(css).toContain(selector);
    }
  });
});
