import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { joinIndex, readLayout, shardKey, splitIndex } from './codec';

describe('splitIndex / joinIndex', () => {
  const options = { fields: ['title', 'text'] };
  const original = new MiniSearch(options);
  const layout = ['pa', 'se lo', 'an br de gi in ne ro th'];
  original.addAll([
    { id: 0, title: 'Deploy', text: 'GitHub Pages and Netlify pages' },
    { id: 7, title: 'Search', text: 'Local search in the browser' },
    { id: 3, title: 'Pages', text: 'Pages and routes' },
  ]);
  const { base, shards } = JSON.parse(
    JSON.stringify(splitIndex(original.toJSON(), layout)),
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
    const shard = shards[readLayout(layout).get(shardKey('pages'))!];
    const partial = MiniSearch.loadJS(joinIndex(base, shard), options);
    expect(partial.search('pages')).toEqual(original.search('pages'));
  });
});

describe('shardKey / readLayout', () => {
  it('keeps words that share their first two letters (or first Chinese character) together', () => {
    expect(shardKey('sidebar')).toBe(shardKey('sideb'));
    expect(shardKey('sidebar')).toBe(shardKey('sidbar'));
    expect(shardKey('部署')).toBe(shardKey('部分'));
  });

  it('finds each group in its shard, and no shard for a group no term has', () => {
    const shardByKey = readLayout(['pa 部', 'si']);
    expect(shardByKey.get(shardKey('部署'))).toBe(0);
    expect(shardByKey.get(shardKey('sidebar'))).toBe(1);
    expect(shardByKey.get(shardKey('zzz'))).toBeUndefined();
  });

  it('refuses a term whose group no shard lists', () => {
    const index = new MiniSearch({ fields: ['text'] });
    index.add({ id: 0, text: 'pages' });
    expect(() => splitIndex(index.toJSON(), ['si'])).toThrow(/"pa"/);
  });
});
