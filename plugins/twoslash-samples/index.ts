/**
 * Type hovers on the site's own TypeScript samples: every name with type information shows its
 * type (and its doc comment) on hover and on keyboard focus, from a stylesheet alone, so a page
 * without such samples ships nothing and a page with them works without JavaScript. The
 * samples are type-checked while the page compiles; one that fails stops the build with the
 * page and the line (remark-twoslash-samples.ts). Built on twoslash and its Shiki transformer,
 * see README.md for why not @rspress/plugin-twoslash.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RsbuildConfig, Rspack } from '@rsbuild/core';

type Compiler = Rspack.Compiler;
type MultiCompiler = Rspack.MultiCompiler;
import { logger, type RspressPlugin } from '@rspress/core';
import { createTransformerFactory } from '@shikijs/twoslash/core';
import type { Root } from 'mdast';
import { BackgroundAnalysis, takeLeftoverPages } from './dev-analysis';
import {
  LANGS,
  type RemarkTwoslashSamplesOptions,
  remarkTwoslashSamples,
  TRIGGER,
} from './remark-twoslash-samples';
import { popupRenderer } from './renderer';
import { typesCache } from './store';

export interface TwoslashSamplesOptions {
  /**
   * Pages (relative to a language folder, without extension) whose whole-file samples, titled
   * `rspress.config.ts` or marked `check`, all get hovers. Anywhere else, `twoslash` in a
   * block's meta asks for them; `no-twoslash` declines.
   */
  pages: readonly string[];
}

const STYLESHEET = readFileSync(
  path.join(import.meta.dirname, 'twoslash.css'),
  'utf8',
);

/**
 * What a compiled page with samples depends on beyond its own file: this plugin's code and
 * stylesheet, and the types the hovers show. Rspress's persistent cache knows none of them, so
 * they go into its digest; otherwise an upgrade or an edit here would serve stale pages.
 */
function cacheDigest(projectRoot: string): string {
  const hash = createHash('sha1');
  for (const name of readdirSync(import.meta.dirname).sort())
    if (/\.(ts|css)$/.test(name) && !name.endsWith('.test.ts'))
      hash.update(readFileSync(path.join(import.meta.dirname, name)));
  const require = createRequire(path.join(projectRoot, 'package.json'));
  for (const name of ['@rspress/core', 'typescript'])
    hash.update(
      `${name}@${(require(`${name}/package.json`) as { version: string }).version}`,
    );
  return `twoslash-samples:${hash.digest('hex')}`;
}

/**
 * The Shiki side of twoslash, reading the analyses only: the remark step analyses every block
 * it marks before Shiki renders it, so twoslash itself never runs here. Loading it would load
 * TypeScript into the dev server's main thread.
 */
const transformerTwoslash = createTransformerFactory(() => {
  throw new Error(
    'twoslash-samples: a block reached the type hovers without an analysis',
  );
});

/** Puts the popups' stylesheet into a page, once, as the last element of its content. */
function addStylesheet(tree: Root): void {
  tree.children.push({
    type: 'mdxJsxFlowElement',
    name: 'style',
    attributes: [],
    children: [{ type: 'text', value: STYLESHEET } as never],
  });
}

export function pluginTwoslashSamples({
  pages,
}: TwoslashSamplesOptions): RspressPlugin {
  const projectRoot = process.cwd();
  const options: RemarkTwoslashSamplesOptions = {
    docsRoot: path.resolve('docs'),
    pages,
    projectRoot,
    onPage: addStylesheet,
    reportTo: process.env.SITE_SAMPLE_ERRORS || undefined,
  };
  // The dev server's compilers, to compile a page again once its analysis is done.
  let compiler: Compiler | MultiCompiler | undefined;
  let background: BackgroundAnalysis | undefined;
  return {
    name: 'site:twoslash-samples',
    config(config, _utils, isProd) {
      options.docsRoot = path.resolve(config.root ?? 'docs');
      background?.close();
      background = undefined;
      options.dev = undefined;
      if (!isProd) {
        const warn = (message: string) => logger.warn(message);
        background = new BackgroundAnalysis({
          root: projectRoot,
          recompile: (file) => {
            const watching = compiler?.watching;
            if (!watching?.invalidateWithChangesAndRemovals) return false;
            watching.invalidateWithChangesAndRemovals(new Set([file]));
            return true;
          },
          warn,
        });
        options.dev = { background, warn };
      }
      const markdown = (config.markdown ??= {});
      const shiki = (markdown.shiki ??= {});
      shiki.transformers = [
        ...(shiki.transformers ?? []),
        transformerTwoslash({
          // Exactly the blocks the remark step chose and analysed.
          explicitTrigger: TRIGGER,
          langs: [...LANGS],
          langAlias: {},
          typesCache,
          renderer: popupRenderer(),
        }),
      ];
      return config;
    },
    markdown: { remarkPlugins: [[remarkTwoslashSamples, options]] },
    builderConfig: {
      plugins: [
        {
          name: 'site:twoslash-samples-cache',
          setup(api) {
            api.onAfterCreateCompiler(
              ({
                compiler: created,
              }: {
                compiler: Compiler | MultiCompiler;
              }) => {
                compiler = created;
              },
            );
            api.onAfterDevCompile(() => background?.compiled());
            api.onCloseDevServer(() => background?.close());
            api.modifyRsbuildConfig((config: RsbuildConfig) => {
              const cache = config.performance?.buildCache;
              if (typeof cache !== 'object') return;
              const digest = [cacheDigest(projectRoot)];
              if (background) {
                // Beside the cache it protects: each output folder has its own.
                const list = path.join(
                  cache.cacheDirectory ??
                    path.join(projectRoot, 'node_modules/.cache/rspack'),
                  'twoslash-samples-dev-pending.json',
                );
                // Pages cached without their hovers: this start compiles everything again.
                if (takeLeftoverPages(list))
                  digest.push(`twoslash-samples:dev-pending:${Date.now()}`);
                background.pendingList = list;
              }
              cache.cacheDigest = [...(cache.cacheDigest ?? []), ...digest];
            });
          },
        },
      ],
    },
  };
}
