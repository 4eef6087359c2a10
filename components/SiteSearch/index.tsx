import { algoliaConfig } from './algolia-config';
import { AlgoliaSearch } from './AlgoliaSearch';
import { LocalSearch } from './LocalSearch';

/**
 * The nav search: Algolia DocSearch when credentials were given at build time, otherwise
 * the built-in local full-text search. The unused mode is dropped from the bundle.
 */
export function Search() {
  return algoliaConfig ? <AlgoliaSearch config={algoliaConfig} /> : <LocalSearch />;
}
