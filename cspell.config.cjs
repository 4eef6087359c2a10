// Spelling, as the Rspress repository checks it (its cspell.config.cjs): code, Markdown and
// MDX in English; the project's own terms are in cspell-words.txt, one per line.
module.exports = {
  version: '0.2',
  useGitignore: true,
  // The pages are written in British English; American spellings from the API stay valid.
  language: 'en,en-GB',
  files: ['**/*.{ts,tsx,js,mjs,cjs,md,mdx,css,json,yml,yaml}'],
  enableFiletypes: ['mdx'],
  ignoreRegExpList: [
    // Markdown anchors such as [fooBar](#foobar), and explicit heading ids {#foobar}
    '#.*?\\)',
    '\\{#[^}]+\\}',
    // Hashes and base64 data
    '\\b[0-9a-f]{7,}\\b',
    'data:[\\w/+.-]+;base64,[\\w/+=]+',
  ],
  ignorePaths: [
    'node_modules',
    'doc_build*',
    '.tmp',
    '.rspress',
    '.docs-variant',
    '.git',
    'bench-report',
    'reports',
    'test-results',
    'package-lock.json',
    'tests/fixtures/**/node_modules',
    'tests/fixtures/**/doc_build*',
    // Queries typed the way readers type them, typos included.
    'bench/search-queries-*.json',
  ],
  // Not words to learn: typos that search tests and examples type on purpose, test ids, and
  // words of the languages the i18n tests add.
  ignoreWords: [
    'basex',
    'biuld',
    'deplyo',
    'deplyoment',
    'EFGH',
    'Fquery',
    'FIXTUREAPPID',
    'migrat',
    'migraton',
    'mininfy',
    'netlfy',
    'qqqzzzxxx',
    'sidbar',
    'sideb',
    'sitem',
    'sitmap',
    'soonit',
    'TESTAPPID',
    'USEDARK',
    'USEPAGEDATA',
    'contenu',
    'introuvable',
    'Français',
    'Português',
    'guia',
    'guía',
    'Straße',
    'ÄPFEL',
    'Поиск',
    'தேடுக',
  ],
  dictionaries: ['project-words'],
  dictionaryDefinitions: [
    { name: 'project-words', path: './cspell-words.txt', addWords: true },
  ],
};
