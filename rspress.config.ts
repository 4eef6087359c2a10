import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import {
  COMMUNITY_CHAT_URL,
  EDIT_LINK_BASE_URL,
  NPM_PACKAGE_URL,
  RSPRESS_LICENSE,
  RSPRESS_REPOSITORY_URL,
  SITE_ORIGIN,
  SITE_TITLE,
} from './config/project';
import { pluginCodeLanguages } from './config/code-languages';
import { UPSTREAM_REDIRECTS } from './config/redirects';
import { socialIcon } from './config/social-icons';
import { pluginRobotsTxt, seoHead } from './config/seo';
import { pluginAlgolia } from '@rspress/plugin-algolia';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { algoliaConfigFromEnv } from './config/algolia';
import { rehypeUnfocusableHeaderAnchors } from './theme/patches/header-anchors';
import { headScriptTags } from './theme/head-scripts';
import { pluginApiSince } from './plugins/api-since';
import { pluginPageDataDiet } from './plugins/page-data-diet';
import { pluginSiteSearch, SEARCH_INDEX_LOADERS } from './plugins/site-search';
import { pluginTranslationFreshness } from './plugins/translation-freshness';
import { pluginTwoslashSamples } from './plugins/twoslash-samples';
import { pluginWriterChecks } from './plugins/writer-checks';
import {
  asSiteLang,
  DEFAULT_LANG,
  i18nSource,
  LOCALES,
  textsOf,
} from './config/locales';

const projectDir = path.dirname(fileURLToPath(import.meta.url));
/** Pages whose whole-file TypeScript samples show types on hover and focus. */
const TYPE_HOVER_PAGES = [
  'api/config/config-basic',
  'api/config/config-build',
  'api/config/config-theme',
  'api/config/config-frontmatter',
  'api/client-api/api-runtime',
  'plugin/system/plugin-api',
  'guide/advanced/custom-theme',
];
// Algolia DocSearch replaces the local search when credentials are given at build time.
const algolia = algoliaConfigFromEnv(process.env);
// A second output folder lets the tests build a variant next to the normal site.
const outDir = process.env.DOCS_OUT_DIR ?? 'doc_build';

export default defineConfig({
  // Site settings (product spec §1)
  // DOCS_ROOT lets the test variant build a copy of the docs (scripts/build-variant.mjs).
  root: process.env.DOCS_ROOT
    ? path.resolve(process.env.DOCS_ROOT)
    : path.join(projectDir, 'docs'),
  title: SITE_TITLE,
  description:
    'Rspress is a static site generator built on Rsbuild and React for fast, searchable, bilingual documentation sites.',
  icon: '/favicon.svg',
  logo: '/logo.svg',
  logoText: SITE_TITLE,
  siteOrigin: SITE_ORIGIN,
  head: [seoHead(SITE_ORIGIN, SITE_TITLE)],
  lang: DEFAULT_LANG,
  outDir,
  route: {
    cleanUrls: true,
    // Fragments are MDX pieces imported by pages; they never become routes of their own.
    exclude: ['**/fragments/**'],
    // Only readers landing on an English page are offered their browser language; a shared
    // link to a Chinese page always opens in Chinese.
    localeRedirect: 'only-default-lang',
  },
  // Image zoom (spec §9). Core overrides `background` with the page colour, so
  // theme/layer.css is what keeps the backdrop white.
  mediumZoom: {
    options: { margin: 0, background: '#fff', scrollOffset: 40 },
  },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    link: { checkDeadLinks: true, checkAnchors: true },
    rehypePlugins: [rehypeUnfocusableHeaderAnchors],
  },

  // Languages
  // One file per language in config/locales: its name in the language menu and every UI string.
  locales: LOCALES.map(({ lang, label }) => ({ lang, label })),
  i18nSource,
  // Code blocks are part of the local search text: error messages and commands live there. The
  // index is sharded by term (plugins/site-search), so a search downloads only its words' shards.
  search: { codeBlocks: true },

  // LLM-ready output: a Markdown twin of every page plus llms.txt and llms-full.txt per
  // language; the copy and view controls under each title come from theme/overrides/CopyMarkdown.
  llms: true,
  themeConfig: {
    lastUpdated: true,
    // The agent hint names the page's Markdown URL, which differs between the one 404.html
    // and the missing path a reader asked for: it would break hydration of the 404 page.
    llmsUI: { placement: 'title', injectLlmsHint: false },
    // Typed but not implemented by the 2.0.22 theme; theme/components/NavbarAutoHide does the work.
    hideNavbar: 'auto',
    editLink: { docRepoBaseUrl: EDIT_LINK_BASE_URL },
    // Plain links (the `github-stars` mode would fetch the star count from GitHub's API), with
    // icons that carry the link's name (config/social-icons.ts).
    socialLinks: [
      {
        icon: { svg: socialIcon('GitHub', 'github') },
        mode: 'link',
        content: RSPRESS_REPOSITORY_URL,
      },
      {
        icon: { svg: socialIcon('npm', 'npm') },
        mode: 'link',
        content: NPM_PACKAGE_URL,
      },
      {
        icon: { svg: socialIcon('Discord', 'discord') },
        mode: 'link',
        content: COMMUNITY_CHAT_URL,
      },
    ],
    // The home page's footer; one text for every language (the theme reads no locale here).
    footer: {
      message: `<a href="${RSPRESS_LICENSE.url}">${RSPRESS_LICENSE.name}</a> · © ${RSPRESS_LICENSE.since}-present ${RSPRESS_LICENSE.holder}`,
    },
  },

  builderConfig: {
    html: {
      // Must run before the theme's own inline scripts, which read localStorage.
      tags: [headScriptTags],
    },
    source: {
      define: { __RSPRESS_ALGOLIA__: JSON.stringify(algolia) },
    },
    performance: {
      // Rspress keys its persistent cache on its own files only; without this, switching
      // Algolia or the type hovers on or off (or editing this file) could serve modules
      // compiled the old way.
      buildCache: {
        cacheDigest: [
          JSON.stringify(algolia),
          `type-hovers=${process.env.SITE_TYPE_HOVERS ?? 'on'}`,
          'site-theme',
        ],
        buildDependencies: [fileURLToPath(import.meta.url)],
        // One cache per output folder: `npm test` builds the site and its variant at the same
        // time, and two builds must never write one cache.
        cacheDirectory: path.join(
          projectDir,
          'node_modules/.cache/rspack',
          outDir,
        ),
      },
    },
  },

  // Plugins
  plugins: [
    // Every grammar up front in a build, so a page highlights the same in every build (see the file).
    pluginCodeLanguages(),
    // The origin is passed as siteUrl (with the base, '/'), not only read from siteOrigin: the
    // sitemap plugins of 2.0.14 and older require it (see the upgrade drill in the README).
    pluginSitemap({ siteUrl: `${SITE_ORIGIN}/` }),
    pluginRobotsTxt(SITE_ORIGIN),
    // Addresses of the upstream site's pages land on the same topic here.
    pluginClientRedirects({ redirects: UPSTREAM_REDIRECTS }),
    // Each page ships its own metadata instead of every page's (see the plugin's header).
    pluginPageDataDiet({ pageRefs: [SEARCH_INDEX_LOADERS] }),
    // A stale Chinese page (its English source changed since its sourceHash) gets a notice.
    pluginTranslationFreshness({
      textsFor: (lang) => textsOf(asSiteLang(lang)).translationNotice,
    }),
    // Reference names added after 2.0.0 get a "2.0.N+" badge (config/api-since.json).
    pluginApiSince(),
    // Type hovers on the samples readers copy; SITE_TYPE_HOVERS=off builds without them (the
    // benchmark's reference for what they cost).
    ...(process.env.SITE_TYPE_HOVERS === 'off'
      ? []
      : [pluginTwoslashSamples({ pages: TYPE_HOVER_PAGES })]),
    // Under the dev server, each saved page's dead links and anchors (with their lines) and a
    // missing twin are printed in the terminal; the build is left to the checks above.
    pluginWriterChecks(),
    // Local search: our own index and modal (theme/components/SiteSearch), or Algolia DocSearch.
    ...(algolia
      ? [pluginAlgolia(), pluginSiteSearch({ index: false })]
      : [pluginSiteSearch()]),
  ],
});
