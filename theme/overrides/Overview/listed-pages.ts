import type { OverviewEntry } from '../../../plugins/page-data-diet/page-fields';

export type ListedPage = OverviewEntry;

/**
 * Adds the listed pages to the runtime page list that the default Overview reads
 * (`usePages()`), once each: the list is shared, so a second visit adds nothing.
 */
export function addListedPages(
  pages: { routePath: string }[],
  listed: readonly ListedPage[],
): void {
  const known = new Set(pages.map((page) => page.routePath));
  for (const entry of listed)
    if (!known.has(entry.routePath)) pages.push(entry);
}
