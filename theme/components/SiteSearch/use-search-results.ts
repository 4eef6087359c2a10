import { useEffect, useState } from 'react';
import type { PageHit } from '../../../plugins/site-search/runtime/search-index';
import { loadSearchIndex, type ProgressiveSearch } from './load-search';

/** Typing pauses this long before a search runs. */
export const DEBOUNCE_MS = 100;

export interface SearchState {
  status: 'loading' | 'ready' | 'error';
  /** The query the results are for (as typed), and how long they took from the end of the debounce. */
  query: string;
  results: PageHit[];
  searchMs: number;
  /** The results are the query's first, from some of its shards; the final ones follow. */
  partial: boolean;
}

/** Loads the language's index and searches it as the query changes (debounced). */
export function useSearchResults(lang: string, query: string): SearchState {
  const [index, setIndex] = useState<ProgressiveSearch | null>(null);
  const [status, setStatus] = useState<SearchState['status']>('loading');
  const [found, setFound] = useState({
    query: '',
    results: [] as PageHit[],
    searchMs: 0,
    partial: false,
  });

  useEffect(() => {
    let current = true;
    setStatus('loading');
    loadSearchIndex(lang).then(
      (loaded) => {
        if (!current) return;
        setIndex(loaded);
        setStatus('ready');
      },
      () => current && setStatus('error'),
    );
    return () => {
      current = false;
    };
  }, [lang]);

  useEffect(() => {
    if (!index) return;
    if (!query.trim()) {
      setFound({ query, results: [], searchMs: 0, partial: false });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      const started = performance.now();
      const show = (results: PageHit[], partial: boolean) =>
        current &&
        setFound({
          query,
          results,
          searchMs: performance.now() - started,
          partial,
        });
      index
        .search(query, (first) => show(first, true))
        .then(
          (results) => show(results, false),
          () => current && setStatus('error'),
        );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [index, query]);

  return { status, ...found };
}
