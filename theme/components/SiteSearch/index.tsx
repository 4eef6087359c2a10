import { AlgoliaSearch } from './AlgoliaSearch';
import { LocalSearch } from './LocalSearch';

/**
 * The nav search: Algolia DocSearch when credentials were given at build time, otherwise
 * our local search (plugins/site-search + SearchDialog). `__RSPRESS_ALGOLIA__` is replaced at build time (see
 * rspress.config.ts), so the unused branch and its imports are dropped from the bundle.
 */
export function Search() {
  return __RSPRESS_ALGOLIA__ ? (
    <AlgoliaSearch config={__RSPRESS_ALGOLIA__} />
  ) : (
    <LocalSearch />
  );
}
