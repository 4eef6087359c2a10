/**
 * Marks each name heading of a reference page with the release that added the name, when that
 * is later than 2.0.0: the heading gets `data-since="2.0.14"`, which api-since.css shows as a
 * small "2.0.14+" badge. An attribute rather than text keeps the heading's id, the outline and
 * the search index as they were.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { type ApiPage, API_PAGES, headingName, lookupKey } from './pages';
import { FIRST_RELEASE, sinceOf } from './since';

/** What remark-rehype reads from a node's data to set attributes on its element. */
export interface HastData {
  hProperties?: Record<string, unknown>;
}

export interface RemarkApiSinceOptions {
  /** Absolute docs root: pages are `<root>/<lang>/<page>.mdx`. */
  docsRoot: string;
}

export function apiPageOf(docsRoot: string, file: string): ApiPage | undefined {
  const relative = path.relative(docsRoot, file).split(path.sep);
  const page = relative
    .slice(1)
    .join('/')
    .replace(/\.mdx?$/, '');
  return API_PAGES.find((apiPage) => apiPage.page === page);
}

export function remarkApiSince({ docsRoot }: RemarkApiSinceOptions) {
  return (tree: Root, file: VFile) => {
    const apiPage = file.path ? apiPageOf(docsRoot, file.path) : undefined;
    if (!apiPage) return;
    // Name headings are top-level blocks of the page.
    for (const node of tree.children) {
      if (node.type !== 'heading') continue;
      const name = headingName(node);
      if (!name) continue;
      const { category, key } = lookupKey(apiPage, name);
      const since = sinceOf(category, key);
      if (!since || since === FIRST_RELEASE) continue;
      const data: HastData = (node.data ??= {});
      data.hProperties = { ...data.hProperties, 'data-since': since };
    }
  };
}
