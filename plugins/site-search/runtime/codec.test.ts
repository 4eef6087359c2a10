import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { joinIndex, shardOf, splitIndex } from './codec';

describe('splitIndex / joinIndex', () => {
  const options = { fields: ['title', 'text'] };
  const original = new MiniSearch(options);
  original.addAll([
    { id: 0, title: 'Deploy', text: 'GitHub Pages and Netlify pages' },
    { id: 7, title: 'Search', text: 'Local search in the browser' },
    { id: 3, title: 'Pages', text: 'Pages and routes' },
  ]);
  const { base, shards } = JSON.parse(
    JSON.stringify(splitIndex(original.toJSON(), 3)),
  );

  it('round-trips a MiniSearch index through its shards', () => {
    const restored = MiniSearch.loadJS(joinIndex(base, shards.flat()), options);
    const sorted = (index: MiniSearch) => ({
      ...index.toJSON(),
      index: [...index.toJSON().index].sort((a, b) => a[0].localeCompare(b[0])),
    });
    expect(sorted(restored)).toEqual(sorted(original));
  });

  it('scores a term from its own shard exactly as the whole index does', () => {
    const shard = shards[shardOf('pages', 3)];
    const partial = MiniSearch.loadJS(joinIndex(base, shard), options);
    expect(partial.search('pages')).toEqual(original.search('pages'));
  });
});

describe('shardOf', () => {
  it('keeps words that share their first two letters (or first Chinese character) together', () => {
    expect(shardOf('sidebar', 16)).toBe(shardOf('sideb', 16));
    expect(shardOf('sidebar', 16)).toBe(shardOf('sidbar', 16));
    expect(shardOf('部署', 16)).toBe(shardOf('部分', 16));
    expect(shardOf('x', 16)).toBeLessThan(16);
  });
});
