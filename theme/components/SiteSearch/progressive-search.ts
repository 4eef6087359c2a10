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
  // The engine for first results, kept while it holds only real shards, so that a query whose
  // shards are all there reuses its engine as the final one would.
  let firstPass: { index: SiteSearchIndex; skipped: boolean } | undefined;
  let budget = 0;
  const newFirstPass = () => {
    const pass = {
      skipped: false,
      // Shards already there and up to FIRST_SHARDS more; the others count as empty. The
      // engine asks for a query's shards in ascending order, the commonest first.
      index: engine.loadSearchIndex(file, (n) => {
        if (requested(n)) return shard(n);
        if (budget > 0) {
          budget -= 1;
          return shard(n);
        }
        pass.skipped = true;
        return Promise.resolve([]);
      }),
    };
    return pass;
  };
  return {
    async search(query, first) {
      const pass = (firstPass ??= newFirstPass());
      budget = FIRST_SHARDS;
      const results = await pass.index.search(query);
      if (!pass.skipped) return results;
      // Its empty stand-ins would answer later queries wrongly.
      if (firstPass === pass) firstPass = undefined;
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
