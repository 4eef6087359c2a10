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
};
