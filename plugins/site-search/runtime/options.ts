/**
 * The MiniSearch setup, used to build the index at build time and to load it in the browser:
 * both sides must agree on fields and on how text becomes terms.
 */
import type { Options } from 'minisearch';
import { normalizeTerm, tokenize } from './tokenize';

/**
 * Every section (a page's intro, or the text under one heading) is one document; its id is its
 * position in the index file's section list. Sections are sharded by term (codec.ts).
 */
export interface SectionDocument {
  id: number;
  /** The section's heading, after its parent heading's. */
  heading: string;
  text: string;
}

/**
 * Every page is one document of a second, small index, shipped whole with the base: its title
 * and its description (what the page is about, in a sentence). Kept apart from the sections so
 * that BM25 weighs a title word by how many pages have it, and so that the title's words are
 * not stored again for every section. The id is the page's position in the page list.
 */
export interface PageDocument {
  id: number;
  title: string;
  about: string;
}

const SHARED: Pick<Options, 'tokenize' | 'processTerm' | 'searchOptions'> = {
  tokenize,
  processTerm: normalizeTerm,
  searchOptions: {
    // Queries are split by `queryTerms` before they reach MiniSearch.
    tokenize: (term) => [term],
    processTerm: (term) => term,
  },
};

export const SECTION_OPTIONS: Options<SectionDocument> = {
  ...SHARED,
  fields: ['heading', 'text'],
};

export const PAGE_OPTIONS: Options<PageDocument> = {
  ...SHARED,
  fields: ['title', 'about'],
};
