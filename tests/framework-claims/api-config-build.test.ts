/**
 * What /api/config/config-build states where the installed code and the typed JSDoc disagree,
 * proven on a small fixture site built with the real `rspress build`.
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedCoreModule } from '../support/installed-core';
import { buildFixture } from '../support/fixture-site';
import { typecheckSources } from '../support/typecheck';

/** The dist chunk that re-exports the glob function RouteService uses (no .d.ts of its own). */
const GLOB_CHUNK: string = '@rspress/core/dist/o~0.js';

const coreDist = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('@rspress/core/package.json'),
  ),
  'dist',
);

describe('config behaviour documented in /api/config/config-build', () => {
  it('search: false still renders the search button and still writes an index (without page text)', () => {
    const build = buildFixture('config-search-off');
    expect(build.status, build.output).toBe(0);
    expect(build.read('index.html')).toContain('class="rp-search-button"');
    const index = build
      .files()
      .find((file) => /^static\/search_index\.en\.[^.]+\.json$/.test(file));
    expect(index).toBeDefined();
    const pages = JSON.parse(build.read(index as string)) as {
      title: string;
      content: string;
    }[];
    expect(pages.map(({ title, content }) => [title, content])).toEqual([
      ['Page', ''],
    ]);
  }, 120_000);
});

/*
 * Claims of config-build backed by a read of the installed code (paths under @rspress/core/dist
 * unless noted). Re-audited against @rspress/core 2.0.22.
 * - builderConfig merged after Rspress' config and plugins' builderConfig, before the dev CLI's
 *   --port/--host (extraRsbuildConfig): node/initRsbuild.js line 383, node/dev.js line 25,
 *   cli/index.js lines 27-35; builderPlugins stops the build: node/logger/hint.js
 *   hintBuilderPluginsBreakingChange (process.exit(1)).
 * - markdown.link defaults and behaviour (dead link throws in production only, excludes by the
 *   written URL or a function, anchors only for .md/.mdx targets, autoPrefix rules, relative
 *   links resolved from the file): node/mdx/remarkPlugins/link.js lines 8-176.
 * - markdown.image.checkDeadImages ('/x' in <root>/public, relative next to the page, remote and
 *   data URLs skipped, throws in production): node/mdx/remarkPlugins/image.js lines 37-50.
 * - showLineNumbers / defaultWrapCode meta switches, defaultCodeOverflow (behavior 'scroll' by
 *   default, meta `fold` uses 300 px, `fold=false` and `height=` win):
 *   node/mdx/rehypePlugins/transformers/add-*.js; Shiki defaults (css-variables theme,
 *   defaultLanguage 'txt', lazy, five transformers first): node/mdx/rehypePlugins/shiki.js.
 * - globalComponents named after the file with the first letter upper-cased:
 *   node/mdx/remarkPlugins/builtin.js line 5.
 * - crossCompilerCache only in production and not for the llms compile: node/mdx/loader.js
 *   line 10. extractDescription (text after the H1 up to the first H2, unless the front matter
 *   has a description): node/route/extractPageData.js lines 130-172.
 * - cjkFriendlyEmphasis default true: node/mdx/options.js line 16.
 * - route defaults (extensions, excludeConvention '**\/_[^_]*', always-ignored paths):
 *   node/route/RouteService.js lines 43-81; localeRedirect script (crawlers skipped,
 *   'rspress-visited' in localStorage, route.localeRedirect before themeConfig.localeRedirect):
 *   node/constants.js lines 22-67; prefetchLink and useTransitions: runtime/route.js line 62,
 *   theme/components/Link/useLinkNavigate.js lines 14-41.
 * - search: pages with pageType home or search: false left out, one index per version and
 *   language unless versioned is false, codeBlocks default true, search: false keeps an index
 *   without text: node/runtimeModule/pageData/createPageData.js lines 18-50,
 *   node/route/extractPageData.js line 173.
 * - ssg false renders client-side shells: node/initRsbuild.js lines 93-101; worker pool size
 *   and the RSPRESS_SSG_* defaults (32, 10, 1000000000, min(ceil(pages/100), CPUs)):
 *   node/ssg/ssgEnv.js; experimentalExcludeRoutePaths: node/ssg/renderPages.js lines 21-44.
 * - llms UI follows `llms` unless themeConfig.llmsUI is set: node/llms.js line 2.
 * - remarkSplitMdxOptions (excludes before includes, unimported components match, components
 *   imported from .mdx always rendered): node/ssg-md/remarkSplitMdx.js lines 31-35, 236-250.
 * - environment: PORT/HOST win over the flags for preview: node/serve.js lines 10-14; dev PORT:
 *   node/initRsbuild.js line 108; RSPRESS_PERSISTENT_CACHE, RSPRESS_LAZY_COMPILATION:
 *   node/initRsbuild.js lines 117, 197; DEBUG=rsbuild|builder|*: @rspress/shared dist/index.js
 *   isDebugMode, node/ssg/rsbuildPluginSSG.js line 79.
 */
describe('config-build claims read from the installed code', () => {
  it('route.include: the default scan skips dot-folders, an include glob adds them; an extension missing from route.extensions stays in the route', async () => {
    const { glob } = (await import(
      // a shared chunk without declarations: the glob RouteService scans with
      GLOB_CHUNK
    )) as {
      glob: (
        patterns: string[],
        options: Record<string, unknown>,
      ) => Promise<string[]>;
    };
    const source = readFileSync(
      path.join(coreDist, 'node/route/RouteService.js'),
      'utf8',
    );
    // the scan of RouteService: the extension glob, then route.include, with dot-files off
    expect(source).toContain(
      "`**/*.{${extensions.join(',')}}`,\n            ...this.#include",
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'route-include-'));
    mkdirSync(path.join(dir, '.internal'));
    writeFileSync(path.join(dir, '.internal', 'notes.md'), '# Notes\n');
    writeFileSync(path.join(dir, 'index.md'), '# Home\n');
    const options = { cwd: dir, onlyFiles: true, ignore: ['**/_[^_]*'] };
    expect(await glob(['**/*.{md,mdx}'], options)).toEqual(['index.md']);
    expect(
      (await glob(['**/*.{md,mdx}', '.internal/*.md'], options)).sort(),
    ).toEqual(['.internal/notes.md', 'index.md']);
    rmSync(dir, { recursive: true, force: true });

    const { normalizeRoutePath } = await import(
      installedCoreModule('dist/node/route/normalizeRoutePath.js')
    );
    expect(
      normalizeRoutePath(
        'playground/demo.tsx',
        'en',
        '',
        [],
        [],
        ['.md', '.mdx'],
      ).routePath,
    ).toBe('/playground/demo.tsx');
    expect(
      normalizeRoutePath('playground/demo.tsx', 'en', '', [], []).routePath,
    ).toBe('/playground/demo');
  });

  it('route.excludeConvention default: names starting with a single _ are skipped, files and folders, __ names stay', async () => {
    const { glob } = (await import(GLOB_CHUNK)) as {
      glob: (
        patterns: string[],
        options: Record<string, unknown>,
      ) => Promise<string[]>;
    };
    const source = readFileSync(
      path.join(coreDist, 'node/route/RouteService.js'),
      'utf8',
    );
    expect(source).toContain(
      "this.#excludeConvention = routeOptions.excludeConvention || [\n            '**/_[^_]*'\n        ];",
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'route-convention-'));
    for (const folder of ['_shared', '__keep'])
      mkdirSync(path.join(dir, folder));
    for (const file of [
      '_shared/a.md',
      '_partial.md',
      '__keep/b.md',
      '__x.md',
      'ok.md',
    ])
      writeFileSync(path.join(dir, file), '# Page\n');
    const options = { cwd: dir, onlyFiles: true, ignore: ['**/_[^_]*'] };
    expect((await glob(['**/*.{md,mdx}'], options)).sort()).toEqual([
      '__keep/b.md',
      '__x.md',
      'ok.md',
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('markdown.remarkPlugins and rehypePlugins are left out of the compile that writes the llms Markdown copies', async () => {
    const { createMDXOptions } = await import(
      installedCoreModule('dist/node/mdx/options.js')
    );
    const remarkMine = () => undefined;
    const rehypeMine = () => undefined;
    const options = (isSsgMd: boolean) =>
      createMDXOptions({
        docDirectory: '/docs',
        filepath: '/docs/page.md',
        config: {
          markdown: {
            remarkPlugins: [remarkMine],
            rehypePlugins: [rehypeMine],
          },
        },
        isSsgMd,
      } as never);
    const html = await options(false);
    const md = await options(true);
    expect(html.remarkPlugins).toContain(remarkMine);
    expect(html.rehypePlugins).toContain(rehypeMine);
    expect(md.remarkPlugins).not.toContain(remarkMine);
    expect(md.rehypePlugins).toBeUndefined();
  });

  it('the 1.x markdown keys mdxRs, checkDeadLinks, highlightLanguages and codeHighlighter fail type checking', () => {
    const config = (entry: string) => ({
      origin: `markdown.${entry}`,
      extension: '.ts',
      source: `import { defineConfig } from '@rspress/core';\nexport default defineConfig({ markdown: { ${entry} } });\n`,
    });
    const removed = [
      'mdxRs: true',
      'checkDeadLinks: true',
      "highlightLanguages: ['rust']",
      "codeHighlighter: 'shiki'",
    ];
    for (const entry of removed)
      expect(
        typecheckSources([config(entry)]).map(({ message }) => message),
        entry,
      ).toEqual([expect.stringMatching(/does not exist in type/)]);
    // The 2.x homes of the same settings compile.
    expect(
      typecheckSources([
        config(
          "link: { checkDeadLinks: true }, shiki: { langs: ['rust'] }, showLineNumbers: true",
        ),
      ]),
    ).toEqual([]);
  });

  it('Shiki: CSS-variable theme, txt as default language, lazy languages, your transformers after the five built-in ones, your theme wins', async () => {
    const { createRehypeShikiOptions } = (await import(
      installedCoreModule('dist/node/mdx/rehypePlugins/shiki.js')
    )) as unknown as {
      createRehypeShikiOptions: (...args: unknown[]) => Record<
        string,
        unknown
      > & {
        theme: unknown;
        transformers: { name?: string }[];
      };
    };
    const mine = { name: 'acme:mine' };
    const defaults = createRehypeShikiOptions(false, false, undefined, {
      transformers: [mine],
    });
    expect(defaults).toMatchObject({ defaultLanguage: 'txt', lazy: true });
    expect((defaults.theme as { name: string }).name).toBe('css-variables');
    expect(defaults.transformers.map(({ name }) => name)).toEqual([
      'shiki-transformer:add-title',
      'shiki-transformer:add-lang',
      'shiki-transformer:add-line-numbers',
      'shiki-transformer:wrap-code',
      'shiki-transformer:add-fold',
      'acme:mine',
    ]);
    expect(
      createRehypeShikiOptions(false, false, undefined, {
        theme: 'github-dark',
      }).theme,
    ).toBe('github-dark');
  });

  it('llms.txt built-in layout: heading only with a title, the > line only with a description too', async () => {
    const { generateLlmsTxt } = (await import(
      installedCoreModule('dist/node/ssg-md/llms/llmsTxt.js')
    )) as unknown as {
      generateLlmsTxt: (...args: unknown[]) => Promise<string>;
    };
    const render = (title?: string, description?: string) =>
      generateLlmsTxt([], [], [], title, description, '/', '', {}, 'en', '');
    expect(await render('Acme', 'Guides.')).toBe('# Acme\n\n> Guides.');
    expect(await render('Acme')).toBe('# Acme');
    expect(await render(undefined, 'Guides.')).toBe('');
  });
});
