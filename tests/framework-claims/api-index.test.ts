/**
 * What /api/ (the API overview) says about the release badges of this site: which reference
 * pages get them. The badges themselves are checked in tests/site/api-since.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { API_PAGES } from '../../plugins/api-since/pages';

describe('release badges on the API pages', () => {
  it('are given on the config, runtime, components and plugin API pages, never on the Commands page', () => {
    const pages = API_PAGES.map((apiPage) => apiPage.page);
    expect(pages).not.toContain('api/commands');
    expect(pages.sort()).toEqual([
      'api/client-api/api-components',
      'api/client-api/api-runtime',
      'api/config/config-basic',
      'api/config/config-build',
      'api/config/config-frontmatter',
      'api/config/config-theme',
      'plugin/system/plugin-api',
    ]);
  });
});
