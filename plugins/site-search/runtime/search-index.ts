/**
 * The search engine in the browser: MiniSearch loaded from the build's index base and the
 * shards a query needs, queried with our terms, synonyms, prefixes and typo tolerance, and its
 * hits grouped by page.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { joinIndex, shardOf } from './codec';
import { MINISEARCH_OPTIONS, type SearchDocument } from './options';
import type { SearchIndexFile, ShardFile } from './search-data';
import { synonymsOf } from './synonyms';
import { isHan, queryTerms } from './tokenize';

export interface SectionHit {
  /** Route path plus the section's anchor. */
  link: string;
  heading: string;
  /** The h2 an h3 section sits under, for the breadcrumb. */
  parentHeading: string;
  /** Which page text file holds the section's text, and where in it. */
  page: number;
  position: number;
  /** Index terms this section matched, for highlighting. */
  terms: string[];
}

export interface PageHit {
  routePath: string;
  title: string;
  page: number;
  terms: string[];
  sections: SectionHit[];
}

export interface SiteSearchIndex {
  /** Resolves once the shards the query needs are loaded (at once when they already are). */
  search(query: string, maxPages?: number): Promise<PageHit[]>;
}

/**
 * Ranking weights, tuned with `npm run bench:search` on the tuning query set (never on the
 * held-out set): title above heading above body, a page's title counting on top of its best
 * section, and pages that cover more of the query's words first.
 */
export const RANKING = {
  boost: { title: 8, heading: 2, text: 1 },
  /** Multiplies the page-title score when pages are ranked. */
  titleWeight: 2,
  /** Share of the second-best section's score added to a page's score. */
  secondSection: 0.3,
  /** A page's score is multiplied by (query words it covers / query words) to this power. */
  coverage: 2,
  /** Weight of a synonym or swapped-letter spelling against the word as typed. */
  alternative: 0.7,
};
const SECTIONS_PER_PAGE = 3;
const SEARCH_OPTIONS = {
  boost: RANKING.boost,
  // What is typed so far finds whole words; one typo is forgiven in words of five letters or more.
  prefix: (term: string) => term.length >= 3 || isHan(term),
  fuzzy: (term: string) => (term.length >= 5 && !isHan(term) ? 1 : false),
  weights: { fuzzy: 0.4, prefix: 0.6 },
};

export function loadSearchIndex(file: SearchIndexFile, loadShard: (shard: number) => Promise<ShardFile>): SiteSearchIndex {
  // Position of each section among its page's sections, to find its text.
  const positions: number[] = [];
  const seen = new Map<number, number>();
  for (const [page] of file.sections) {
    positions.push(seen.get(page) ?? 0);
    seen.set(page, (seen.get(page) ?? 0) + 1);
  }
  const shards = new Map<number, Promise<ShardFile>>();
  const shard = (n: number) => {
    let loading = shards.get(n);
    if (!loading) {
      loading = loadShard(n);
      loading.catch(() => shards.delete(n));
      shards.set(n, loading);
    }
    return loading;
  };
  // The engine over exactly the query's shards, so that what a prefix or a typo matches never
  // depends on which shards earlier queries happened to load. Kept for repeated shard sets.
  let engine: { key: string; search: MiniSearch<SearchDocument> } | undefined;

  return {
    async search(query, maxPages = 8) {
      const terms = queryTerms(query);
      if (!terms.length) return [];
      const { tree, wordOf } = expandQuery(terms);
      const needed = [...new Set([...wordOf.keys()].map((term) => shardOf(term, file.shardCount)))].sort((a, b) => a - b);
      const loaded = await Promise.all(needed.map(shard));
      const key = needed.join(',');
      if (engine?.key !== key) engine = { key, search: MiniSearch.loadJS<SearchDocument>(joinIndex(file.base, loaded.flat()), MINISEARCH_OPTIONS) };
      const results = engine.search.search(tree, SEARCH_OPTIONS);
      const covered = (matched: Iterable<string>) => new Set([...matched].map((term) => wordOf.get(term))).size / terms.length;
      return groupByPage(file, positions, results, covered).slice(0, maxPages);
    },
  };
}

/**
 * Each query word becomes an OR of the word, its synonyms and (in longer words) its spellings
 * with two neighbours swapped: the commonest typo ("deplyo"), yet two edits for MiniSearch's
 * edit distance, which forgives one. `wordOf` maps every searched term back to its word.
 */
export function expandQuery(terms: readonly string[]): { tree: Query; wordOf: Map<string, number> } {
  const wordOf = new Map<string, number>();
  const note = (term: string, word: number) => wordOf.has(term) || wordOf.set(term, word);
  const tree: Query = {
    combineWith: 'OR',
    queries: terms.map((term, word) => {
      const swapped = transpositions(term);
      const synonyms = [...new Set([term, ...swapped].flatMap((spelling) => synonymsOf(spelling)).flatMap(queryTerms))];
      for (const alternative of [term, ...synonyms, ...swapped]) note(alternative, word);
      return {
        combineWith: 'OR',
        queries: [
          term,
          // Other words count, a little less, and only as they are: prefixes and typos of
          // synonyms would match half the reference pages.
          { combineWith: 'OR', queries: [...synonyms, ...swapped], prefix: false, fuzzy: false, boostTerm: () => RANKING.alternative },
        ],
      };
    }),
  };
  return { tree, wordOf };
}

export function transpositions(term: string): string[] {
  if (term.length < 5 || isHan(term)) return [];
  const swaps = new Set<string>();
  for (let i = 0; i < term.length - 1; i += 1) {
    if (term[i] !== term[i + 1]) swaps.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...swaps];
}

interface PageEntry {
  titleScore: number;
  titleResult?: SearchResult;
  sections: SearchResult[];
}

function groupByPage(
  file: SearchIndexFile,
  positions: number[],
  results: SearchResult[],
  covered: (queryTerms: Iterable<string>) => number,
): PageHit[] {
  const sectionCount = file.sections.length;
  const pages = new Map<number, PageEntry>();
  const entryOf = (page: number) => {
    let entry = pages.get(page);
    if (!entry) pages.set(page, (entry = { titleScore: 0, sections: [] }));
    return entry;
  };
  for (const result of results) {
    const id = result.id as number;
    if (id >= sectionCount) {
      const entry = entryOf(id - sectionCount);
      entry.titleScore = result.score;
      entry.titleResult = result;
    } else entryOf(file.sections[id][0]).sections.push(result);
  }
  const score = (entry: PageEntry) => {
    const base = RANKING.titleWeight * entry.titleScore + (entry.sections[0]?.score ?? 0) + RANKING.secondSection * (entry.sections[1]?.score ?? 0);
    const matched = [entry.titleResult, ...entry.sections].flatMap((result) => result?.queryTerms ?? []);
    return base * covered(matched) ** RANKING.coverage;
  };
  return [...pages.entries()]
    .map(([page, entry]) => ({ page, entry, score: score(entry) }))
    .sort((a, b) => b.score - a.score)
    .map(({ page, entry }) => {
      const [routePath, title] = file.pages[page];
      const titleTerms = entry.titleResult?.terms ?? [];
      // A page found by its title alone links to its intro.
      const sections = entry.sections.length ? entry.sections : [{ id: firstSectionOf(file, page), terms: titleTerms } as SearchResult];
      return {
        routePath,
        title,
        page,
        terms: [...new Set([...titleTerms, ...sections.flatMap((section) => section.terms)])],
        sections: sections.slice(0, SECTIONS_PER_PAGE).map((section) => {
          const [, anchor, heading, parentHeading] = file.sections[section.id as number];
          return {
            link: anchor ? `${routePath}#${anchor}` : routePath,
            heading,
            parentHeading,
            page,
            position: positions[section.id as number],
            terms: section.terms,
          };
        }),
      };
    });
}

function firstSectionOf(file: SearchIndexFile, page: number): number {
  return file.sections.findIndex(([sectionPage]) => sectionPage === page);
}
