/**
 * The MiniSearch setup, used to build the index at build time and to load it in the browser:
 * both sides must agree on fields and on how text becomes terms.
 */
import type { Options } from 'minisearch';
import { normalizeTerm, tokenize } from './tokenize';

/**
 * Every page is one document with its title; every section is one document with its heading
 * (under its parent heading) and its text. Section ids come first, page `p` has id
 * `sectionCount + p`.
 */
export interface SearchDocument {
  id: number;
  title: string;
  heading: string;
  text: string;
}

export const MINISEARCH_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'heading', 'text'],
  tokenize,
  processTerm: normalizeTerm,
  searchOptions: {
    // Queries are split by `queryTerms` before they reach MiniSearch.
    tokenize: (term) => [term],
    processTerm: (term) => term,
  },
};
