import { describe, expect, it } from 'vitest';
import { algoliaConfigFromEnv, languageFilter } from './algolia';

describe('Algolia configuration', () => {
  it('turns Algolia on only when all three variables are set', () => {
    const env = {
      RSPRESS_ALGOLIA_APP_ID: 'APP',
      RSPRESS_ALGOLIA_API_KEY: 'KEY',
      RSPRESS_ALGOLIA_INDEX_NAME: 'docs',
    };
    expect(algoliaConfigFromEnv(env)).toEqual({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'docs',
    });
    expect(
      algoliaConfigFromEnv({ ...env, RSPRESS_ALGOLIA_API_KEY: '' }),
    ).toBeNull();
    expect(algoliaConfigFromEnv({})).toBeNull();
  });

  it('filters results to the reader language', () => {
    expect(languageFilter('zh')).toEqual({ facetFilters: ['lang:zh'] });
  });
});
