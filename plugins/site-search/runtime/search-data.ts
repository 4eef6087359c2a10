/**
 * What the build writes for one language and the browser reads: the index base (loaded on the
 * first search), the term shards (each loaded when a query needs it), and the section texts in
 * files of a few kilobytes (each loaded when a result from it is shown, for its snippet).
 */
import type { CompactTerm, IndexBase, ShardLayout } from './codec';

export interface SearchIndexFile {
  /** `[routePath, title]` per page. */
  pages: [routePath: string, title: string][];
  /** One per section: the intro of a page (empty anchor) or the text under one heading. */
  sections: [
    page: number,
    anchor: string,
    heading: string,
    parentHeading: string,
  ][];
  /** Document statistics of MiniSearch's index over the section documents. */
  base: IndexBase;
  /** Which shard holds which groups of terms. */
  shardLayout: ShardLayout;
  /** The first section of each text file: the sections' texts, in order, cut into files. */
  textStarts: number[];
  /** The index of page titles and descriptions, whole (see `PageDocument`). */
  pageIndex: { base: IndexBase; terms: CompactTerm[] };
  /** The index's Chinese characters in groups of the same toneless reading (`../sounds.ts`). */
  sounds: string[];
  /**
   * File names, content-hashed, of the shards and text files by number, relative to the
   * language's folder of static files (`SEARCH_FILES_PATH`).
   */
  shardFiles: string[];
  textFiles: string[];
}

/**
 * Where the build emits the shards and text files, below the bundle's public path: plain static
 * files fetched by URL rather than bundle chunks, so that the main bundle's chunk list does not
 * grow with them (the index itself, two files, stays a chunk).
 */
export const SEARCH_FILES_PATH = 'static/site-search';

/** The terms of one shard, see `ShardLayout`. */
export type ShardFile = CompactTerm[];

/** The texts of consecutive sections, see `textStarts`. */
export type TextFile = string[];
