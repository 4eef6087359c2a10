import { usePage, usePages } from '@rspress/core/runtime';
import { Overview as OriginalOverview } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { addListedPages, type ListedPage } from './listed-pages';

/**
 * The default Overview, fed from the overview page's own route chunk. The page-data diet
 * (plugins/page-data-diet) keeps other pages' outlines out of the main bundle and hands each
 * overview page the headings of the pages it lists as `overviewPages`.
 */
export function Overview(props: ComponentProps<typeof OriginalOverview>) {
  const { page } = usePage();
  const { pages } = usePages();
  const listed = (page as { overviewPages?: ListedPage[] }).overviewPages;
  // Same data on the server and in the browser, so hydration matches.
  if (listed) addListedPages(pages, listed);
  return <OriginalOverview {...props} />;
}
