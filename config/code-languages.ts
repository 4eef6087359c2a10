import type { RspressPlugin } from '@rspress/core';

/**
 * Every language the pages' code blocks use, loaded before the first page compiles. Rspress
 * loads a block's grammar when it meets the block; a grammar that embeds another (YAML front
 * matter in an `md` sample, CSS in `html`) then highlights the embedded part only when some
 * earlier page happened to load it, so a page's chunk changed from build to build and a
 * returning reader downloaded it again. `text`/`txt` need no grammar.
 * tests/site/code-languages.test.ts keeps this list complete.
 */
export const CODE_LANGUAGES = [
  'ts',
  'tsx',
  'js',
  'bash',
  'md',
  'mdx',
  'json',
  'yaml',
  'css',
  'html',
  'xml',
  'toml',
  'nginx',
  'http',
] as const;

/**
 * Loads CODE_LANGUAGES before the first page of a build. The dev server leaves Rspress's
 * default (a grammar loads when a block needs it): a chunk that differs between two dev
 * sessions costs nothing, and loading fourteen grammars would hold up the first page.
 */
export function pluginCodeLanguages(): RspressPlugin {
  return {
    name: 'site:code-languages',
    config(config, _utils, isProd) {
      if (!isProd) return config;
      const markdown = (config.markdown ??= {});
      markdown.shiki = { ...markdown.shiki, langs: [...CODE_LANGUAGES] };
      return config;
    },
  };
}
