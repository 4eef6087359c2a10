/**
 * Pasted error messages, as a terminal prints them (paths, line and column numbers, quotes,
 * stack frames), rank first the troubleshooting entry that explains them. The messages are
 * Rspress's, Rsbuild's and MDX's own: each fixed part below is in their code in node_modules
 * (@rsbuild/core/dist/m.js, @rspress/core/dist/node/logger/hint.js, mdast-util-mdx-jsx,
 * micromark-extension-mdx-*, @mdx-js/mdx, @rspress/core/dist/node/{ssg,auto-nav-sidebar,mdx}).
 * The engine runs in Node over the pages of the last build, like `npm run search:eval`;
 * skipped before any build, except in `npm run search:check`
 * (SEARCH_PAGES_REQUIRED), which runs it after the build in `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from '../../plugins/site-search/build-index';
import { searchDataDir } from '../../plugins/site-search/index';
import { loadSearchIndex } from '../../plugins/site-search/runtime/search-index';
import type { SearchablePage } from '../../plugins/site-search/sections';

/**
 * [pasted message, anchor of the troubleshooting entry that explains it, other sections that
 * quote the message and may come first instead]
 */
const MESSAGES: [string, string, string[]?][] = [
  [
    `Error: Unsupported Node.js version: "18.19.1". Expected Node.js >= 20.
    at checkNodeVersion (file:///Users/ana/work/docs-site/node_modules/@rsbuild/core/dist/m.js:545:96)
    at async file:///Users/ana/work/docs-site/node_modules/@rspress/core/dist/cli/index.js:12:5`,
    'node-version',
  ],
  [
    `error   Page "/api/hooks" SSG rendering failed.
    File: C:\\Users\\li\\site\\docs\\api\\hooks.mdx
    TypeError: Cannot destructure property 'siteData' of 'usePageData(...)' as it is undefined.`,
    'mismatched-versions',
  ],
  [
    `error   [Rspress v2] The "builderPlugins" option has been renamed to "builderConfig.plugins", please update your config accordingly (https://rspress.rs/api/config/config-build#builderconfigplugins).`,
    'builder-plugins',
  ],
  [
    `error   [auto-nav-sidebar] Missing page file: "/srv/app/docs/en/guide/quick-start"
Please check /srv/app/docs/en/guide/_meta.json.`,
    'missing-page-file',
  ],
  [
    `File: ./docs/en/api/options.mdx:42:7
  × Module build failed (from ./node_modules/@rspress/core/dist/node/mdx/loader.js):
  ╰─▶   × MDX compile error: Could not parse expression with acorn in /Users/ana/site/docs/en/api/options.mdx`,
    'mdx-braces',
  ],
  [
    'MDX compile error: Unexpected character `1` (U+0031) before name, expected a character that can start a name, such as a letter, `$`, or `_` in /home/ci/build/docs/guide/versions.mdx',
    'mdx-angle-bracket',
  ],
  [
    'MDX compile error: Expected a closing tag for `<img>` (14:1-14:40) before the end of `paragraph` in /home/ci/build/docs/guide/images.mdx',
    'mdx-unclosed-tag',
  ],
  [
    'MDX compile error: Unexpected closing tag `</p>`, expected corresponding closing tag for `<section>` (8:1-8:10) in D:\\work\\site\\docs\\index.mdx',
    'mdx-closing-tag',
  ],
  [
    'Error: Expected component `PackageManagerTabs` to be defined: you likely forgot to import, pass, or provide it.',
    'mdx-undefined-component',
  ],
  [
    `error   Dead links found in /Users/ana/site/docs/zh/guide/basic/intro.md:
  "[..](/zh/guide/advanced/plugin)" /zh/guide/advanced/plugin.html`,
    'dead-links',
    ['/guide/basic/use-mdx/link#dead-link-checking'],
  ],
  [
    `File: ./theme/index.css:3:1
  × Module not found: Can't resolve '/images/bg.webp' in '/Users/ana/site/theme'`,
    'css-url',
  ],
  [
    `error   Page "/guide/charts" SSG rendering failed.
    ReferenceError: window is not defined
    at Chart (/Users/ana/site/doc_build/ssg/index.cjs:2:104823)`,
    'ssg-failed',
  ],
  [
    "error   Failed to load SSG bundle: /Users/ana/site/doc_build/__ssg_md__/rspress-ssg-md-entry.cjs: Cannot read properties of undefined (reading 'S')",
    'react-18-llms',
  ],
  [
    `warn    [Rspress v2] Breaking Change: The "theme/index.tsx" is now using named export from '@rspress/core/theme-original' instead of default export from 'rspress/theme', please update /Users/ana/site/theme/index.tsx (https://github.com/web-infra-dev/rspress/discussions/1891#discussioncomment-12422737).`,
    'theme-default-export',
  ],
  [
    "  × ESModulesLinkingError: export 'useLocaleSiteData' (imported as 'useLocaleSiteData') was not found in '@rspress/core/theme' (possible exports: Layout)",
    'theme-missing-exports',
  ],
  [
    `<--- Last few GCs --->
[41823:0x7f8e2a00]   182311 ms: Mark-Compact 4046.2 (4130.5) -> 4031.9 (4131.2) MB, 2115.33 / 0.00 ms  (average mu = 0.081, current mu = 0.012) allocation failure
FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory`,
    'out-of-memory',
  ],
];

const pagesOf = (lang: string) =>
  path.join(searchDataDir(), 'pages', `${lang}.json`);

describe.skipIf(
  !existsSync(pagesOf('en')) && !process.env.SEARCH_PAGES_REQUIRED,
)('pasted error messages', () => {
  for (const lang of ['en', 'zh']) {
    const route = `${lang === 'en' ? '' : `/${lang}`}/guide/start/troubleshooting`;
    it(`rank the troubleshooting entry first (${lang})`, async () => {
      const pages = JSON.parse(
        readFileSync(pagesOf(lang), 'utf8'),
      ) as SearchablePage[];
      const { index, shards } = buildSearchFiles(pages);
      const engine = loadSearchIndex(index, async (shard) => shards[shard]);
      const found: string[] = [];
      for (const [message, anchor, quoting = []] of MESSAGES) {
        const [first] = await engine.search(message);
        const link = first?.sections[0]?.link ?? 'nothing';
        const accepted = [
          `${route}#${anchor}`,
          ...quoting.map(
            (other) => `${lang === 'en' ? '' : `/${lang}`}${other}`,
          ),
        ];
        found.push(accepted.includes(link) ? anchor : link);
      }
      expect(found).toEqual(MESSAGES.map(([, anchor]) => anchor));
    });
  }
});
