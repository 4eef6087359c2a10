import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from '../../../plugins/site-search/build-index';
import * as engine from '../../../plugins/site-search/runtime/search-index';
import type { SearchablePage } from '../../../plugins/site-search/sections';
import { FIRST_SHARDS, progressiveSearch } from './progressive-search';

/** Six letters, spread over the alphabet, so that words fall in many groups of terms. */
const word = (n: number) =>
  Array.from({ length: 6 }, (_, k) =>
    String.fromCharCode(97 + (Math.floor((n * 7919 + 12345) / 26 ** k) % 26)),
  ).join('');

/** Pages with enough distinct words that a query of many words needs many shards. */
function pages(): SearchablePage[] {
  return Array.from({ length: 60 }, (_, p) => {
    const text = Array.from({ length: 200 }, (_, n) => word(p * 200 + n));
    const content = `Section ${p}\n\n${text.join(' ')} common words here\n\n`;
    return {
      routePath: `/page-${p}`,
      title: `Page ${p}`,
      content,
      toc: [{ id: `s${p}`, text: `Section ${p}`, depth: 2, charIndex: 0 }],
      frontmatter: {},
    };
  });
}

function setUp() {
  const { index: file, shards } = buildSearchFiles(pages());
  const fetched: number[] = [];
  const cache = new Map<number, Promise<(typeof shards)[number]>>();
  const shard = (n: number) => {
    if (!cache.has(n)) {
      fetched.push(n);
      cache.set(n, Promise.resolve(shards[n]));
    }
    return cache.get(n)!;
  };
  const texts: number[] = [];
  const search = progressiveSearch({
    engine,
    file,
    shard,
    requested: (n) => cache.has(n),
    loadTexts: async (textFile) => texts.push(textFile),
    afterPaint: async () => {},
  });
  const whole = engine.loadSearchIndex(file, async (n) => shards[n]);
  return { file, search, whole, fetched, texts };
}

describe('progressiveSearch', () => {
  it('shows first results from a few shards with their texts, then ends on the ranking of all shards', async () => {
    const { file, search, whole, fetched, texts } = setUp();
    expect(file.shardLayout.length).toBeGreaterThan(FIRST_SHARDS + 1);
    // Words from many groups of terms: many shards.
    const query = ['common', ...[7, 1234, 4567, 8901, 11111].map(word)].join(
      ' ',
    );
    const firsts: number[][] = [];
    const final = await search.search(query, (results) => {
      firsts.push([...fetched]);
      expect(results.length).toBeGreaterThan(0);
      expect(texts.length).toBeGreaterThan(0);
    });
    expect(firsts).toHaveLength(1);
    expect(firsts[0]).toHaveLength(FIRST_SHARDS);
    expect(fetched.length).toBeGreaterThan(FIRST_SHARDS);
    expect(final).toEqual(await whole.search(query));
  });

  it('answers once when the shards are already there', async () => {
    const { search, whole } = setUp();
    await search.search('common');
    let firstCalls = 0;
    const final = await search.search('common', () => (firstCalls += 1));
    expect(firstCalls).toBe(0);
    expect(final).toEqual(await whole.search('common'));
  });
});
