/**
 * A remark plugin that adds the current page's own fields (and, on overview pages, the
 * headings of the pages listed there) to the page meta that Rspress writes into the page's
 * route chunk (framework adapter: `PAGE_META_DATA_KEY`, `PAGE_META_EXPORT`). The runtime spreads that meta into the page data.
 */
import path from 'node:path';
import type { PageIndexInfo } from '@rspress/core';
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { PAGE_META_DATA_KEY } from '../../framework/internals';
import { currentPageFields, overviewEntries } from './page-fields';

export interface RemarkCurrentPageFieldsOptions {
  /** Every page's data by absolute source path, filled by the plugin's `extendPageData`. */
  pagesByFile: Map<string, PageIndexInfo>;
}

export function remarkCurrentPageFields(
  this: Processor,
  options: RemarkCurrentPageFieldsOptions,
) {
  // Rspress collects the page meta under this key of the processor's data.
  const data = this.data() as Record<string, unknown>;
  return (tree: Root, file: VFile) => {
    const page = file.path
      ? options.pagesByFile.get(path.resolve(file.path))
      : undefined;
    const meta = data[PAGE_META_DATA_KEY] as
      Record<string, unknown> | undefined;
    if (!page || !meta) return;
    Object.assign(meta, currentPageFields(page));
    if (page.frontmatter?.overview === true || usesOverviewComponent(tree)) {
      meta.overviewPages = overviewEntries(
        page.routePath,
        page.lang,
        options.pagesByFile.values(),
      );
    }
  };
}

/** True when the page renders `<Overview />` itself rather than through front matter. */
function usesOverviewComponent(tree: Root): boolean {
  const visit = (node: {
    type: string;
    name?: string | null;
    children?: unknown[];
  }): boolean =>
    ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name === 'Overview') ||
    (node.children ?? []).some((child) => visit(child as typeof node));
  return visit(tree);
}
