/**
 * What the build writes for one language and the browser reads: the index (loaded on the
 * first search) and each page's section texts (loaded when a result from that page is shown,
 * for its snippet). Compact arrays keep the download small.
 */
import type { CompactIndex } from './codec';

export interface SearchIndexFile {
  /** `[routePath, title]` per page. */
  pages: [routePath: string, title: string][];
  /** One per section: the intro of a page (empty anchor) or the text under one heading. */
  sections: [page: number, anchor: string, heading: string, parentHeading: string][];
  /** MiniSearch's index over page documents and section documents, see `documentsOf`. */
  index: CompactIndex;
}

/** The texts of one page's sections, in the order of `sections`. */
export type PageTextFile = string[];
