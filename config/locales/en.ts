/**
 * English: every UI string of the site in English. It is the default language (served without
 * a prefix) and the one every other locale translates, so its keys define the others' shape.
 */
import { RSPRESS_VERSION } from '../project';

export default {
  lang: 'en' as const,
  label: 'English',
  /** Open Graph's name for the language (`og:locale`). */
  ogLocale: 'en_US',
  /**
   * Keys Rspress looks up itself: nav and sidebar labels (the `text` of `_meta.json` items and
   * of config/nav.ts), and overrides of the default theme's own texts (`I18nText`).
   */
  themeTexts: {
    'nav.guide': 'Guide',
    'nav.plugin': 'Plugin',
    'nav.api': 'API',
    'nav.version': `v${RSPRESS_VERSION}`,
    'nav.changelog': 'Changelog',
    'nav.v1Docs': 'Rspress 1.x docs',
    'sidebar.gettingStarted': 'Getting Started',
    'sidebar.features': 'Features',
    'sidebar.useMdx': 'Use MDX',
    'sidebar.defaultTheme': 'Default Theme',
    'sidebar.advanced': 'Advanced',
    'sidebar.pluginSystem': 'Plugin System',
    'sidebar.officialPlugins': 'Official Plugins',
    'sidebar.communityPlugins': 'Community Plugins',
    'sidebar.apiOverview': 'Overview',
    'sidebar.commands': 'Commands',
    'sidebar.config': 'Config',
    'sidebar.clientApi': 'Client API',
    editLinkText: 'Edit this page on GitHub',
    lastUpdatedText: 'Last updated',
    'overview.filterNameText': 'Filter',
    'overview.filterPlaceholderText': 'Type to filter the API',
    'overview.filterNoResultText': 'No API matches this filter',
  },
  /** Texts of this site's own components. `{name}` marks a value filled in where it is used. */
  texts: {
    /** Read by screen readers after links that open a new tab. */
    newTab: '(opens in a new tab)',
    skipLink: 'Skip to content',
    announcement: {
      message: `These docs cover Rspress ${RSPRESS_VERSION}. Read the release notes to see what changed since 1.x.`,
      region: 'Announcement',
      close: 'Dismiss this announcement',
    },
    notFound: {
      title: 'Page not found',
      explanation:
        'The address may be mistyped, or the page has moved since the link was written.',
      home: 'Back to the home page',
      whereNext: 'Where to go from here',
      /** Offered on the 404 page of the other languages, so it is written in this language. */
      readInThisLanguage: 'Read the English docs',
    },
    rstack: {
      trigger: 'Other Rstack tools',
      landingTitle: 'Part of Rstack',
      landingTagline:
        'Rspress belongs to Rstack, a unified JavaScript toolchain built around Rspack, the Rust-based bundler.',
      logoAlt: '{name} logo',
      /** One description per entry of config/rstack-tools.ts, by name. */
      tools: {
        Rspack: 'A fast Rust-based bundler with a webpack-compatible API',
        Rsbuild: 'A build tool on Rspack with sensible defaults for web apps',
        Rslib: 'Builds JavaScript and TypeScript libraries and UI components',
        Rspress: 'A static site generator on Rsbuild, made for documentation',
        Rsdoctor: 'Analyses and debugs Rspack and webpack builds',
        Rstest: 'A testing framework on Rspack with a Jest-compatible API',
        'Awesome Rstack':
          'Community list of tools, plugins and examples around Rstack',
      },
    },
    /** The search dialog. The error texts are the spec's message. */
    search: {
      dialog: 'Search the documentation',
      placeholder: 'Search the docs',
      close: 'Close search',
      results: 'Search results',
      start:
        'Type a few words: results come from the guide, the API reference and the plugin pages.',
      loading: 'Loading the search index…',
      errorTitle: 'Unable to fetch results',
      errorHelp: 'You might want to check your network connection.',
      noResults: 'No results for',
      pagesFound: 'pages found',
      navigate: 'to move',
      open: 'to open',
      dismiss: 'to close',
    },
    scrollRegion: {
      table: 'Table (scrolls sideways)',
      code: 'Code (scrolls sideways)',
    },
    copyMarkdown: {
      button: 'Copy page as Markdown',
      view: 'View as Markdown',
      copied: 'Copied the page as Markdown',
      failed:
        'Your browser blocked copying. Open “View as Markdown” and copy from there.',
      unavailable:
        'The Markdown version could not be loaded. Try “View as Markdown”.',
    },
    /**
     * The notice under the title of a translated page whose source changed after the
     * translation was last brought in line (plugins/translation-freshness). English is the
     * source language, so these are never shown today; they keep the shape complete.
     */
    translationNotice: {
      title: 'This translation may be out of date',
      changedOn:
        'The original page changed on {date}, after this translation was last checked. For the current content, read {link}.',
      changedUndated:
        'The original page has changed since this translation was last checked. For the current content, read {link}.',
      originalLink: 'the original page',
    },
    /** The colour contrast checker used in the MDX guide (components/ContrastChecker). */
    contrastChecker: {
      title: 'Colour contrast checker',
      legend: 'Colours',
      text: 'Text colour',
      background: 'Background colour',
      pick: 'Pick the {field}',
      hint: 'Type #rgb or #rrggbb, or use the picker.',
      invalid: 'Not a colour: type #rgb or #rrggbb, for example #1f2937.',
      swap: 'Swap colours',
      sampleLarge: 'Large text sample',
      sampleBody: 'Body text sample, as it would read on the page.',
      ratio: 'Contrast ratio {ratio}',
      waiting: 'Enter two valid colours to see the contrast ratio.',
      checks: 'WCAG 2.2 checks',
      pass: 'passes',
      fail: 'fails',
      separator: ': ',
      criteria: {
        normalAA: 'Body text, level AA (4.5:1)',
        normalAAA: 'Body text, level AAA (7:1)',
        largeAA: 'Large text, level AA (3:1)',
        largeAAA: 'Large text, level AAA (4.5:1)',
      },
    },
  },
};
