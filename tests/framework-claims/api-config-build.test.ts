/**
 * What /api/config/config-build states where the installed code and the typed JSDoc disagree,
 * proven on a small fixture site built with the real `rspress build`.
 */
import { describe, expect, it } from 'vitest';
import { buildFixture } from '../support/fixture-site';

describe('config behaviour documented in /api/config/config-build', () => {
  it('search: false still renders the search button and still writes an index (without page text)', () => {
    const build = buildFixture('config-search-off');
    expect(build.status, build.output).toBe(0);
    expect(build.read('index.html')).toContain('class="rp-search-button"');
    const index = build
      .files()
      .find((file) => /^static\/search_index\.en\.[^.]+\.json$/.test(file));
    expect(index).toBeDefined();
    const pages = JSON.parse(build.read(index as string)) as {
      title: string;
      content: string;
    }[];
    expect(pages.map(({ title, content }) => [title, content])).toEqual([
      ['Page', ''],
    ]);
  }, 120_000);
});
