/**
 * A query whose shards are not all there yet is answered twice: first from at most
 * `FIRST_SHARDS` new shards (the build puts the commonest terms in the first shards, so these
 * hold most words of a question) with the texts of the first screen of results, then, once its
 * other shards have arrived, with the final ranking, the one all its shards give. A long
 * question thus shows results for about the cost of a short one.
 */
import type {
  PageHit,
  SiteSearchIndex,
} from '../../../plugins/site-search/runtime/search-index';
import type {
  SearchIndexFile,
  ShardFile,
} from '../../../plugins/site-search/runtime/search-data';

/** New shards a query's first results may wait for. */
export const FIRST_SHARDS = 2;
/** Results whose texts the first results wait for: about what the dialog shows without scrolling. */
export const FIRST_SCREEN_HITS = 6;

export interface ProgressiveSearch {
  /**
   * Resolves to the query's final results. When some of its shards have to be fetched first,
   * `first` is called before with results from the shards fetched so far, the texts of their
   * first screen loaded.
   */
  search(
    query: string,
    first?: (results: PageHit[]) => void,
  ): Promise<PageHit[]>;
}

export interface ProgressiveSources {
  engine: {
    loadSearchIndex(
      file: SearchIndexFile,
      loadShard: (shard: number) => Promise<ShardFile>,
    ): SiteSearchIndex;
  };
  file: SearchIndexFile;
  /** Fetches a shard, once. */
  shard: (n: number) => Promise<ShardFile>;
  /** The shard has been fetched or is on its way. */
  requested: (n: number) => boolean;
  /** Fetches a text file, once. */
  loadTexts: (textFile: number) => Promise<unknown>;
  /** Resolves once the first results are on screen. */
  afterPaint: () => Promise<void>;
}

export function progressiveSearch({
  engine,
  file,
  shard,
  requested,
  loadTexts,
  afterPaint,
}: ProgressiveSources): ProgressiveSearch {
  const final = engine.loadSearchIndex(file, shard);
  return {
    async search(query, first) {
      // An engine over the shards already there and up to FIRST_SHARDS more; the others count
      // as empty. The engine asks for a query's shards in ascending order, the commonest first.
      let budget = FIRST_SHARDS;
      let skipped = false;
      const results = await engine
        .loadSearchIndex(file, (n) => {
          if (requested(n)) return shard(n);
          if (budget > 0) {
            budget -= 1;
            return shard(n);
          }
          skipped = true;
          return Promise.resolve([]);
        })
        .search(query);
      if (!skipped) return results;
      // "No results" is no first answer: wait for the final one.
      if (!results.length) return final.search(query);
      // Without its snippet a result is only half shown, so the first screen's come with it.
      await Promise.allSettled(
        results
          .flatMap((page) => page.sections)
          .slice(0, FIRST_SCREEN_HITS)
          .map((hit) => loadTexts(hit.textFile)),
      );
      first?.(results);
      await afterPaint();
      return final.search(query);
    },
  };
}
