/**
 * What the build writes for one language and the browser reads: the index base (loaded on the
 * first search), the term shards (each loaded when a query needs it), and each page's section
 * texts (loaded when a result from that page is shown, for its snippet).
 */
import type { CompactTerm, IndexBase } from './codec';

export interface SearchIndexFile {
  /** `[routePath, title]` per page. */
  pages: [routePath: string, title: string][];
  /** One per section: the intro of a page (empty anchor) or the text under one heading. */
  sections: [page: number, anchor: string, heading: string, parentHeading: string][];
  /** Document statistics of MiniSearch's index over page and section documents. */
  base: IndexBase;
  shardCount: number;
}

/** The terms of one shard, see `shardOf`. */
export type ShardFile = CompactTerm[];

/** The texts of one page's sections, in the order of `sections`. */
export type PageTextFile = string[];
