/** Algolia credentials, fixed at build time from the environment (see rspress.config.ts). */
export interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** Reads the three RSPRESS_ALGOLIA_* variables; null unless all are set. */
export function algoliaConfigFromEnv(
  env: Record<string, string | undefined>,
): AlgoliaConfig | null {
  const appId = env.RSPRESS_ALGOLIA_APP_ID;
  const apiKey = env.RSPRESS_ALGOLIA_API_KEY;
  const indexName = env.RSPRESS_ALGOLIA_INDEX_NAME;
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : null;
}

/** DocSearch search parameters that keep results in the reader's language. */
export function languageFilter(lang: string): { facetFilters: string[] } {
  return { facetFilters: [`lang:${lang}`] };
}
