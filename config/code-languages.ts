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
