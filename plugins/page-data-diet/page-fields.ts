/**
 * Pure helpers of the page-data diet: which fields a page needs about itself, which headings
 * an overview page needs about the pages it lists, and how the shared page list is trimmed.
 */
import type { Header, PageIndexInfo } from '@rspress/core';
import {
  readPageDataModule,
  writePageDataModule,
} from '../../framework/generated-modules';

/**
 * Fields the runtime reads only for the current page (meta description, last-updated time,
 * edit link, language and version). They travel in the page's own route chunk instead of in
 * the list of all pages.
 */
export const CURRENT_PAGE_FIELDS = [
  'routePath',
  'lang',
  'version',
  'description',
  'lastUpdatedTime',
  'lastUpdatedAuthor',
  '_relativePath',
] as const;

export type CurrentPageFields = Partial<
  Record<(typeof CURRENT_PAGE_FIELDS)[number], unknown>
>;

export function currentPageFields(page: object): CurrentPageFields {
  const source = page as Record<string, unknown>;
  const fields: CurrentPageFields = {};
  for (const key of CURRENT_PAGE_FIELDS)
    if (source[key] !== undefined) fields[key] = source[key];
  return fields;
}

/** What the default theme's Overview reads of each listed page. */
export interface OverviewEntry {
  routePath: string;
  toc: Pick<Header, 'id' | 'text' | 'depth'>[];
}

/**
 * The pages an overview page at `routePath` lists: the same rule as the default theme's
 * Overview (every page under the overview's folder except itself), in the same language.
 */
export function overviewEntries(
  routePath: string,
  lang: string,
  pages: Iterable<PageIndexInfo>,
): OverviewEntry[] {
  const folder = routePath.replace(/overview$/, '');
  const entries: OverviewEntry[] = [];
  for (const page of pages) {
    if (
      page.lang !== lang ||
      page.routePath === routePath ||
      !page.routePath.startsWith(folder)
    )
      continue;
    entries.push({
      routePath: page.routePath,
      toc: page.toc.map(({ id, text, depth }) => ({ id, text, depth })),
    });
  }
  return entries.sort((a, b) => a.routePath.localeCompare(b.routePath));
}

const MARKDOWN_PAGE = /\.mdx?$/;

/**
 * Rewrites the source of Rspress's `virtual-page-data` module so that its page list keeps only
 * pages that are not Markdown (those have no route chunk meta to carry their fields). Markdown
 * pages get their fields from their own chunk, see `remarkCurrentPageFields`.
 */
export function slimVirtualPageData(source: string): string {
  const module = readPageDataModule(source);
  const pages = module.pageData.pages.filter(
    (page) => !MARKDOWN_PAGE.test(page._relativePath ?? ''),
  );
  return writePageDataModule({
    ...module,
    pageData: { ...module.pageData, pages },
  });
}
