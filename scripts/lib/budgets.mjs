// Every budget the benchmark and `npm run size` check, in one place.
const KB = 1024;

export const BUDGETS = {
  /** Our theme layer: this site minus the same config on the default theme, doc page JS+CSS gzip. */
  themeLayerBytes: 15 * KB,
  /** Whole first view: this site minus the bare default theme (minimal config), doc page JS+CSS gzip. */
  overBareBytes: 15 * KB,
  /** Lighthouse, mobile: performance at least this; accessibility, best practices, SEO exactly this. */
  mobilePerformance: 95,
  otherCategories: 100,
  /** Cumulative layout shift, every page and form factor. */
  cls: 0,
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
};
