// Every budget the benchmark and `npm run size` check, in one place.
const KB = 1024;

export const BUDGETS = {
  /** Our theme layer: this site minus the same config on the default theme, doc page JS+CSS gzip. */
  themeLayerBytes: 15 * KB,
  /** Whole first view: this site minus the bare default theme (minimal config), doc page JS+CSS gzip. */
  overBareBytes: 15 * KB,
  /**
   * The page-data diet's win, locked: a doc page's first view (JS+CSS gzip, per language) at most
   * this share of the bare default theme's, measured in the same run (0.72× en, 0.71× zh when
   * set; 0.94× and 0.92× without the diet, which the 15 KB allowance above lets through).
   */
  firstViewRatio: 0.76,
  /**
   * The scale check of `npm test` (`bench.mjs --scale-check`): this site built with this many
   * pages (the real ones plus generated twins) may add at most `scaleGrowthBytes` to a doc
   * page's first view over the real site's. A small stand-in for the 1,000-page run of
   * `npm run bench`: a per-page cost shows up already at 3× the pages.
   */
  scaleCheckPages: 300,
  scaleGrowthBytes: 2 * KB,
  /**
   * A returning reader after a deploy that changed one line of one page: what a doc page other
   * than the edited one downloads again (its HTML aside), gzip (`bench.mjs --revisit`).
   */
  revisitBytes: 10 * KB,
  /**
   * The writer's loop (`bench.mjs --dev-server`): this site's dev server over the bare config's
   * on the same docs/, medians, cold and warm alike.
   */
  devFirstPageRatio: 1.05,
  devHotUpdateRatio: 1.05,
  devSamplesVisitRatio: 1.1,
  /** Type hovers (plugins/twoslash-samples): first-view growth of a page with samples, gzip. */
  typeHoverPageBytes: 6 * KB,
  /** Cold build with type hovers over the same build without them. */
  typeHoverColdBuild: 1.25,
  /**
   * What a page that did not change may differ by: another build's content hashes in the
   * chunk ids it loads compress a few bytes differently.
   */
  hashNoiseBytes: 64,
  /** Lighthouse, mobile: performance at least this; accessibility, best practices, SEO exactly this. */
  mobilePerformance: 95,
  otherCategories: 100,
  /** Cumulative layout shift, every page and form factor. */
  cls: 0,
  /**
   * Layout shift of every page of the e2e crawl, both languages, desktop (1350 px) and mobile
   * (390 px), with the HTML arriving in pieces (e2e/support/layout-shifts.ts).
   */
  crawlLayoutShift: 0.01,
  /**
   * Search (issue 11), per language on the held-out query set through the real dialog: the
   * share of queries whose answer is the first page, or among the first three.
   */
  searchTop1: 0.85,
  searchTop3: 0.95,
  /** Bytes a page load may fetch for search: none, the index comes on intent. */
  searchPageLoadBytes: 0,
  /** Everything the first search transfers, engine code and index included. */
  searchFirstBytes: 150 * KB,
  /** Median time from the end of the input debounce to the results on screen. */
  searchAfterDebounceMs: 50,
  /**
   * A long question (issue 39: 12 English words, 30 Chinese characters), per language: every JS
   * and JSON file from opening the dialog to its first results on screen, snippets included,
   * gzip bodies and requests (e2e/search-cost.spec.ts, one run: the build fixes both). A long
   * question costs about what a short one does.
   */
  searchLongQuestionBytes: 120 * KB,
  searchLongQuestionRequests: 10,
};
